import type { ClaimRow } from '@clinic/shared/insurance';
import { formatPaise } from '@clinic/shared/money';
import { claimStatus } from '@clinic/shared/status';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';

const MINUTE_MS = 60_000;

/** "42 min of 60", red and "late" once over the regulator's limit; "—" when nothing waits on the payer. */
function Waiting({ row, now }: { row: ClaimRow; now: number }) {
  if (!row.waitingSince || row.limitMinutes === null) return <>—</>;
  const minutes = Math.max(0, Math.round((now - Date.parse(row.waitingSince)) / MINUTE_MS));
  const over = minutes > row.limitMinutes;
  return (
    <Text size="sm" c={over ? 'red' : undefined} fw={over ? 600 : undefined}>
      {minutes} min of {row.limitMinutes}
      {over ? ' · late' : ''}
    </Text>
  );
}

/** The claims desk: each claim's stay, payer, state and stage, amounts and the payer's wait. */
export function ClaimsDeskTable({ rows, now }: { rows: ClaimRow[]; now: number }) {
  const columns: Column<ClaimRow>[] = [
    {
      header: 'Claim',
      nowrap: true,
      cell: (r) => (
        <Anchor component={Link} to={`/billing/patient-bill?admission=${r.admissionId}&tab=authorization`}>
          {r.number}
        </Anchor>
      ),
    },
    {
      header: 'Patient',
      cell: (r) => (
        <>
          <strong>{r.patientName}</strong>
          <Text size="xs" c="dimmed">
            {r.mrn} · {r.ipNumber}
          </Text>
        </>
      ),
    },
    {
      header: 'Payer',
      cell: (r) => (
        <>
          {r.payerName}
          {r.tpaName && (
            <Text size="xs" c="dimmed">
              via {r.tpaName}
            </Text>
          )}
        </>
      ),
    },
    { header: 'Status', nowrap: true, cell: (r) => <StatusBadge machine={claimStatus} status={r.status} /> },
    { header: 'Stage', nowrap: true, cell: (r) => r.stage },
    { header: 'Asked', nowrap: true, cell: (r) => formatPaise(r.requestedPaise) },
    { header: 'Approved', nowrap: true, cell: (r) => (r.approvedPaise ? formatPaise(r.approvedPaise) : '—') },
    { header: 'Payer’s wait', nowrap: true, cell: (r) => <Waiting row={r} now={now} /> },
  ];
  return <DataTable rows={rows} columns={columns} rowKey={(r) => r._id} label="Claims" />;
}
