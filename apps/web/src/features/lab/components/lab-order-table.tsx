import type { LabOrder } from '@clinic/shared/lab';
import { labOrderStatus } from '@clinic/shared/status';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/** The status with what needs attention beside it: urgent, critical, an amendment waiting. */
export function LabOrderMarks({ order }: { order: Pick<LabOrder, 'status' | 'urgent' | 'critical' | 'amending'> }) {
  return (
    <Group gap={4} wrap="nowrap">
      <StatusBadge machine={labOrderStatus} status={order.status} />
      {order.urgent && (
        <Badge color="red" variant="filled">
          Urgent
        </Badge>
      )}
      {order.critical && (
        <Badge color="red" variant="outline">
          Critical
        </Badge>
      )}
      {order.amending && (
        <Badge color="grape" variant="outline">
          Amendment
        </Badge>
      )}
    </Group>
  );
}

/** The lab worklist: urgent first, then oldest first, each row opening the order. */
export function LabOrderTable({ orders }: { orders: LabOrder[] }) {
  const columns: Column<LabOrder>[] = [
    {
      header: 'Patient',
      cell: (o) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`/lab/lab-orders/${o._id}`} fw={600}>
            {o.patientName}
          </Anchor>
          <Text size="xs" c="dimmed">
            {o.mrn}
          </Text>
        </Stack>
      ),
    },
    { header: 'Test', cell: (o) => o.serviceName },
    { header: 'Accession', cell: (o) => o.accessionNumber ?? '—', nowrap: true },
    {
      header: 'Ordered',
      cell: (o) => (
        <Stack gap={0}>
          <Text size="sm">{formatDateTime(o.orderedAt)}</Text>
          <Text size="xs" c="dimmed">
            {o.orderedBy}
            {o.admissionId ? ' · Ward' : ''}
          </Text>
        </Stack>
      ),
      priority: 2,
      nowrap: true,
    },
    { header: 'Status', cell: (o) => <LabOrderMarks order={o} />, nowrap: true },
  ];
  return (
    <DataTable
      rows={orders}
      columns={columns}
      rowKey={(o) => o._id}
      label="Lab orders"
      rowProps={(o) => ({ 'data-status': o.status })}
    />
  );
}
