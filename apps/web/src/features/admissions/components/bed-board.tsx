import { ROOM_TYPE_LABELS, type Bed, type Ward } from '@clinic/shared/admissions';
import { formatPaise } from '@clinic/shared/money';
import { bedStatus } from '@clinic/shared/status';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useCan } from '../../auth/api/use-can.ts';
import { useBedStatus } from '../api/admissions.queries.ts';

const BED_COLOURS = { Available: 'green', Occupied: 'blue', Cleaning: 'orange', Blocked: 'gray' } as const;

/** Where a stay opens from the board, by the area the board is shown in; none for the front desk. */
function stayLink(pathname: string, admissionId: string): string | undefined {
  if (pathname.startsWith('/doctor/')) return `/doctor/ip-admission/${admissionId}`;
  if (pathname.startsWith('/nurse/')) return `/nurse/admission-note-patient/${admissionId}`;
  return undefined;
}

function BedCard({ bed, canTend }: { bed: Bed; canTend: boolean }) {
  const { pathname } = useLocation();
  const setStatus = useBedStatus();
  const move = (status: 'Available' | 'Blocked', done: string) =>
    setStatus.mutate(
      { bedId: bed._id, status },
      {
        onSuccess: () => toast.success(done),
        onError: (e) => toast.error(e instanceof ApiError ? e.message : 'Failed to update the bed'),
      },
    );
  const o = bed.occupant;
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      aria-label={`Bed ${bed.number}`}
      style={{ borderLeft: `4px solid var(--mantine-color-${BED_COLOURS[bed.status]}-6)` }}
    >
      <Group justify="space-between" wrap="nowrap" mb={4}>
        <Text fw={700}>{bed.number}</Text>
        <StatusBadge machine={bedStatus} status={bed.status} />
      </Group>
      {o ? (
        <>
          {stayLink(pathname, o.admissionId) ? (
            <Anchor
              component={Link}
              to={stayLink(pathname, o.admissionId) ?? ''}
              size="sm"
              fw={600}
              display="block"
              truncate="end"
              title={o.patientName}
            >
              {o.patientName}
            </Anchor>
          ) : (
            <Text size="sm" fw={600} truncate="end" title={o.patientName}>
              {o.patientName}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {o.ipNumber} · {o.mrn}
          </Text>
          <Text size="xs" c="dimmed">
            {o.age} Y · {o.gender} · since {formatDate(o.admittedOn)}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {bed.status === 'Cleaning' ? 'Being cleaned' : bed.status === 'Blocked' ? 'Out of use' : 'Free'}
        </Text>
      )}
      {canTend && bed.status === 'Cleaning' && (
        <Button
          size="xs"
          mt="xs"
          variant="light"
          loading={setStatus.isPending}
          onClick={() => move('Available', `Bed ${bed.number} is ready`)}
        >
          Mark ready
        </Button>
      )}
      {canTend && bed.status === 'Available' && (
        <Button
          size="xs"
          mt="xs"
          variant="subtle"
          color="gray"
          onClick={() => move('Blocked', `Bed ${bed.number} blocked`)}
        >
          Block
        </Button>
      )}
      {canTend && bed.status === 'Blocked' && (
        <Button size="xs" mt="xs" variant="light" onClick={() => move('Available', `Bed ${bed.number} is back in use`)}>
          Unblock
        </Button>
      )}
    </Paper>
  );
}

/** One ward's rooms and beds, as the live board shows them; nurses tend beds from here. */
export function BedBoard({ ward }: { ward: Ward }) {
  const canTend = useCan()('beds.tend');
  const beds = ward.rooms.flatMap((r) => r.beds);
  const count = (status: Bed['status']) => beds.filter((b) => b.status === status).length;
  return (
    <Stack gap="md">
      <Group gap="lg">
        {(['Available', 'Occupied', 'Cleaning', 'Blocked'] as const).map((s) => (
          <Text key={s} size="sm">
            <StatusBadge machine={bedStatus} status={s} /> {count(s)}
          </Text>
        ))}
      </Group>
      {ward.rooms.map((room) => (
        <div key={room._id}>
          <Title order={3} size="h5" mb="xs">
            Room {room.number}{' '}
            <Text span size="sm" c="dimmed" fw={400}>
              {ROOM_TYPE_LABELS[room.roomType]}
              {room.isIcu ? ' · ICU' : ''} · {formatPaise(room.dailyRentPaise)}/day
            </Text>
          </Title>
          {room.beds.length === 0 ? (
            <Text size="sm" c="dimmed">
              No beds in this room yet
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }} spacing="sm">
              {room.beds.map((bed) => (
                <BedCard key={bed._id} bed={bed} canTend={canTend} />
              ))}
            </SimpleGrid>
          )}
        </div>
      ))}
    </Stack>
  );
}
