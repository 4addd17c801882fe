import type { Appointment } from '@clinic/shared/appointments';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorPanel } from '../../../components/ui/error-panel.tsx';
import { EmptyView, LoadingView } from '../../../components/ui/state-views.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { appointmentQueries, useAppointmentStatus } from '../api/appointments.queries.ts';
import { AppointmentTable } from './appointment-table.tsx';

const COUNTED = [
  { status: 'Scheduled', label: 'Scheduled', color: 'blue' },
  { status: 'Awaiting', label: 'Awaiting the doctor', color: 'orange' },
  { status: 'Completed', label: 'Completed', color: 'green' },
] as const;

function Counts({ list }: { list: Appointment[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} mb="md">
      {COUNTED.map((c) => (
        <Card key={c.status} withBorder padding="md" radius="md" aria-label={`${c.label} today`}>
          <Text size="xl" fw={700} c={c.color}>
            {list.filter((a) => a.status === c.status).length}
          </Text>
          <Text size="sm" c="dimmed">
            {c.label}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function ReceptionActions({ appointment: a }: { appointment: Appointment }) {
  const arrive = useAppointmentStatus('arrive');
  const noShow = useAppointmentStatus('no-show');
  if (a.status !== 'Scheduled') return null;
  const run = (mutation: typeof arrive, done: string) =>
    mutation.mutate(a._id, {
      onSuccess: () => toast.success(done),
      onError: (error) => toast.error(error.message || 'Failed to update the appointment'),
    });
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="compact-xs"
        onClick={() => run(arrive, `${a.patientName} marked as arrived`)}
        loading={arrive.isPending}
      >
        Arrived
      </Button>
      <Button
        size="compact-xs"
        variant="light"
        color="gray"
        onClick={() => run(noShow, `${a.patientName} marked as no-show`)}
        loading={noShow.isPending}
      >
        No-show
      </Button>
    </Group>
  );
}

/**
 * Today's appointments on an area's home: counts for everyone; reception also gets the list with
 * arrival and no-show, which moves a patient to Awaiting without vitals.
 */
export function TodayBoard({ doctorId, withList }: { doctorId?: string; withList: boolean }) {
  const list = useQuery(appointmentQueries.list({ scope: 'today', ...(doctorId ? { doctorId } : {}) }));
  if (list.isPending) return <LoadingView label="Loading today's appointments" />;
  if (list.isError)
    return <ErrorPanel message="Failed to load appointments. Please try again." onRetry={() => void list.refetch()} />;
  const open = list.data.filter((a) => a.status === 'Scheduled' || a.status === 'Awaiting' || a.status === 'Completed');
  return (
    <Stack gap={0} mb="xl">
      <Title order={2} size="h4" mb="sm">
        Today
      </Title>
      <Counts list={open} />
      {withList &&
        (open.length === 0 ? (
          <EmptyView message="No appointments today" />
        ) : (
          <AppointmentTable
            appointments={open}
            label="Today's appointments"
            showDoctor
            showVitals={false}
            nameCell={(a) => (
              <Anchor component={Link} to={`/reception/book-appointment/${a.patientId}`} fw={600}>
                {a.patientName}
              </Anchor>
            )}
            actions={(a) => <ReceptionActions appointment={a} />}
          />
        ))}
    </Stack>
  );
}
