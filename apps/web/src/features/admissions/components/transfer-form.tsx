import {
  ROOM_TYPE_LABELS,
  ROOM_TYPES,
  transferInputSchema,
  type RoomType,
  type TransferInput,
} from '@clinic/shared/admissions';
import { formatPaise } from '@clinic/shared/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toast.ts';
import { applyFieldErrors } from '../../../lib/form-helpers.ts';
import { admissionQueries, useTransfer } from '../api/admissions.queries.ts';

/** Moves an admitted patient to another free bed, with the reason; the bed left goes to cleaning. */
export function TransferForm({ admissionId, onDone }: { admissionId: string; onDone?: () => void }) {
  const wards = useQuery(admissionQueries.wards());
  const [wardId, setWardId] = useState<string | null>(null);
  const [roomType, setRoomType] = useState<RoomType | null>(null);
  const beds = useQuery({ ...admissionQueries.availableBeds(wardId ?? '', roomType ?? ''), enabled: Boolean(wardId) });
  const transfer = useTransfer(admissionId);
  const form = useForm<TransferInput>({
    resolver: zodResolver(transferInputSchema),
    defaultValues: { bedId: '', reason: '' },
  });
  const save = (input: TransferInput) =>
    transfer.mutate(input, {
      onSuccess: (a) => {
        toast.success(`Moved to ${a.ward}, bed ${a.bedNumber}`);
        form.reset({ bedId: '', reason: '' });
        onDone?.();
      },
      onError: (error) => {
        void beds.refetch();
        const message = applyFieldErrors(form, error, 'Failed to transfer the patient');
        if (message) toast.error(message);
      },
    });
  return (
    <form noValidate aria-label="Transfer" onSubmit={(e) => void form.handleSubmit(save)(e)}>
      <Group align="flex-start" wrap="wrap">
        <Select
          label="Ward"
          data={(wards.data ?? []).map((w) => ({ value: w._id, label: w.name }))}
          value={wardId}
          onChange={(v) => (setWardId(v), form.setValue('bedId', ''))}
          w={200}
        />
        <Select
          label="Room type"
          clearable
          data={ROOM_TYPES.map((t) => ({ value: t, label: ROOM_TYPE_LABELS[t] }))}
          value={roomType}
          onChange={(v) => setRoomType(v)}
          w={160}
        />
        <Controller
          control={form.control}
          name="bedId"
          render={({ field, fieldState }) => (
            <Select
              label="Free bed"
              required
              placeholder={wardId ? 'Choose a bed' : 'Choose a ward first'}
              data={(beds.data ?? []).map((b) => ({
                value: b._id,
                label: `${b.number} · room ${b.roomNumber} · ${formatPaise(b.dailyRentPaise)}/day`,
              }))}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              error={fieldState.error?.message}
              w={260}
            />
          )}
        />
        <TextInput
          label="Reason"
          required
          {...form.register('reason')}
          error={form.formState.errors.reason?.message}
          w={260}
        />
        <Button type="submit" mt={25} loading={transfer.isPending}>
          Transfer
        </Button>
      </Group>
    </form>
  );
}
