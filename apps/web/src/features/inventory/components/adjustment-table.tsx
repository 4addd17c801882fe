import type { StockAdjustment } from '@clinic/shared/inventory';
import { Text } from '@mantine/core';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';

const COLUMNS: Column<StockAdjustment>[] = [
  {
    header: 'Item Name',
    cell: (a) => (
      <Text fw={600} size="sm">
        {a.itemName}
      </Text>
    ),
  },
  { header: 'Batch', cell: (a) => a.batchNumber, nowrap: true },
  { header: 'Current Stock', cell: (a) => a.currStock, align: 'right' },
  {
    header: 'Adjustment',
    align: 'right',
    cell: (a) => (
      <Text size="sm" c={a.adjustmentValue > 0 ? 'green' : 'red'}>
        {a.adjustmentValue > 0 ? `+${a.adjustmentValue}` : a.adjustmentValue}
      </Text>
    ),
  },
  { header: 'Reason', cell: (a) => a.reason },
  { header: 'By', cell: (a) => a.createdBy, priority: 2 },
];

/** Stock adjustments (001 §2): item, batch, stock before, the change (+ when added), reason and who. */
export function AdjustmentTable({ rows }: { rows: StockAdjustment[] }) {
  return <DataTable rows={rows} columns={COLUMNS} rowKey={(a) => a._id} label="Stock adjustments" minWidth={600} />;
}
