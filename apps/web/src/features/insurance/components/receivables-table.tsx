import type { PayerClaimStatus, Receivable } from '@clinic/shared/insurance';
import { formatPaise } from '@clinic/shared/money';
import { Badge, Button, Group, Text } from '@mantine/core';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';
import { formatDate } from '../../../lib/format.ts';
import { claimFileUrl } from '../api/receivables.queries.ts';

const whole = { label: { overflow: 'visible', textOverflow: 'clip' } } as const;
const COLOURS: Record<PayerClaimStatus, string> = {
  'Not submitted': 'gray',
  Submitted: 'blue',
  Resubmitted: 'blue',
  'Short-paid': 'orange',
  Denied: 'red',
  Settled: 'green',
  Closed: 'teal',
};

export type ReceivableAction = 'submit' | 'settle' | 'resubmit';

/** Payers' bills: the bill and stay, the payer, where the claim stands, what it claimed and still owes. */
export function ReceivablesTable({
  rows,
  onAction,
}: {
  rows: Receivable[];
  /** What the desk may do with a bill; none for those who only read the receivables. */
  onAction?: (r: Receivable, action: ReceivableAction) => void;
}) {
  const columns: (Column<Receivable> | undefined)[] = [
    {
      header: 'Bill',
      nowrap: true,
      cell: (r) => (
        <>
          <strong>{r.billNumber}</strong>
          <Text size="xs" c="dimmed">
            {formatDate(r.billedAt)} · {r.ageDays} days
          </Text>
        </>
      ),
    },
    {
      header: 'Patient',
      cell: (r) => (
        <>
          {r.patientName}
          <Text size="xs" c="dimmed">
            {r.mrn}
            {r.ipNumber ? ` · ${r.ipNumber}` : ''}
          </Text>
        </>
      ),
    },
    { header: 'Payer', cell: (r) => r.payerName },
    {
      header: 'Status',
      nowrap: true,
      cell: (r) => (
        <Badge color={COLOURS[r.status]} variant="light" styles={whole}>
          {r.status}
        </Badge>
      ),
    },
    { header: 'Claimed', nowrap: true, cell: (r) => formatPaise(r.claimedPaise) },
    { header: 'Received + TDS', nowrap: true, cell: (r) => formatPaise(r.receivedPaise + r.tdsPaise) },
    { header: 'Outstanding', nowrap: true, cell: (r) => <strong>{formatPaise(r.outstandingPaise)}</strong> },
    onAction && {
      header: 'Actions',
      cell: (r) => (
        <Group gap={4} wrap="nowrap">
          <Button
            component="a"
            href={claimFileUrl(r.billId)}
            download
            size="compact-sm"
            variant="subtle"
            aria-label={`Claim file of ${r.billNumber}`}
          >
            Claim file
          </Button>
          {r.status === 'Not submitted' && (
            <Button size="compact-sm" variant="subtle" onClick={() => onAction?.(r, 'submit')}>
              Submit
            </Button>
          )}
          {['Submitted', 'Resubmitted', 'Short-paid', 'Denied'].includes(r.status) && (
            <Button size="compact-sm" variant="subtle" onClick={() => onAction?.(r, 'settle')}>
              Settlement
            </Button>
          )}
          {(r.status === 'Short-paid' || r.status === 'Denied') && (
            <Button size="compact-sm" variant="subtle" onClick={() => onAction?.(r, 'resubmit')}>
              Re-submit
            </Button>
          )}
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns.filter((c): c is Column<Receivable> => c !== undefined)}
      rowKey={(r) => r.billId}
      label="Payers' bills"
    />
  );
}
