import { displayDate } from '@clinic/shared/dates';
import type { StockEntry } from '@clinic/shared/inventory';
import { formatRupees } from '@clinic/shared/money';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';

type Item = StockEntry['itemDetails'][number];

const COLUMNS: Column<Item>[] = [
  { header: 'Drug', cell: (i) => i.drug, truncate: 240, text: (i) => i.drug },
  { header: 'Batch', cell: (i) => i.batchNumber, nowrap: true },
  { header: 'Expiry', cell: (i) => displayDate(i.expiryDate), nowrap: true },
  { header: 'MRP', cell: (i) => formatRupees(i.mrp), align: 'right', nowrap: true },
  { header: 'PTR', cell: (i) => formatRupees(i.ptr), align: 'right', nowrap: true },
  { header: 'Qty', cell: (i) => i.quantity, align: 'right' },
  { header: 'Free', cell: (i) => i.freeQuantity || 0, align: 'right' },
  { header: 'Disc %', cell: (i) => i.disc || 0, align: 'right', priority: 2 },
  { header: 'Amount', cell: (i) => formatRupees(i.amount), align: 'right', nowrap: true },
];

/** The lines of a purchase invoice as entered, with each line's amount. */
export function InvoiceItemsTable({ items }: { items: Item[] }) {
  return (
    <DataTable
      rows={items}
      columns={COLUMNS}
      rowKey={(i) => `${i.drugId}-${i.batchNumber}`}
      label="Invoice lines"
      minWidth={720}
    />
  );
}
