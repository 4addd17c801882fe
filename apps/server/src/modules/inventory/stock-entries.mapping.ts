import type { StockEntry } from '@clinic/shared/inventory';
import { toRupees } from '@clinic/shared/money';
import type { stockEntries, stockEntryItems } from './inventory.table.ts';

type EntryRow = typeof stockEntries.$inferSelect;
type ItemRow = typeof stockEntryItems.$inferSelect;

export function toEntry(entry: EntryRow, supplierName: string, items: ItemRow[]): StockEntry {
  return {
    _id: entry.id,
    id: entry.id,
    supplier: { _id: entry.supplierId, name: supplierName },
    invoiceNumber: entry.invoiceNumber,
    invoiceDate: entry.invoiceDate,
    dueDate: entry.dueDate,
    itemDetails: items.map((i) => ({
      drug: i.drugName,
      drugId: i.drugId,
      batchNumber: i.batchNumber,
      expiryDate: i.expiryDate,
      mrp: toRupees(i.mrpPaise),
      ptr: toRupees(i.ptrPaise),
      quantity: i.quantity,
      freeQuantity: i.freeQuantity,
      disc: i.disc,
      amount: toRupees(i.amountPaise),
    })),
    status: entry.status as StockEntry['status'],
    totalItems: entry.totalItems,
    totalValue: toRupees(entry.totalValuePaise),
    totalGST: 0,
    createdAt: entry.createdAt.toISOString(),
  };
}

/** Increments the trailing number of the supplier's last invoice number ("INV-0041" → "INV-0042"). */
export function nextInvoiceNumber(last: string | undefined): string {
  if (!last) return '';
  const match = /^(.*?)(\d+)$/.exec(last);
  if (!match) return '';
  const [, head = '', digits = ''] = match;
  return `${head}${String(Number(digits) + 1).padStart(digits.length, '0')}`;
}
