import { SimpleGrid, Table } from '@mantine/core';
import { formatPaise } from '@clinic/shared/money';

const BOLD = new Set(['Total', 'Balance']);

/** A bill's sums in two short columns side by side (gross to round off; total to balance), to save height. */
export function BillTotals({ rows }: { rows: [string, number][][] }) {
  return (
    <SimpleGrid cols={rows.length} spacing="lg" role="group" aria-label="Bill totals">
      {rows.map((column, i) => (
        <Table key={i} fz="sm" verticalSpacing={2} withRowBorders={false}>
          <Table.Tbody>
            {column.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Td fw={BOLD.has(label) ? 700 : 400}>{label}</Table.Td>
                <Table.Td ta="right" fw={BOLD.has(label) ? 700 : 400}>
                  {formatPaise(value)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ))}
    </SimpleGrid>
  );
}
