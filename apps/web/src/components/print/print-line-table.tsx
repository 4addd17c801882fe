import type { CSSProperties, ReactNode } from 'react';

/** One column of a printed table: its heading and what each row shows under it. */
export type PrintColumn<Row> = {
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  /** A cell's own look, such as a flagged lab value in bold. */
  style?: (row: Row) => CSSProperties | undefined;
};

/**
 * The lines of a printed document (medicines, results, bill lines), one row each, with the
 * headings repeated on every page. On `money` tables the last column is an amount: it is kept
 * right-aligned on one line, and on a thermal roll the rows are parted by dashes, not boxes.
 * A column given as `false` is left out (a roll has no room for every column of a sheet).
 */
export function PrintLineTable<Row>({
  columns,
  rows,
  rowKey,
  money = false,
}: {
  columns: readonly (PrintColumn<Row> | false)[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  money?: boolean;
}) {
  const shown = columns.filter((column): column is PrintColumn<Row> => column !== false);
  return (
    <table className={money ? 'print-money-lines' : undefined}>
      <thead>
        <tr>
          {shown.map((column) => (
            <th key={column.header}>{column.header}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)}>
            {shown.map((column) => (
              <td key={column.header} style={column.style?.(row)}>
                {column.cell(row, index)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
