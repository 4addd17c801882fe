import type { ReportTable as Table_ } from '@clinic/shared/reports';
import { Table } from '@mantine/core';
import { alignOf, formatCell } from './report-cell.ts';

/** One table of a report, its totals row last and in bold; wide tables scroll inside themselves. */
export function ReportTable({ table }: { table: Table_ }) {
  const rows = table.total && table.rows.length > 0 ? [...table.rows, table.total] : table.rows;
  return (
    <Table.ScrollContainer minWidth={table.columns.length * 96}>
      <Table striped highlightOnHover fz="sm" verticalSpacing={6} aria-label={table.title}>
        <Table.Thead>
          <Table.Tr>
            {table.columns.map((c) => (
              <Table.Th key={c.key} ta={alignOf(c)}>
                {c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={table.columns.length} c="dimmed">
                Nothing in this range.
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((row, index) => {
            const total = index === table.rows.length;
            return (
              <Table.Tr key={index} fw={total ? 700 : undefined}>
                {table.columns.map((c) => (
                  <Table.Td key={c.key} ta={alignOf(c)} style={{ whiteSpace: 'nowrap' }}>
                    {formatCell(c, row[c.key])}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
