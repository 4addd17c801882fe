import type { CaseDetail } from '@clinic/shared/radiology';
import { imagingOrderStatus } from '@clinic/shared/status';
import { Badge, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/** The study's patient and what the ordering doctor asked, at the top of every case screen. */
export function CaseSummary({ detail }: { detail: CaseDetail }) {
  const facts: [string, string][] = [
    ['MRN', detail.mrn],
    ['Age / Gender', `${detail.age} / ${detail.gender}`],
    ['Phone', detail.phone],
    ['Ordered by', `${detail.orderedBy}, ${formatDateTime(detail.orderedAt)}`],
    ['From', detail.source],
    ['Clinical details', detail.clinicalDetails || '—'],
  ];
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" align="flex-start" mb="xs">
        <Group gap="xs">
          <Title order={2} size="h3">
            {detail.patientName}
          </Title>
          <StatusBadge machine={imagingOrderStatus} status={detail.status} />
        </Group>
        <Group gap={6}>
          <Badge variant="outline">{detail.modality}</Badge>
          <Text fw={600}>{detail.serviceName}</Text>
          {detail.urgent && <Badge color="red">Urgent</Badge>}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing={4}>
        {facts.map(([label, value]) => (
          <Text key={label} size="sm">
            <Text span c="dimmed">
              {label}:{' '}
            </Text>
            {value}
          </Text>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
