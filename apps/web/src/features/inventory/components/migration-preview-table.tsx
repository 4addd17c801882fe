import { DataTable, type Column } from '../../../components/list/data-table.tsx';

type PreviewRow = Record<string, string>;

const COLUMNS: Column<PreviewRow>[] = [
  { header: 'Item', cell: (r) => r.materialName, truncate: 260, text: (r) => r.materialName ?? '' },
  { header: 'Batch', cell: (r) => r.batch, nowrap: true },
  { header: 'Quantity', cell: (r) => r.qoh, align: 'right' },
  { header: 'MRP', cell: (r) => r.mrp, align: 'right' },
  { header: 'Expiry', cell: (r) => r.expiryDate, nowrap: true },
];

/** The first rows of a stock file as the server read them, checked before importing. */
export function MigrationPreviewTable({ rows }: { rows: PreviewRow[] }) {
  return <DataTable rows={rows} columns={COLUMNS} rowKey={(r) => JSON.stringify(r)} label="Preview" />;
}
