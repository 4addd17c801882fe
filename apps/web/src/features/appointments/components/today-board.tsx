import { OP_PRIORITIES, type Appointment, type OpPriority } from '@clinic/shared/appointments';
import { Anchor, Button, Card, Menu, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ErrorPanel } from '../../../components/ui/error-panel.tsx';
import { EmptyView, LoadingView } from '../../../components/ui/state-views.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { appointmentQueries, useAppointmentStatus } from '../api/appointments.queries.ts';
import { useArrive } from '../api/op-queue.queries.ts';
import { AppointmentTable } from './appointment-table.tsx';
import { useTokenSlipPrint } from './token-slip-print.tsx';

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

/**
 * The desk's actions on one of today's appointments, compact so the list fits 1366 px: Arrived,
 * and a menu with arrival as a priority, no-show and the token slip. A waiting patient keeps Slip.
 */
function ReceptionActions({ appointment: a, onSlip }: { appointment: Appointment; onSlip: (a: Appointment) => void }) {
  const arrive = useArrive();
  const noShow = useAppointmentStatus('no-show');
  if (a.status === 'Awaiting')
    return (
      <Button size="compact-xs" variant="default" onClick={() => onSlip(a)} aria-label={`Token slip: ${a.patientName}`}>
        Slip
      </Button>
    );
  if (a.status !== 'Scheduled') return null;
  const failed = (error: Error) => toast.error(error.message || 'Failed to update the appointment');
  const arrived = (priority?: OpPriority) =>
    arrive.mutate(
      { id: a._id, priority },
      {
        onSuccess: () => toast.success(`${a.patientName} marked as arrived${priority ? ` (${priority})` : ''}`),
        onError: failed,
      },
    );
  return (
    <Button.Group>
      <Button size="compact-xs" onClick={() => arrived()} loading={arrive.isPending || noShow.isPending}>
        Arrived
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button size="compact-xs" aria-label={`More for ${a.patientName}`} px={4}>
            <IconChevronDown size={14} />
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Arrived, goes ahead as</Menu.Label>
          {OP_PRIORITIES.filter((p) => p !== 'Senior citizen').map((p) => (
            <Menu.Item key={p} onClick={() => arrived(p)}>
              {p}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item onClick={() => onSlip(a)}>Token slip</Menu.Item>
          <Menu.Item
            color="red"
            onClick={() =>
              noShow.mutate(a._id, {
                onSuccess: () => toast.success(`${a.patientName} marked as no-show`),
                onError: failed,
              })
            }
          >
            No-show
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Button.Group>
  );
}

/**
 * Today's appointments on an area's home: counts for everyone; reception also gets the list with
 * arrival and no-show, which moves a patient to Awaiting without vitals.
 */
export function TodayBoard({ doctorId, withList }: { doctorId?: string; withList: boolean }) {
  const list = useQuery(appointmentQueries.list({ scope: 'today', ...(doctorId ? { doctorId } : {}) }));
  const slip = useTokenSlipPrint();
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
            actions={(a) => <ReceptionActions appointment={a} onSlip={slip.print} />}
          />
        ))}
      {slip.element}
    </Stack>
  );
}
