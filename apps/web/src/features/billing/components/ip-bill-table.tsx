import type { IpBillRow } from '@clinic/shared/billing';
import { formatPaise } from '@clinic/shared/money';
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';

function StayState({ row }: { row: IpBillRow }) {
  if (row.billNumber) return <Badge color="green">Finalized</Badge>;
  if (row.status === 'Discharged') return <Badge color="gray">Discharged</Badge>;
  if (row.dischargeInitiated) return <Badge color="orange">Discharge initiated</Badge>;
  return <Badge color="blue">Admitted</Badge>;
}

/** The IP billing list: each stay with its running total, deposits and balance. */
export function IpBillTable({ rows }: { rows: IpBillRow[] }) {
  const columns: Column<IpBillRow>[] = [
    {
      header: 'Patient',
      cell: (r) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`/billing/bill?admission=${r.admissionId}`} fw={600}>
            {r.patientName}
          </Anchor>
          <Text size="xs" c="dimmed">
            {r.mrn} · {r.ipNumber}
          </Text>
        </Stack>
      ),
    },
    { header: 'Admitted', cell: (r) => formatDateTime(r.admittedAt), nowrap: true, priority: 2 },
    { header: 'Status', cell: (r) => <StayState row={r} />, nowrap: true },
    { header: 'Total', cell: (r) => formatPaise(r.totalPaise), align: 'right', nowrap: true },
    { header: 'Deposits', cell: (r) => formatPaise(r.paidPaise), align: 'right', nowrap: true },
    { header: 'Balance', cell: (r) => formatPaise(r.balancePaise), align: 'right', nowrap: true },
    {
      header: 'Account',
      cell: (r) => (
        <Anchor component={Link} to={`/billing/patient-bill?admission=${r.admissionId}`} size="sm">
          Patient bill
        </Anchor>
      ),
      nowrap: true,
    },
  ];
  return <DataTable rows={rows} columns={columns} rowKey={(r) => r.admissionId} label="IP bills" />;
}
