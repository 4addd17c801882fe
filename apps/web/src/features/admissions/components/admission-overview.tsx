import type { AdmissionDetail } from '@clinic/shared/admissions';
import { hasAnyRole } from '@clinic/shared/auth';
import { admissionStatus } from '@clinic/shared/status';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { meQuery } from '../../auth/api/auth.queries.ts';
import { AdmissionStays } from './admission-stays.tsx';
import { TransferForm } from './transfer-form.tsx';
import { VitalsPanel } from './vitals-panel.tsx';

/** An admission at a glance: who, where, since when, why, the bed history, and a transfer. */
export function AdmissionOverview({ admission: a }: { admission: AdmissionDetail }) {
  const me = useQuery(meQuery);
  const canTransfer = a.status === 'Active' && hasAnyRole(me.data?.roles ?? [], ['reception', 'nurse']);
  const canRecord = hasAnyRole(me.data?.roles ?? [], ['nurse']);
  const facts: [string, string][] = [
    ['IP number', a.ipNumber],
    ['MRN', a.mrn],
    ['Age / gender', `${a.age} Y · ${a.gender}`],
    ['Ward / bed', `${a.ward} · room ${a.roomNumber} · bed ${a.bedNumber}`],
    ['Department', a.department],
    ['Admitted by', a.admittedBy],
    ['Admitted on', formatDateTime(a.admittedOn)],
    ['Days admitted', String(a.daysAdmitted)],
  ];
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            {a.patientName}
          </Title>
          <StatusBadge machine={admissionStatus} status={a.status} />
        </Group>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {label}
              </Text>
              <Text size="sm">{value}</Text>
            </div>
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} mt="sm">
          Reason for admission
        </Text>
        <Text size="sm">{a.reason}</Text>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h5" mb="sm">
          Bed history
        </Title>
        <AdmissionStays stays={a.stays} />
      </Paper>
      <VitalsPanel admissionId={a._id} canRecord={a.status === 'Active' && canRecord} />
      {canTransfer && (
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h5" mb="sm">
            Transfer to another bed
          </Title>
          <TransferForm admissionId={a._id} />
        </Paper>
      )}
    </Stack>
  );
}
