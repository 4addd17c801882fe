import {
  ADMIT_DEPARTMENTS,
  admitInputSchema,
  DEFAULT_ADMISSION_TIME,
  PATIENT_ADMITTED,
  ROOM_TYPE_LABELS,
  ROOM_TYPES,
  type AdmitInput,
  type RoomType,
} from '@clinic/shared/admissions';
import { formatPaise } from '@clinic/shared/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid, Group, Paper, Radio, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconBed, IconSearch, IconStethoscope } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast.ts';
import { applyFieldErrors, scrollToFirstError, useClearErrorOnEdit } from '../../../lib/form-helpers.ts';
import { appointmentQueries } from '../../appointments/api/appointments.queries.ts';
import { admissionQueries, useAdmit } from '../api/admissions.queries.ts';

const roomTypeOptions = ROOM_TYPES.map((t) => ({ value: t, label: ROOM_TYPE_LABELS[t] }));

/**
 * The spec's admission form (000 §2.3), real: date, department, Show available doctors, the
 * admitting doctor, time (12:00 by default), reason, ward, room type, Search for available
 * rooms, then a free bed. The server takes the bed; another user's admission to it first is 409.
 */
export function AdmitForm({ patientId, today }: { patientId: string; today: string }) {
  const navigate = useNavigate();
  const ref = useRef<HTMLFormElement>(null);
  const admit = useAdmit();
  const wards = useQuery(admissionQueries.wards());
  const doctors = useQuery(appointmentQueries.doctors());
  const [shownDepartment, setShownDepartment] = useState<string>();
  const [searched, setSearched] = useState<{ wardId: string; roomType: RoomType }>();
  const beds = useQuery({
    ...admissionQueries.availableBeds(searched?.wardId ?? '', searched?.roomType ?? ''),
    enabled: searched !== undefined,
  });
  const form = useForm<AdmitInput>({
    resolver: zodResolver(admitInputSchema),
    defaultValues: {
      patientId,
      admissionDate: today,
      admissionTime: DEFAULT_ADMISSION_TIME,
      reasonForAdmission: '',
      admittingDoctorId: '',
      wardId: '',
      bedId: '',
    },
  });
  useClearErrorOnEdit(form);
  const department = form.watch('department');
  const wardId = form.watch('wardId');
  const roomType = form.watch('roomType');
  const available = (doctors.data ?? []).filter((d) => d.speciality === shownDepartment);

  const showDoctors = () => {
    if (!department) return form.setError('department', { message: 'Choose a department' });
    setShownDepartment(department);
    form.setValue('admittingDoctorId', '');
  };
  const searchRooms = () => {
    if (!wardId) form.setError('wardId', { message: 'Choose a ward' });
    if (!roomType) form.setError('roomType', { message: 'Choose a room type' });
    if (!wardId || !roomType) return;
    setSearched({ wardId, roomType });
    form.setValue('bedId', '');
  };
  const send = (input: AdmitInput) =>
    admit.mutate(input, {
      onSuccess: () => {
        toast.success(PATIENT_ADMITTED);
        void navigate('/patient-master');
      },
      onError: (error) => {
        void beds.refetch();
        const message = applyFieldErrors(form, error, 'Failed to admit the patient');
        if (message) toast.error(message);
      },
    });

  return (
    <form
      ref={ref}
      noValidate
      aria-label="Admit patient"
      onSubmit={(e) => void form.handleSubmit(send, () => scrollToFirstError(ref.current))(e)}
    >
      <Stack gap="md">
        <Paper withBorder p="md" radius="md">
          <Grid align="flex-end">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                type="date"
                label="Admission date"
                required
                {...form.register('admissionDate')}
                error={form.formState.errors.admissionDate?.message}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Controller
                control={form.control}
                name="department"
                render={({ field, fieldState }) => (
                  <Select
                    label="Department"
                    required
                    placeholder="Choose a department"
                    data={ADMIT_DEPARTMENTS}
                    value={field.value ?? null}
                    onChange={(v) => field.onChange(v ?? undefined)}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Button variant="light" leftSection={<IconStethoscope size={16} />} onClick={showDoctors} fullWidth>
                Show available doctors
              </Button>
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <Controller
                control={form.control}
                name="admittingDoctorId"
                render={({ field, fieldState }) => (
                  <Select
                    label="Admitting doctor"
                    required
                    placeholder={
                      shownDepartment === undefined
                        ? 'Show available doctors first'
                        : available.length === 0
                          ? `No ${shownDepartment} doctors`
                          : 'Choose a doctor'
                    }
                    data={available.map((d) => ({ value: d._id, label: d.name }))}
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    error={fieldState.error?.message}
                    disabled={shownDepartment === undefined}
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                type="time"
                label="Admission time"
                required
                {...form.register('admissionTime')}
                error={form.formState.errors.admissionTime?.message}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label="Reason for admission"
                required
                autosize
                minRows={2}
                {...form.register('reasonForAdmission')}
                error={form.formState.errors.reasonForAdmission?.message}
              />
            </Grid.Col>
          </Grid>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Grid align="flex-end">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Controller
                control={form.control}
                name="wardId"
                render={({ field, fieldState }) => (
                  <Select
                    label="Ward"
                    required
                    placeholder="Choose a ward"
                    data={(wards.data ?? []).map((w) => ({ value: w._id, label: w.name }))}
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Controller
                control={form.control}
                name="roomType"
                render={({ field, fieldState }) => (
                  <Select
                    label="Room type"
                    required
                    placeholder="Choose a room type"
                    data={roomTypeOptions}
                    value={field.value ?? null}
                    onChange={(v) => field.onChange(v ?? undefined)}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Button variant="light" leftSection={<IconSearch size={16} />} onClick={searchRooms} fullWidth>
                Search for available rooms
              </Button>
            </Grid.Col>
          </Grid>
          {searched && (
            <Controller
              control={form.control}
              name="bedId"
              render={({ field, fieldState }) => (
                <Radio.Group
                  mt="md"
                  label="Free beds"
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                >
                  {beds.isPending ? (
                    <Text size="sm" c="dimmed">
                      Looking for free beds…
                    </Text>
                  ) : (beds.data ?? []).length === 0 ? (
                    <Text size="sm" c="dimmed">
                      No free beds of this room type in this ward
                    </Text>
                  ) : (
                    <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} mt="xs">
                      {(beds.data ?? []).map((b) => (
                        <Radio.Card key={b._id} value={b._id} p="sm" radius="md" aria-label={`Bed ${b.number}`}>
                          <Group gap="xs" wrap="nowrap">
                            <Radio.Indicator />
                            <IconBed size={18} />
                            <div>
                              <Text fw={600} size="sm">
                                Bed {b.number}
                              </Text>
                              <Text size="xs" c="dimmed">
                                Room {b.roomNumber} · {formatPaise(b.dailyRentPaise)}/day
                              </Text>
                            </div>
                          </Group>
                        </Radio.Card>
                      ))}
                    </SimpleGrid>
                  )}
                </Radio.Group>
              )}
            />
          )}
          {!searched && form.formState.errors.bedId && (
            <Text size="sm" c="red" mt="sm">
              {form.formState.errors.bedId.message}
            </Text>
          )}
        </Paper>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void navigate(-1)}>
            Cancel
          </Button>
          <Button type="submit" loading={admit.isPending}>
            Admit patient
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
