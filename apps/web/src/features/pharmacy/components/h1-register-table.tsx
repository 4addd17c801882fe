import type { H1RegisterRow } from '@clinic/shared/pharmacy';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { mmYyyy } from './cart-table.tsx';

const COLUMNS: Column<H1RegisterRow>[] = [
  { header: 'Date', cell: (r) => formatDateTime(r.soldAt), nowrap: true },
  { header: 'Bill', cell: (r) => r.billNumber, nowrap: true },
  {
    header: 'Prescriber',
    cell: (r) => `${r.prescriberName} (Reg. ${r.prescriberRegistration || '—'})`,
    truncate: 220,
    text: (r) => `${r.prescriberName}, registration ${r.prescriberRegistration}`,
  },
  {
    header: "Prescriber's address",
    cell: (r) => r.prescriberAddress || '—',
    truncate: 220,
    text: (r) => r.prescriberAddress,
  },
  { header: 'Patient', cell: (r) => r.patientName, truncate: 180, text: (r) => `${r.patientName} ${r.patientDetails}` },
  {
    header: "Patient's address",
    cell: (r) => r.patientAddress || '—',
    truncate: 220,
    text: (r) => r.patientAddress,
  },
  { header: 'Drug', cell: (r) => `${r.drugName} (${r.schedule})`, truncate: 220, text: (r) => r.drugName },
  { header: 'Qty', cell: (r) => r.quantity, align: 'right' },
  { header: 'Batch', cell: (r) => `${r.batchNumber} · ${mmYyyy(r.expiryDate)}`, nowrap: true },
];

/**
 * The Schedule H1 register (Drugs Rules 65): date, prescriber with registration and address,
 * patient with address, drug, quantity, batch.
 */
export function H1RegisterTable({ rows }: { rows: H1RegisterRow[] }) {
  return (
    <DataTable
      rows={rows}
      columns={COLUMNS}
      rowKey={(r) => `${r.billNumber}-${r.drugName}-${r.batchNumber}`}
      label="H1 register"
    />
  );
}
