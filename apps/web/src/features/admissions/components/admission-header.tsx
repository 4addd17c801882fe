import { DISCHARGE_INITIATED, type AdmissionDetail } from '@clinic/shared/admissions';
import { admissionStatus } from '@clinic/shared/status';
import { Badge, Button, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDischargeStep } from '../api/ward-round.queries.ts';
import { useStayPermissions } from './use-stay-permissions.ts';

/** Who, where, since when and why; and the Initiate Discharge action of the spec's screen. */
export function AdmissionHeader({ admission: a }: { admission: AdmissionDetail }) {
  const { canInitiateDischarge } = useStayPermissions();
  const initiate = useDischargeStep(a._id, 'initiate-discharge');
  const facts: [string, string][] = [
    ['IP number', a.ipNumber],
    ['MRN', a.mrn],
    ['Age / gender', `${a.age} Y · ${a.gender}`],
    ['Ward / bed', `${a.ward} · room ${a.roomNumber} · bed ${a.bedNumber}`],
    ['Department', a.department],
    ['Admitted by', a.admittedBy],
    ['Admitted on', formatDateTime(a.admittedOn)],
    [
      a.dischargedOn ? 'Discharged on' : 'Days admitted',
      a.dischargedOn ? formatDateTime(a.dischargedOn) : String(a.daysAdmitted),
    ],
  ];
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Group gap="sm">
          <Title order={2} size="h4">
            {a.patientName}
          </Title>
          <StatusBadge machine={admissionStatus} status={a.status} />
          {a.status === 'Active' && a.dischargeInitiatedAt && (
            <Badge color="orange" variant="light">
              Discharge initiated
            </Badge>
          )}
        </Group>
        {a.status === 'Active' && !a.dischargeInitiatedAt && canInitiateDischarge && (
          <Button
            size="xs"
            variant="light"
            color="orange"
            loading={initiate.isPending}
            onClick={() =>
              initiate.mutate(undefined, {
                onSuccess: () => toast.success(DISCHARGE_INITIATED),
                onError: (e) => toast.error(e instanceof ApiError ? e.message : 'Failed to initiate the discharge'),
              })
            }
          >
            Initiate Discharge
          </Button>
        )}
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
  );
}
