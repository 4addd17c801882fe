import { bookAppointmentSchema, type Appointment, type BookAppointmentInput } from '@clinic/shared/appointments';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Grid, Group, Paper, Select, Textarea, TextInput } from '@mantine/core';
import { IconCalendarPlus, IconPrinter, IconWalk } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { KEYS } from '../../../components/shortcuts/keys.ts';
import { useDeskShortcuts } from '../../../components/shortcuts/use-desk-shortcuts.ts';
import { toast } from '../../../components/ui/toast.ts';
import { applyFieldErrors, scrollToFirstError, useClearErrorOnEdit } from '../../../lib/form-helpers.ts';
import { formatClock, formatDay } from '../../../lib/format.ts';
import { appointmentQueries, useBookAppointment } from '../api/appointments.queries.ts';
import { SlotPicker } from './slot-picker.tsx';
import { useTokenSlipPrint } from './token-slip-print.tsx';
import { VisitFeeNote } from './visit-fee-note.tsx';

/** Department, doctor, date and a free slot (or the next free slot today for a walk-in), booked for the patient. */
export function BookingForm({ patientId, today }: { patientId: string; today: string }) {
  const doctors = useQuery(appointmentQueries.doctors());
  const [department, setDepartment] = useState<string | null>(null);
  const book = useBookAppointment();
  const slip = useTokenSlipPrint();
  const [booked, setBooked] = useState<Appointment | null>(null);
  const ref = useRef<HTMLFormElement>(null);
  const bookButton = useRef<HTMLButtonElement>(null);
  useDeskShortcuts([
    { keys: KEYS.save, label: 'Book the appointment', run: () => bookButton.current?.click() },
    ...(booked
      ? [{ keys: KEYS.print, label: `Print the token slip (token ${booked.token})`, run: () => slip.print(booked) }]
      : []),
  ]);
  const form = useForm<BookAppointmentInput>({
    resolver: zodResolver(bookAppointmentSchema),
    defaultValues: { patientId, doctorId: '', appointmentDate: today, appointmentTime: '', reason: '', notes: '' },
  });
  useClearErrorOnEdit(form);
  const doctorId = form.watch('doctorId');
  const date = form.watch('appointmentDate') ?? '';
  const departments = useMemo(
    () => [...new Set((doctors.data ?? []).map((d) => d.speciality ?? 'General Medicine'))].sort(),
    [doctors.data],
  );
  const doctorOptions = (doctors.data ?? [])
    .filter((d) => !department || (d.speciality ?? 'General Medicine') === department)
    .map((d) => ({ value: d._id, label: `${d.name}${d.speciality ? ` (${d.speciality})` : ''}` }));

  const send = (input: BookAppointmentInput) =>
    book.mutate(input, {
      onSuccess: (a) => {
        toast.success(
          `Appointment booked: token ${a.token} at ${formatClock(a.appointmentTime)} on ${formatDay(a.appointmentDate)}`,
        );
        form.reset({ ...form.getValues(), appointmentTime: '', reason: '', notes: '' });
        setBooked(a);
      },
      onError: (error) => {
        const message = applyFieldErrors(form, error, 'Failed to book the appointment');
        if (message) toast.error(message);
      },
    });
  const walkIn = () => {
    if (!doctorId) {
      form.setError('doctorId', { message: 'Choose a doctor' });
      return;
    }
    send({ patientId, doctorId, walkIn: true, reason: form.getValues('reason'), notes: form.getValues('notes') });
  };

  return (
    <form
      ref={ref}
      noValidate
      onSubmit={(e) => void form.handleSubmit(send, () => scrollToFirstError(ref.current))(e)}
      aria-label="Book appointment"
    >
      <Paper withBorder p="md" radius="md">
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label="Department"
              placeholder="All departments"
              data={departments}
              value={department}
              onChange={(value) => {
                setDepartment(value);
                form.setValue('doctorId', '');
                form.setValue('appointmentTime', '');
              }}
              clearable
              disabled={doctors.isPending}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Controller
              control={form.control}
              name="doctorId"
              render={({ field, fieldState }) => (
                <Select
                  label="Doctor"
                  withAsterisk
                  placeholder={doctors.isError ? 'Failed to load doctors' : 'Choose a doctor'}
                  data={doctorOptions}
                  value={field.value || null}
                  onChange={(value) => {
                    field.onChange(value ?? '');
                    form.setValue('appointmentTime', '');
                  }}
                  error={fieldState.error?.message}
                  searchable
                  nothingFoundMessage="No doctor in this department"
                />
              )}
            />
            {doctorId && <VisitFeeNote patientId={patientId} doctorId={doctorId} />}
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              type="date"
              label="Date"
              withAsterisk
              min={today}
              {...form.register('appointmentDate', { onChange: () => form.setValue('appointmentTime', '') })}
              error={form.formState.errors.appointmentDate?.message}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <Controller
              control={form.control}
              name="appointmentTime"
              render={({ field, fieldState }) => (
                <SlotPicker
                  doctorId={doctorId}
                  date={date}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput label="Reason" placeholder="e.g. Fever for 3 days" {...form.register('reason')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Textarea label="Notes" autosize minRows={1} {...form.register('notes')} />
          </Grid.Col>
        </Grid>
        <Group justify="flex-end" mt="md">
          <Button variant="light" leftSection={<IconWalk size={16} />} onClick={walkIn} loading={book.isPending}>
            Walk-in: next free slot today
          </Button>
          <Button ref={bookButton} type="submit" leftSection={<IconCalendarPlus size={16} />} loading={book.isPending}>
            Book Appointment
          </Button>
        </Group>
        {booked && (
          <Alert color="green" mt="md" title={`Token ${booked.token} · ${booked.doctorName}`}>
            <Group justify="space-between">
              <span>
                {formatDay(booked.appointmentDate)} at {formatClock(booked.appointmentTime)}
              </span>
              <Button
                size="xs"
                variant="white"
                leftSection={<IconPrinter size={14} />}
                onClick={() => slip.print(booked)}
              >
                Print token slip
              </Button>
            </Group>
          </Alert>
        )}
        {slip.element}
      </Paper>
    </form>
  );
}
