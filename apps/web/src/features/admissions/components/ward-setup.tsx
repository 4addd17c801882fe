import { bedInputSchema, ROOM_TYPE_LABELS, type BedInput, type Room, type Ward } from '@clinic/shared/admissions';
import { formatPaise } from '@clinic/shared/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { Accordion, Badge, Button, Group, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toast.ts';
import { useWardSetup } from '../api/admissions.queries.ts';
import { failed, RoomForm, WardForm, type Setup } from './ward-forms.tsx';

function BedForm({ setup, roomId, roomNumber }: { setup: Setup; roomId: string; roomNumber: string }) {
  const form = useForm<BedInput>({ resolver: zodResolver(bedInputSchema), defaultValues: { number: '' } });
  const save = (input: BedInput) =>
    setup.addBed.mutate(
      { ...input, roomId },
      {
        onSuccess: () => {
          toast.success('Bed added successfully');
          form.reset({ number: '' });
        },
        onError: failed(form, 'bed'),
      },
    );
  return (
    <form noValidate aria-label={`Add bed to room ${roomNumber}`} onSubmit={(e) => void form.handleSubmit(save)(e)}>
      <Group gap="xs" align="flex-start">
        <TextInput
          size="xs"
          placeholder="Bed number"
          aria-label={`New bed in room ${roomNumber}`}
          {...form.register('number')}
          error={form.formState.errors.number?.message}
          w={130}
        />
        <Button size="xs" type="submit" variant="default" loading={setup.addBed.isPending}>
          Add bed
        </Button>
      </Group>
    </form>
  );
}

/** clinicAdmin's wards, rooms and beds: add and edit wards and rooms with their rent, add beds. */
export function WardSetup({ wards }: { wards: Ward[] }) {
  const setup = useWardSetup();
  const [editing, setEditing] = useState<{ ward: Ward; room?: Room } | null>(null);
  const close = () => setEditing(null);
  return (
    <Stack gap="md">
      <Modal
        opened={editing !== null}
        onClose={close}
        title={editing?.room ? 'Edit room' : 'Edit ward'}
        size="auto"
        centered
      >
        {editing?.room ? (
          <RoomForm setup={setup} wardId={editing.ward._id} room={editing.room} onDone={close} />
        ) : (
          editing && <WardForm setup={setup} ward={editing.ward} onDone={close} />
        )}
      </Modal>
      <Paper withBorder p="md" radius="md">
        <WardForm setup={setup} />
      </Paper>
      <Accordion variant="separated" multiple>
        {wards.map((ward) => {
          const beds = ward.rooms.reduce((n, r) => n + r.beds.length, 0);
          return (
            <Accordion.Item key={ward._id} value={ward._id}>
              <Accordion.Control>
                <Group gap="sm">
                  <Text fw={600}>{ward.name}</Text>
                  <Badge variant="light">{ward.type}</Badge>
                  <Text size="sm" c="dimmed">
                    {ward.rooms.length} {ward.rooms.length === 1 ? 'room' : 'rooms'} · {beds}{' '}
                    {beds === 1 ? 'bed' : 'beds'} · vitals every {ward.vitalsEveryHours} h
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  <Group justify="flex-end">
                    <Button size="xs" variant="subtle" onClick={() => setEditing({ ward })}>
                      Edit ward
                    </Button>
                  </Group>
                  {ward.rooms.map((room) => (
                    <Paper key={room._id} withBorder p="sm" radius="md">
                      <Group justify="space-between" wrap="wrap">
                        <div>
                          <Text fw={600} size="sm">
                            Room {room.number} · {ROOM_TYPE_LABELS[room.roomType]}
                            {room.isIcu ? ' · ICU' : ''} · {formatPaise(room.dailyRentPaise)}/day
                          </Text>
                          <Text size="sm" c="dimmed">
                            Beds: {room.beds.length === 0 ? 'none yet' : room.beds.map((b) => b.number).join(', ')}
                          </Text>
                        </div>
                        <Group gap="xs">
                          <Button size="xs" variant="subtle" onClick={() => setEditing({ ward, room })}>
                            Edit room {room.number}
                          </Button>
                          <BedForm setup={setup} roomId={room._id} roomNumber={room.number} />
                        </Group>
                      </Group>
                    </Paper>
                  ))}
                  <RoomForm setup={setup} wardId={ward._id} />
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
    </Stack>
  );
}
