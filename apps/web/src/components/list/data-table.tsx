import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /**
   * 1 (the default) is always shown; 2 is hidden below 992 px; 3 is hidden below 1408 px, so
   * it is the first to go on a clinic's 1366 px desktop with the sidebar open.
   */
  priority?: 1 | 2 | 3;
  /** Cuts long text to this width (px) with the whole text on hover; needs `text`. */
  truncate?: number;
  /** The cell as plain text, for the hover title of a truncated cell. */
  text?: (row: T) => string;
  align?: 'left' | 'right' | 'center';
  /** Keeps the cell on one line (badges, dates, amounts), so it is never cut. */
  nowrap?: boolean;
};

const VISIBLE_FROM = { 1: undefined, 2: 'md', 3: 'xl' } as const;

function Cell<T>({ column, row }: { column: Column<T>; row: T }) {
  const content = column.cell(row);
  if (!column.truncate) return <>{content}</>;
  return (
    <Text size="sm" truncate="end" maw={column.truncate} title={column.text?.(row)}>
      {content}
    </Text>
  );
}

/**
 * The table of every list: columns by priority, long text truncated with the full text on
 * hover, badges and amounts kept whole, and a table wider than the page scrolling inside itself.
 */
export function DataTable<T>({
  rows,
  columns,
  rowKey,
  label,
  minWidth = 0,
  rowProps,
}: {
  rows: T[];
  columns: Column<T>[];
  rowKey: (row: T) => string;
  label: string;
  minWidth?: number;
  rowProps?: (row: T) => Record<string, string>;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.header} ta={c.align} visibleFrom={VISIBLE_FROM[c.priority ?? 1]}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} {...rowProps?.(row)}>
              {columns.map((c) => (
                <Table.Td
                  key={c.header}
                  ta={c.align}
                  visibleFrom={VISIBLE_FROM[c.priority ?? 1]}
                  style={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                >
                  <Cell column={c} row={row} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
