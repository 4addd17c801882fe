import { sendToSchema, type QueueEntry, type SendToInput, type SendToResult } from '@clinic/shared/appointments';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toast.ts';
import { setServerErrors, useClearErrorOnEdit } from '../../../lib/form-helpers.ts';
import { appointmentQueries } from '../api/appointments.queries.ts';
import { useSendTo } from '../api/op-queue.queries.ts';

/**
 * "Another doctor…": the doctor to send the patient to today (any doctor but the one whose queue
 * this is) and an optional note, which the other doctor reads as the visit's reason.
 */
export function SendToDoctorDialog({
  entry,
  doctorId,
  onClose,
  onSent,
}: {
  entry: QueueEntry;
  doctorId: string;
  onClose: () => void;
  onSent: (sent: SendToResult) => void;
}) {
  const doctors = useQuery(appointmentQueries.doctors());
  const send = useSendTo();
  const form = useForm<SendToInput>({
    resolver: zodResolver(sendToSchema),
    defaultValues: { to: 'doctor', note: '' },
    reValidateMode: 'onSubmit',
  });
  useClearErrorOnEdit(form);
  const { errors } = form.formState;
  const options = (doctors.data ?? [])
    .filter((d) => d._id !== doctorId)
    .map((d) => ({ value: d._id, label: d.speciality ? `${d.name} (${d.speciality})` : d.name }));

  // The promise, not mutate's callbacks: once sent, the live queue redraws this row (and this
  // dialog) away, possibly before the answer comes, and the caller's callbacks would be dropped.
  const submit = form.handleSubmit((values) =>
    send.mutateAsync({ appointmentId: entry.appointmentId, ...values }).then(
      (sent) => {
        onSent(sent);
        onClose();
      },
      (err: unknown) => {
        // The other doctor's refusal (the patient already holds an appointment with them) is about the choice.
        const message = setServerErrors(
          form.setError,
          err,
          'doctorId',
          'Failed to send the patient. Please try again.',
        );
        if (message) toast.error(message);
      },
    ),
  );

  return (
    <Modal opened onClose={onClose} title={`Send token ${entry.token} to another doctor`}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack>
          <Text size="sm">
            {entry.patientName} · {entry.mrn}. They join the doctor&apos;s queue today with a token.
          </Text>
          <Controller
            control={form.control}
            name="doctorId"
            render={({ field }) => (
              <Select
                label="Doctor"
                withAsterisk
                searchable
                data-autofocus
                placeholder={doctors.isLoading ? 'Loading doctors…' : 'Choose a doctor'}
                data={options}
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                error={errors.doctorId?.message}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <Textarea
            label="Note for the doctor"
            placeholder="Optional"
            autosize
            minRows={2}
            maxRows={4}
            error={errors.note?.message}
            {...form.register('note')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Sending...' : 'Send'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
