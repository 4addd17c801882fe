import { displayDate } from '@clinic/shared/dates';
import { stockText, type Batch, type Drug } from '@clinic/shared/inventory';
import { formatRupees } from '@clinic/shared/money';
import { Badge, Group, Text } from '@mantine/core';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';

/** Batches with their stock, earliest expiry first; `expired` marks each row. */
export function BatchTable({ rows, expired }: { rows: Batch[]; expired: boolean }) {
  const columns: Column<Batch>[] = [
    {
      header: 'Drug',
      cell: (b) => (
        <Text fw={600} size="sm">
          {b.drug}
        </Text>
      ),
    },
    { header: 'Batch', cell: (b) => b.batchNumber, nowrap: true },
    {
      header: 'Expiry',
      nowrap: true,
      cell: (b) => (
        <Group gap={6} wrap="nowrap">
          {displayDate(b.expiryDate)}
          {expired && (
            <Badge color="red" styles={{ label: { overflow: 'visible' } }}>
              Expired
            </Badge>
          )}
        </Group>
      ),
    },
    { header: 'MRP', cell: (b) => formatRupees(b.mrp), align: 'right', nowrap: true },
    { header: 'On hand', cell: (b) => stockText(b.quantityOnHand, b.unitsPerPack), align: 'right', nowrap: true },
  ];
  return <DataTable rows={rows} columns={columns} rowKey={(b) => b._id} label="Batches" minWidth={560} />;
}

const REORDER_COLUMNS: Column<Drug>[] = [
  { header: 'Drug', cell: (d) => d.name },
  { header: 'On hand', cell: (d) => stockText(d.stockOnHand, d.unitsPerPack), align: 'right', nowrap: true },
  { header: 'Reorder level', cell: (d) => d.reorderLevel, align: 'right' },
];

/** Drugs whose stock has fallen below their reorder level. */
export function ReorderTable({ rows }: { rows: Drug[] }) {
  return <DataTable rows={rows} columns={REORDER_COLUMNS} rowKey={(d) => d._id} label="Below reorder level" />;
}
