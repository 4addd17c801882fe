import type { Appointment } from '@clinic/shared/appointments';
import { Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ErrorPanel } from '../../../components/ui/error-panel.tsx';
import { EmptyView, LoadingView } from '../../../components/ui/state-views.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { formatClock, formatDay } from '../../../lib/format.ts';
import { useClinicToday } from '../../../lib/clinic-clock.ts';
import { appointmentQueries, useAppointmentStatus, useRescheduleAppointment } from '../api/appointments.queries.ts';
import { SlotPicker } from './slot-picker.tsx';
import { AppointmentStatusBadge } from './status-badge.tsx';

function RescheduleModal({ appointment, onClose }: { appointment: Appointment; onClose: () => void }) {
  const today = useClinicToday();
  const [date, setDate] = useState(appointment.appointmentDate);
  const [time, setTime] = useState('');
  const reschedule = useRescheduleAppointment();
  const submit = () =>
    reschedule.mutate(
      { id: appointment._id, appointmentDate: date, appointmentTime: time },
      {
        onSuccess: (moved) => {
          toast.success(
            `Appointment moved to ${formatDay(moved.appointmentDate)} at ${formatClock(moved.appointmentTime)}`,
          );
          onClose();
        },
        onError: (error) => toast.error(error.message || 'Failed to reschedule the appointment'),
      },
    );
  return (
    <Modal opened onClose={onClose} title={`Reschedule with ${appointment.doctorName}`} size="lg" centered>
      <Stack>
        <TextInput
          type="date"
          label="New date"
          min={today}
          value={date}
          onChange={(e) => {
            setDate(e.currentTarget.value);
            setTime('');
          }}
        />
        <SlotPicker doctorId={appointment.doctorId} date={date} value={time} onChange={setTime} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button disabled={!time} loading={reschedule.isPending} onClick={submit}>
            Reschedule
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A patient's appointments, newest first, with cancel and reschedule for the ones still to come. */
export function PatientAppointments({ patientId }: { patientId: string }) {
  const list = useQuery(appointmentQueries.list({ patientId }));
  const cancel = useAppointmentStatus('cancel');
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  const [moving, setMoving] = useState<Appointment | null>(null);

  if (list.isPending) return <LoadingView label="Loading appointments" />;
  if (list.isError)
    return <ErrorPanel message="Failed to load appointments. Please try again." onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) return <EmptyView message="No appointments yet" />;
  const rows = [...list.data].reverse();
  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table striped verticalSpacing="xs" aria-label="Appointments of the patient">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Time</Table.Th>
              <Table.Th>Token</Table.Th>
              <Table.Th>Doctor</Table.Th>
              <Table.Th>Department</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Action</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((a) => (
              <Table.Tr key={a._id}>
                <Table.Td>{formatDay(a.appointmentDate)}</Table.Td>
                <Table.Td>{formatClock(a.appointmentTime)}</Table.Td>
                <Table.Td>{a.token}</Table.Td>
                <Table.Td>{a.doctorName}</Table.Td>
                <Table.Td>{a.department}</Table.Td>
                <Table.Td>
                  <AppointmentStatusBadge status={a.status} />
                </Table.Td>
                <Table.Td>
                  {a.status === 'Scheduled' && (
                    <Group gap="xs">
                      <Button size="compact-xs" variant="light" onClick={() => setMoving(a)}>
                        Reschedule
                      </Button>
                      <Button size="compact-xs" variant="light" color="red" onClick={() => setCancelling(a)}>
                        Cancel
                      </Button>
                    </Group>
                  )}
                  {a.status === 'Awaiting' && (
                    <Text size="xs" c="dimmed">
                      Waiting for the doctor
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {moving && <RescheduleModal appointment={moving} onClose={() => setMoving(null)} />}
      <ConfirmDialog
        opened={cancelling !== null}
        title="Cancel appointment"
        message={
          cancelling
            ? `Cancel the appointment with ${cancelling.doctorName} on ${formatDay(cancelling.appointmentDate)} at ${formatClock(cancelling.appointmentTime)}? The slot becomes free again.`
            : ''
        }
        confirmLabel="Cancel appointment"
        dismissLabel="Keep appointment"
        busy={cancel.isPending}
        onCancel={() => setCancelling(null)}
        onConfirm={() =>
          cancelling &&
          cancel.mutate(cancelling._id, {
            onSuccess: () => {
              toast.success('Appointment cancelled');
              setCancelling(null);
            },
            onError: (error) => toast.error(error.message || 'Failed to cancel the appointment'),
          })
        }
      />
    </>
  );
}
