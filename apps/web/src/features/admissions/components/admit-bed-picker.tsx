import { ROOM_TYPE_LABELS, ROOM_TYPES, type AvailableBed, type RoomType } from '@clinic/shared/admissions';
import { formatPaise } from '@clinic/shared/money';
import { Button, Grid, Group, Radio, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBed, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { admissionQueries } from '../api/admissions.queries.ts';

const roomTypeOptions = ROOM_TYPES.map((t) => ({ value: t, label: ROOM_TYPE_LABELS[t] }));

/** Free beds grouped by ward and bed class, in the order the server lists them. */
function groupsOf(beds: AvailableBed[]) {
  const groups = new Map<string, { title: string; beds: AvailableBed[] }>();
  for (const b of beds) {
    const key = `${b.wardId}|${b.roomType}`;
    const group = groups.get(key) ?? { title: `${b.wardName} · ${ROOM_TYPE_LABELS[b.roomType]}`, beds: [] };
    group.beds.push(b);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * One bed picker across the wards: every free bed with its ward, bed class and tariff; the ward
 * and room type narrow the list (the spec's Search for available rooms) instead of having to be
 * guessed as a pair first. Picking a bed picks its ward and room type with it.
 */
export function AdmitBedPicker({
  bedId,
  error,
  onPick,
}: {
  bedId: string;
  error?: string;
  onPick: (bed: AvailableBed) => void;
}) {
  const wards = useQuery(admissionQueries.wards());
  const [wardId, setWardId] = useState('');
  const [roomType, setRoomType] = useState<RoomType | ''>('');
  const [filter, setFilter] = useState<{ wardId: string; roomType: RoomType | '' }>({ wardId: '', roomType: '' });
  const beds = useQuery(admissionQueries.availableBeds(filter.wardId, filter.roomType));
  const list = beds.data ?? [];
  return (
    <Stack gap="sm">
      <Grid align="flex-end">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label="Ward"
            placeholder="All wards"
            clearable
            data={(wards.data ?? []).map((w) => ({ value: w._id, label: w.name }))}
            value={wardId || null}
            onChange={(v) => setWardId(v ?? '')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label="Room type"
            placeholder="All room types"
            clearable
            data={roomTypeOptions}
            value={roomType || null}
            onChange={(v) => setRoomType(ROOM_TYPES.find((t) => t === v) ?? '')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Button
            variant="light"
            leftSection={<IconSearch size={16} />}
            onClick={() => {
              setFilter({ wardId, roomType });
              void beds.refetch();
            }}
            fullWidth
          >
            Search for available rooms
          </Button>
        </Grid.Col>
      </Grid>
      <Radio.Group
        label="Free beds"
        value={bedId}
        error={error}
        onChange={(id) => {
          const bed = list.find((b) => b._id === id);
          if (bed) onPick(bed);
        }}
      >
        {beds.isPending ? (
          <Text size="sm" c="dimmed">
            Looking for free beds…
          </Text>
        ) : list.length === 0 ? (
          <Text size="sm" c="dimmed">
            {filter.wardId || filter.roomType ? 'No free beds of this room type in this ward' : 'No free beds'}
          </Text>
        ) : (
          <Stack gap="sm" mt="xs">
            {groupsOf(list).map((g) => (
              <div key={g.title}>
                <Text size="sm" fw={600} mb={4}>
                  {g.title}
                </Text>
                <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }}>
                  {g.beds.map((b) => (
                    <Radio.Card key={b._id} value={b._id} p="sm" radius="md" aria-label={`Bed ${b.number}`}>
                      <Group gap="xs" wrap="nowrap">
                        <Radio.Indicator />
                        <IconBed size={18} style={{ flexShrink: 0 }} />
                        <div>
                          <Text fw={600} size="sm">
                            Bed {b.number}
                          </Text>
                          <Text size="xs" c="dimmed">
                            Room {b.roomNumber}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {formatPaise(b.dailyRentPaise)}/day
                          </Text>
                        </div>
                      </Group>
                    </Radio.Card>
                  ))}
                </SimpleGrid>
              </div>
            ))}
          </Stack>
        )}
      </Radio.Group>
    </Stack>
  );
}
