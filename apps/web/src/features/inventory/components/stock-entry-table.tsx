import { displayDate } from '@clinic/shared/dates';
import type { StockEntry } from '@clinic/shared/inventory';
import { formatRupees } from '@clinic/shared/money';
import { stockEntryStatus } from '@clinic/shared/status';
import { Text } from '@mantine/core';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';
import { RowActions } from '../../../components/ui/row-actions.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';

/** Purchase invoices (001 §2): a verified one is locked, so it offers View only. */
export function StockEntryTable({ entries, onDelete }: { entries: StockEntry[]; onDelete: (e: StockEntry) => void }) {
  const columns: Column<StockEntry>[] = [
    {
      header: 'Invoice #',
      cell: (e) => (
        <Text fw={600} size="sm">
          {e.invoiceNumber}
        </Text>
      ),
      nowrap: true,
    },
    { header: 'Supplier', cell: (e) => e.supplier.name, truncate: 220, text: (e) => e.supplier.name },
    { header: 'Invoice Date', cell: (e) => displayDate(e.invoiceDate), nowrap: true },
    { header: 'Due Date', cell: (e) => displayDate(e.dueDate), nowrap: true, priority: 2 },
    { header: 'Total Items', cell: (e) => e.totalItems, align: 'right', priority: 2 },
    { header: 'Total Value', cell: (e) => formatRupees(e.totalValue), align: 'right', nowrap: true },
    { header: 'Status', cell: (e) => <StatusBadge machine={stockEntryStatus} status={e.status} />, nowrap: true },
    {
      header: 'Actions',
      cell: (e) => (
        <RowActions
          viewTo={`/inventory/view-stock-entry/${e._id}`}
          editTo={`/inventory/edit-stock-entry/${e._id}`}
          onDelete={() => onDelete(e)}
          locked={e.status === 'Verified'}
        />
      ),
    },
  ];
  return <DataTable rows={entries} columns={columns} rowKey={(e) => e._id} label="Stock entries" minWidth={760} />;
}
