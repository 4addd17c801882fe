import {
  DISCHARGE_INITIATED,
  DISCHARGE_UNDONE,
  ROOM_TYPE_LABELS,
  type AdmissionDetail,
} from '@clinic/shared/admissions';
import { admissionStatus } from '@clinic/shared/status';
import { Badge, Button, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { failed } from '../../../lib/failed.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCan } from '../../auth/api/use-can.ts';
import { useDischargeStep } from '../api/ward-round.queries.ts';
import { AdmissionPrintButtons } from './admission-print-buttons.tsx';
import { CareTeam } from './care-team.tsx';
import { useStayPermissions } from './use-stay-permissions.ts';

/**
 * Who, where, since when and why; the care team; the slip and wristband prints; and the Initiate
 * Discharge action of the spec's screen, confirmed first and undone (with permission) until the
 * final bill.
 */
export function AdmissionHeader({ admission: a }: { admission: AdmissionDetail }) {
  const { canInitiateDischarge } = useStayPermissions();
  const canUndo = useCan()('discharge.undo');
  const initiate = useDischargeStep(a._id, 'initiate-discharge');
  const undo = useDischargeStep(a._id, 'undo-discharge');
  const [confirming, setConfirming] = useState<'initiate' | 'undo'>();
  const active = a.status === 'Active';
  const facts: [string, string][] = [
    ['IP number', a.ipNumber],
    ['MRN', a.mrn],
    ['Age / gender', `${a.age} Y · ${a.gender}`],
    ['Ward / bed', `${a.ward} · room ${a.roomNumber} · bed ${a.bedNumber} (${ROOM_TYPE_LABELS[a.roomType]})`],
    ['Department', a.department],
    ['Admitted by', a.admittedBy],
    ['Admitted on', formatDateTime(a.admittedOn)],
    [
      a.dischargedOn ? 'Discharged on' : 'Days admitted',
      a.dischargedOn
        ? `${formatDateTime(a.dischargedOn)}${a.dischargeType && a.dischargeType !== 'Normal' ? ` (${a.dischargeType})` : ''}`
        : String(a.daysAdmitted),
    ],
  ];
  if (a.attendantName)
    facts.push([
      'Attendant',
      `${a.attendantName}${a.attendantRelation ? ` (${a.attendantRelation})` : ''} · ${a.attendantPhone}`,
    ]);
  if (a.isMlc) facts.push(['MLC', `${a.mlcNumber} · ${a.policeStation}`]);
  const step = confirming === 'undo' ? undo : initiate;
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Group gap="sm">
          <Title order={2} size="h4">
            {a.patientName}
          </Title>
          <StatusBadge machine={admissionStatus} status={a.status} />
          {a.isMlc && (
            <Badge color="red" variant="filled">
              MLC
            </Badge>
          )}
          {active && a.dischargeInitiatedAt && (
            <Badge color="orange" variant="light">
              Discharge initiated
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          <AdmissionPrintButtons admission={a} />
          {active && !a.dischargeInitiatedAt && canInitiateDischarge && (
            <Button size="xs" variant="light" color="orange" onClick={() => setConfirming('initiate')}>
              Initiate Discharge
            </Button>
          )}
          {active && a.dischargeInitiatedAt && canUndo && (
            <Button size="xs" variant="subtle" color="gray" onClick={() => setConfirming('undo')}>
              Call off discharge
            </Button>
          )}
        </Group>
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
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" mt="sm">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Reason for admission
          </Text>
          <Text size="sm">{a.reason}</Text>
        </div>
        <CareTeam admission={a} />
      </SimpleGrid>
      <ConfirmDialog
        opened={confirming !== undefined}
        title={confirming === 'undo' ? 'Call off discharge' : 'Initiate Discharge'}
        message={
          confirming === 'undo'
            ? `${a.patientName} (${a.ipNumber}) stays admitted; billing no longer prepares the final bill.`
            : `Start the discharge of ${a.patientName} (${a.ipNumber})? The doctor writes the summary and billing prepares the final bill.`
        }
        confirmLabel={confirming === 'undo' ? 'Call off' : 'Initiate'}
        busy={step.isPending}
        onCancel={() => setConfirming(undefined)}
        onConfirm={() =>
          step.mutate(undefined, {
            onSuccess: () => {
              toast.success(confirming === 'undo' ? DISCHARGE_UNDONE : DISCHARGE_INITIATED);
              setConfirming(undefined);
            },
            onError: (e) => {
              failed(e, 'Failed to change the discharge');
              setConfirming(undefined);
            },
          })
        }
      />
    </Paper>
  );
}
