import { CONSULTANT_ADDED, TREATING_DOCTOR_CHANGED, type AdmissionDetail } from '@clinic/shared/admissions';
import { ActionIcon, Badge, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { failed } from '../../../lib/failed.ts';
import { appointmentQueries } from '../../appointments/api/appointments.queries.ts';
import { useCan } from '../../auth/api/use-can.ts';
import { useCareTeam } from '../api/admissions.queries.ts';

type Dialog = { kind: 'treating' } | { kind: 'consultant' };

/**
 * The stay's treating doctor and consultants, and (with permission) changing them: a change of
 * treating doctor asks why; each change is audited and kept as a period on the server.
 */
export function CareTeam({ admission: a }: { admission: AdmissionDetail }) {
  const canChange = useCan()('admissions.doctors') && a.status === 'Active';
  const doctors = useQuery({ ...appointmentQueries.doctors(), enabled: canChange });
  const team = useCareTeam(a._id);
  const [dialog, setDialog] = useState<Dialog>();
  const [doctorId, setDoctorId] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const close = () => (setDialog(undefined), setDoctorId(null), setReason(''));
  const save = async () => {
    if (!doctorId || !dialog) return;
    try {
      if (dialog.kind === 'treating') {
        await team.setTreating.mutateAsync({ doctorId, reason });
        toast.success(TREATING_DOCTOR_CHANGED);
      } else {
        await team.addConsultant.mutateAsync(doctorId);
        toast.success(CONSULTANT_ADDED);
      }
      close();
    } catch (err) {
      failed(err, 'Failed to change the care team. Please try again.');
    }
  };
  const options = (doctors.data ?? [])
    // A consultant may take the stay over; only someone already on it cannot be added again.
    .filter(
      (d) =>
        d._id !== a.treatingDoctorId &&
        (dialog?.kind === 'treating' || !a.consultants.some((c) => c.doctorId === d._id)),
    )
    .map((d) => ({ value: d._id, label: d.speciality ? `${d.name} · ${d.speciality}` : d.name }));
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        Care team
      </Text>
      <Group gap="xs" wrap="wrap">
        <Text size="sm">
          Treating: <strong>{a.treatingDoctor}</strong>
        </Text>
        {a.consultants.map((c) => (
          <Badge
            key={c.doctorId}
            variant="light"
            tt="none"
            rightSection={
              canChange && (
                <ActionIcon
                  size="xs"
                  variant="transparent"
                  aria-label={`Remove ${c.name}`}
                  onClick={() =>
                    team.endConsultant.mutate(c.doctorId, { onError: (e) => failed(e, 'Failed to remove') })
                  }
                >
                  <IconX size={12} />
                </ActionIcon>
              )
            }
          >
            {c.name} (consulting)
          </Badge>
        ))}
      </Group>
      {canChange && (
        <Group gap="xs" mt={4}>
          <Button size="compact-xs" variant="subtle" onClick={() => setDialog({ kind: 'treating' })}>
            Change treating doctor
          </Button>
          <Button size="compact-xs" variant="subtle" onClick={() => setDialog({ kind: 'consultant' })}>
            Add consultant
          </Button>
        </Group>
      )}
      <Modal
        opened={dialog !== undefined}
        onClose={close}
        title={dialog?.kind === 'treating' ? 'Change treating doctor' : 'Add consultant'}
      >
        <Stack>
          <Select
            label={dialog?.kind === 'treating' ? 'Treating doctor' : 'Consultant'}
            placeholder="Choose a doctor"
            searchable
            data={options}
            value={doctorId}
            onChange={setDoctorId}
          />
          {dialog?.kind === 'treating' && (
            <TextInput label="Reason" value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              onClick={() => void save()}
              disabled={!doctorId}
              loading={team.setTreating.isPending || team.addConsultant.isPending}
            >
              Save
            </Button>
          </Group>
        </Stack>
      </Modal>
    </div>
  );
}
