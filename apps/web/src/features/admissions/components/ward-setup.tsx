import {
  bedInputSchema,
  ROOM_TYPE_LABELS,
  ROOM_TYPES,
  roomInputSchema,
  WARD_TYPES,
  wardInputSchema,
  type BedInput,
  type RoomInput,
  type Ward,
  type WardInput,
} from '@clinic/shared/admissions';
import { formatPaise } from '@clinic/shared/money';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Accordion,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { Controller, useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { toast } from '../../../components/ui/toast.ts';
import { applyFieldErrors } from '../../../lib/form-helpers.ts';
import { useWardSetup } from '../api/admissions.queries.ts';

type Setup = ReturnType<typeof useWardSetup>;
function fail<T extends FieldValues>(form: UseFormReturn<T>, what: string) {
  return (error: unknown) => {
    const message = applyFieldErrors(form, error, `Failed to add the ${what}`);
    if (message) toast.error(message);
  };
}

function WardForm({ setup }: { setup: Setup }) {
  const form = useForm<WardInput>({
    resolver: zodResolver(wardInputSchema),
    defaultValues: { name: '', vitalsEveryHours: 4 },
  });
  const save = (input: WardInput) =>
    setup.addWard.mutate(input, {
      onSuccess: () => {
        toast.success('Ward added successfully');
        form.reset({ name: '', vitalsEveryHours: 4 });
      },
      onError: fail(form, 'ward'),
    });
  return (
    <form noValidate aria-label="Add ward" onSubmit={(e) => void form.handleSubmit(save)(e)}>
      <Group align="flex-start" wrap="wrap">
        <TextInput
          label="Ward name"
          required
          {...form.register('name')}
          error={form.formState.errors.name?.message}
          w={240}
        />
        <Controller
          control={form.control}
          name="type"
          render={({ field, fieldState }) => (
            <Select
              label="Ward type"
              required
              data={WARD_TYPES}
              value={field.value ?? null}
              onChange={(v) => field.onChange(v ?? undefined)}
              error={fieldState.error?.message}
              w={180}
            />
          )}
        />
        <Controller
          control={form.control}
          name="vitalsEveryHours"
          render={({ field, fieldState }) => (
            <NumberInput
              label="Vitals every (hours)"
              min={1}
              max={24}
              value={Number(field.value ?? 4)}
              onChange={(v) => field.onChange(v)}
              error={fieldState.error?.message}
              w={160}
            />
          )}
        />
        <Button type="submit" mt={25} loading={setup.addWard.isPending}>
          Add ward
        </Button>
      </Group>
    </form>
  );
}

function RoomForm({ setup, wardId }: { setup: Setup; wardId: string }) {
  const form = useForm<RoomInput>({
    resolver: zodResolver(roomInputSchema),
    defaultValues: { number: '', isIcu: false },
  });
  const save = (input: RoomInput) =>
    setup.addRoom.mutate(
      { ...input, wardId },
      {
        onSuccess: () => {
          toast.success('Room added successfully');
          form.reset({ number: '', isIcu: false });
        },
        onError: fail(form, 'room'),
      },
    );
  return (
    <form noValidate aria-label="Add room" onSubmit={(e) => void form.handleSubmit(save)(e)}>
      <Group align="flex-start" wrap="wrap">
        <TextInput
          label="Room number"
          required
          {...form.register('number')}
          error={form.formState.errors.number?.message}
          w={140}
        />
        <Controller
          control={form.control}
          name="roomType"
          render={({ field, fieldState }) => (
            <Select
              label="Room type"
              required
              data={ROOM_TYPES.map((t) => ({ value: t, label: ROOM_TYPE_LABELS[t] }))}
              value={field.value ?? null}
              onChange={(v) => field.onChange(v ?? undefined)}
              error={fieldState.error?.message}
              w={160}
            />
          )}
        />
        <Controller
          control={form.control}
          name="dailyRentPaise"
          render={({ field, fieldState }) => (
            <NumberInput
              label="Daily rent (₹)"
              required
              min={0}
              decimalScale={2}
              thousandSeparator=","
              value={field.value === undefined || field.value === '' ? '' : Number(field.value) / 100}
              onChange={(v) => field.onChange(v === '' ? undefined : Math.round(Number(v) * 100))}
              error={fieldState.error?.message}
              w={160}
            />
          )}
        />
        <Checkbox label="ICU" mt={32} {...form.register('isIcu')} />
        <Button type="submit" variant="light" mt={25} loading={setup.addRoom.isPending}>
          Add room
        </Button>
      </Group>
    </form>
  );
}

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
        onError: fail(form, 'bed'),
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

/** clinicAdmin's wards, rooms and beds: add a ward, rooms with their rent, and beds. */
export function WardSetup({ wards }: { wards: Ward[] }) {
  const setup = useWardSetup();
  return (
    <Stack gap="md">
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
                        <BedForm setup={setup} roomId={room._id} roomNumber={room.number} />
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
