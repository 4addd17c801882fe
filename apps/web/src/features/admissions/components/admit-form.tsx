import { admitInputSchema, PATIENT_ADMITTED, type AdmissionDetail, type AdmitInput } from '@clinic/shared/admissions';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid, Group, Paper, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconStethoscope } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast.ts';
import { formatClinicTime, useClinicTimeZone } from '../../../lib/clinic-clock.ts';
import { applyFieldErrors, scrollToFirstError, useClearErrorOnEdit } from '../../../lib/form-helpers.ts';
import { appointmentQueries } from '../../appointments/api/appointments.queries.ts';
import { admissionQueries, useAdmit } from '../api/admissions.queries.ts';
import { AdmitAttendantFields } from './admit-attendant-fields.tsx';
import { AdmitBedPicker } from './admit-bed-picker.tsx';
import { AdmitPayerField } from './admit-payer-field.tsx';

/**
 * The spec's admission form (000 §2.3), real: date, department (from the department master),
 * Show available doctors, the admitting and treating doctors, time (now by default), reason,
 * one bed picker across wards and room types, the attendant, and the medico-legal details. The
 * server takes the bed; another user's admission to it first is 409.
 */
export function AdmitForm({
  patientId,
  today,
  onAdmitted,
}: {
  patientId: string;
  today: string;
  /** After the toast: the page offers the prints and the deposit. */
  onAdmitted: (stay: AdmissionDetail) => void;
}) {
  const navigate = useNavigate();
  const ref = useRef<HTMLFormElement>(null);
  const admit = useAdmit();
  const timeZone = useClinicTimeZone();
  const doctors = useQuery(appointmentQueries.doctors());
  const departments = useQuery(admissionQueries.departments());
  const [shownDepartment, setShownDepartment] = useState<string>();
  const form = useForm<AdmitInput>({
    resolver: zodResolver(admitInputSchema),
    defaultValues: {
      patientId,
      admissionDate: today,
      admissionTime: formatClinicTime(new Date(), timeZone),
      reasonForAdmission: '',
      admittingDoctorId: '',
      wardId: '',
      bedId: '',
      attendantName: '',
      attendantRelation: '',
      attendantPhone: '',
      isMlc: false,
      mlcNumber: '',
      policeStation: '',
      coverageId: null,
    },
  });
  useClearErrorOnEdit(form);
  const department = form.watch('department');
  const available = (doctors.data ?? []).filter((d) => d.speciality === shownDepartment);
  const doctorOptions = (doctors.data ?? []).map((d) => ({ value: d._id, label: d.name }));

  const showDoctors = () => {
    if (!department) return form.setError('department', { message: 'Choose a department' });
    setShownDepartment(department);
    form.setValue('admittingDoctorId', '');
  };
  // The answer is awaited, not taken in mutate callbacks: the patient's record is read again as the
  // admission lands, and its "already admitted" replaces this form before such callbacks would run.
  const send = async (input: AdmitInput) => {
    try {
      const stay = await admit.mutateAsync(input);
      toast.success(PATIENT_ADMITTED);
      onAdmitted(stay);
    } catch (error) {
      form.setValue('bedId', '');
      const message = applyFieldErrors(form, error, 'Failed to admit the patient');
      if (message) toast.error(message);
    }
  };

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
                    searchable
                    placeholder="Choose a department"
                    data={(departments.data ?? []).filter((d) => d.isActive && d.admits).map((d) => d.name)}
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
            <Grid.Col span={{ base: 12, sm: 4 }}>
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
              <Controller
                control={form.control}
                name="treatingDoctorId"
                render={({ field, fieldState }) => (
                  <Select
                    label="Treating doctor"
                    placeholder="Same as admitting"
                    searchable
                    clearable
                    data={doctorOptions}
                    value={field.value ?? null}
                    onChange={(v) => field.onChange(v ?? undefined)}
                    error={fieldState.error?.message}
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
          <Controller
            control={form.control}
            name="bedId"
            render={({ field, fieldState }) => (
              <AdmitBedPicker
                bedId={field.value}
                error={fieldState.error?.message ?? form.formState.errors.wardId?.message}
                onPick={(bed) => {
                  field.onChange(bed._id);
                  form.setValue('wardId', bed.wardId);
                  form.setValue('roomType', bed.roomType);
                }}
              />
            )}
          />
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Title order={3} size="h5" mb="xs">
            Payer, attendant and medico-legal case
          </Title>
          <Text size="xs" c="dimmed" mb="sm">
            The MLC number and police station go to the medico-legal register.
          </Text>
          <AdmitPayerField form={form} patientId={patientId} />
          <AdmitAttendantFields form={form} />
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
