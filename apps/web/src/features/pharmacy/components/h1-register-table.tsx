import type { H1RegisterRow } from '@clinic/shared/pharmacy';
import { Text } from '@mantine/core';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { mmYyyy } from './cart-table.tsx';

/** A name over its address, each cut to the column with the whole text on hover: the register fits 1366 px. */
function NameOver({ name, address, width }: { name: string; address: string; width: number }) {
  return (
    <>
      <Text size="sm" truncate="end" maw={width} title={name}>
        {name}
      </Text>
      <Text size="xs" c="dimmed" truncate="end" maw={width} title={address}>
        {address || '—'}
      </Text>
    </>
  );
}

const COLUMNS: Column<H1RegisterRow>[] = [
  {
    header: 'Date · Bill',
    cell: (r) => (
      <>
        <Text size="sm">{formatDateTime(r.soldAt)}</Text>
        <Text size="xs" c="dimmed">
          {r.billNumber}
        </Text>
      </>
    ),
    nowrap: true,
  },
  {
    header: 'Prescriber and address',
    cell: (r) => (
      <NameOver
        name={`${r.prescriberName} (Reg. ${r.prescriberRegistration || '—'})`}
        address={r.prescriberAddress}
        width={190}
      />
    ),
  },
  {
    header: 'Patient and address',
    cell: (r) => <NameOver name={`${r.patientName} · ${r.patientDetails}`} address={r.patientAddress} width={190} />,
  },
  { header: 'Drug', cell: (r) => `${r.drugName} (${r.schedule})`, truncate: 180, text: (r) => r.drugName },
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
