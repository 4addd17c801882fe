import {
  ROOM_TYPE_LABELS,
  ROOM_TYPES,
  roomInputSchema,
  WARD_TYPES,
  wardInputSchema,
  type Room,
  type RoomInput,
  type Ward,
  type WardInput,
} from '@clinic/shared/admissions';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, NumberInput, Select, TextInput } from '@mantine/core';
import { Controller, useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { toast } from '../../../components/ui/toast.ts';
import { applyFieldErrors } from '../../../lib/form-helpers.ts';
import type { useWardSetup } from '../api/admissions.queries.ts';

export type Setup = ReturnType<typeof useWardSetup>;

export function failed<T extends FieldValues>(form: UseFormReturn<T>, what: string) {
  return (error: unknown) => {
    const message = applyFieldErrors(form, error, `Failed to save the ${what}`);
    if (message) toast.error(message);
  };
}

const wardValues = (ward?: Ward): DefaultValues<WardInput> =>
  ward
    ? { name: ward.name, type: ward.type, vitalsEveryHours: ward.vitalsEveryHours }
    : { name: '', vitalsEveryHours: 4 };

/** Adds a ward, or edits one (name, type, how often its patients' vitals fall due). */
export function WardForm({ setup, ward, onDone }: { setup: Setup; ward?: Ward; onDone?: () => void }) {
  const form = useForm<WardInput>({ resolver: zodResolver(wardInputSchema), defaultValues: wardValues(ward) });
  const busy = ward ? setup.editWard.isPending : setup.addWard.isPending;
  const save = (input: WardInput) => {
    const done = {
      onSuccess: () => {
        toast.success(ward ? 'Ward updated successfully' : 'Ward added successfully');
        if (!ward) form.reset(wardValues());
        onDone?.();
      },
      onError: failed(form, 'ward'),
    };
    if (ward) setup.editWard.mutate({ ...input, id: ward._id }, done);
    else setup.addWard.mutate(input, done);
  };
  return (
    <form noValidate aria-label={ward ? 'Edit ward' : 'Add ward'} onSubmit={(e) => void form.handleSubmit(save)(e)}>
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
        <Button type="submit" mt={25} loading={busy}>
          {ward ? 'Save ward' : 'Add ward'}
        </Button>
      </Group>
    </form>
  );
}

const roomValues = (room?: Room): DefaultValues<RoomInput> =>
  room
    ? { number: room.number, roomType: room.roomType, dailyRentPaise: room.dailyRentPaise, isIcu: room.isIcu }
    : { number: '', isIcu: false };

/** Adds a room to a ward, or edits one; a new rent applies to stays that start after it. */
export function RoomForm({
  setup,
  wardId,
  room,
  onDone,
}: {
  setup: Setup;
  wardId: string;
  room?: Room;
  onDone?: () => void;
}) {
  const form = useForm<RoomInput>({ resolver: zodResolver(roomInputSchema), defaultValues: roomValues(room) });
  const busy = room ? setup.editRoom.isPending : setup.addRoom.isPending;
  const save = (input: RoomInput) => {
    const done = {
      onSuccess: () => {
        toast.success(room ? 'Room updated successfully' : 'Room added successfully');
        if (!room) form.reset(roomValues());
        onDone?.();
      },
      onError: failed(form, 'room'),
    };
    if (room) setup.editRoom.mutate({ ...input, roomId: room._id }, done);
    else setup.addRoom.mutate({ ...input, wardId }, done);
  };
  return (
    <form noValidate aria-label={room ? 'Edit room' : 'Add room'} onSubmit={(e) => void form.handleSubmit(save)(e)}>
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
        <Button type="submit" variant="light" mt={25} loading={busy}>
          {room ? 'Save room' : 'Add room'}
        </Button>
      </Group>
    </form>
  );
}
