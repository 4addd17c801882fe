import { AGEING_BUCKETS, type PayerAgeing } from '@clinic/shared/insurance';
import { formatPaise } from '@clinic/shared/money';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';

/** Each payer's outstanding by days since the bill, and in all. */
export function PayerAgeingTable({ rows }: { rows: PayerAgeing[] }) {
  const columns: Column<PayerAgeing>[] = [
    { header: 'Payer', cell: (r) => <strong>{r.payerName}</strong> },
    ...AGEING_BUCKETS.map((b): Column<PayerAgeing> => ({
      header: `${b} days`,
      nowrap: true,
      cell: (r) => (r.buckets[b] ? formatPaise(r.buckets[b]) : '—'),
    })),
    { header: 'Outstanding', nowrap: true, cell: (r) => <strong>{formatPaise(r.totalPaise)}</strong> },
    { header: 'Bills', cell: (r) => r.bills },
  ];
  return <DataTable rows={rows} columns={columns} rowKey={(r) => r.payerName} label="Outstanding by payer" />;
}
