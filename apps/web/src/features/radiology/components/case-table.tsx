import type { RadiologyCase } from '@clinic/shared/radiology';
import { imagingOrderStatus } from '@clinic/shared/status';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/** Open or completed studies: patient, study and modality, who ordered it, who takes and reports it. */
export function CaseTable({ rows, completed }: { rows: RadiologyCase[]; completed: boolean }) {
  const to = (c: RadiologyCase) =>
    completed ? `/radiology/radiology-complate-case-views?id=${c._id}` : `/radiology/open-case?id=${c._id}`;
  const columns: Column<RadiologyCase>[] = [
    {
      header: 'Patient',
      cell: (c) => (
        <Stack gap={0}>
          <Anchor component={Link} to={to(c)} fw={600}>
            {c.patientName}
          </Anchor>
          <Text size="xs" c="dimmed">
            {c.mrn} · {c.age} · {c.gender}
          </Text>
        </Stack>
      ),
    },
    {
      header: 'Study',
      cell: (c) => (
        <Group gap={6} wrap="nowrap">
          <Badge variant="outline" size="sm">
            {c.modality}
          </Badge>
          <Text size="sm">{c.serviceName}</Text>
          {c.urgent && (
            <Badge color="red" size="sm">
              Urgent
            </Badge>
          )}
        </Group>
      ),
    },
    {
      header: completed ? 'Signed' : 'Ordered',
      cell: (c) => formatDateTime(completed && c.signedAt ? c.signedAt : c.orderedAt),
      nowrap: true,
      priority: 2,
    },
    { header: 'From', cell: (c) => `${c.orderedBy} · ${c.source}`, priority: 3 },
    { header: 'Technician', cell: (c) => c.technician?.name ?? '—', priority: 2 },
    { header: 'Radiologist', cell: (c) => c.radiologist?.name ?? '—' },
    { header: 'Status', cell: (c) => <StatusBadge machine={imagingOrderStatus} status={c.status} />, nowrap: true },
  ];
  return <DataTable rows={rows} columns={columns} rowKey={(c) => c._id} label="Radiology cases" />;
}
