import { formatRupees } from '@clinic/shared/money';
import type { Encounter, MedicalHistoryResponse, Vitals } from '@clinic/shared/encounters';
import type { Drug } from '@clinic/shared/inventory';
import type { Service } from '@clinic/shared/services';
import {
  Button,
  Group,
  MultiSelect,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy, IconPrinter } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toast.ts';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard.tsx';
import { ApiError, safetyWarnings } from '../../../lib/api-client.ts';
import { addDaysIso, formatDateTime } from '../../../lib/format.ts';
import { useClinicToday } from '../../../lib/clinic-clock.ts';
import { scrollToFirstError } from '../../../lib/form-helpers.ts';
import { useSaveEncounter } from '../api/encounters.queries.ts';
import { consultationErrors, initialValues, toPayload, type ConsultationValues } from './consultation-values.ts';
import { DiagnosisSection } from '../../../components/clinical/diagnosis-section.tsx';
import { MedicalHistorySection } from './medical-history-section.tsx';
import { PrescriptionSection } from './prescription-section.tsx';
import type { PaperSize } from '../../../components/print/print-document.tsx';
import { fromVitals, VitalsFields, type VitalsDraft } from './vitals-fields.tsx';

function Section({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h5">
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Paper>
  );
}

const ORDER_PICKERS = [
  { name: 'labTests', label: 'Lab tests', placeholder: 'Choose tests', category: 'Laboratory' },
  { name: 'radiologyStudies', label: 'Radiology', placeholder: 'Choose studies', category: 'Radiology' },
] as const;

const serviceOptions = (services: Service[], category: Service['category']) =>
  services
    .filter((s) => s.category === category && s.isActive)
    .map((s) => ({ value: s._id, label: `${s.name} (${formatRupees(s.price)})` }));

/**
 * The doctor's consultation (000 §2.5): vitals, symptoms, medical history, examination,
 * diagnosis, prescription, lab tests, radiology, advice and revisit date. Save stores it and
 * completes the appointment; Save & Print also prints the prescription.
 */
export function ConsultationForm({
  patientId,
  adult,
  appointmentId,
  vitals,
  history,
  drugs,
  drugsFailed,
  services,
  onSaved,
}: {
  patientId: string;
  adult: boolean;
  appointmentId: string | null;
  vitals: Vitals | null;
  history: MedicalHistoryResponse | undefined;
  drugs: Drug[];
  drugsFailed: boolean;
  services: Service[];
  onSaved: (encounter: Encounter, print: PaperSize | null) => void;
}) {
  const form = useForm<ConsultationValues>({ defaultValues: initialValues(history) });
  const [initialVitals] = useState<VitalsDraft>(() => fromVitals(vitals));
  const [vitalsDraft, setVitalsDraft] = useState<VitalsDraft>(initialVitals);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [warnings, setWarnings] = useState<Record<string, string>>({});
  const [paper, setPaper] = useState<PaperSize>('A4');
  const ref = useRef<HTMLFormElement>(null);
  const save = useSaveEncounter();
  const today = useClinicToday();

  useEffect(() => {
    const sub = form.watch((_v, { name }) => {
      if (name) setErrors((e) => (Object.keys(e).some((k) => k.startsWith(name)) ? withoutPrefix(e, name) : e));
    });
    return () => sub.unsubscribe();
  }, [form]);

  const submit = (print: boolean) => {
    const payload = toPayload(form.getValues(), vitalsDraft, { patientId, appointmentId });
    const invalid = consultationErrors(payload);
    if (invalid) {
      setErrors(invalid);
      toast.error(Object.values(invalid)[0] ?? 'Please check the form');
      requestAnimationFrame(() => scrollToFirstError(ref.current));
      return;
    }
    save.mutate(payload, {
      onSuccess: (encounter) => {
        toast.success('Consultation saved');
        onSaved(encounter, print ? paper : null);
      },
      onError: (error) => {
        const warned = safetyWarnings(error);
        if (warned) {
          setWarnings(warned);
          toast.error('Safety warning: read it on the medicine and give a reason to go on');
          return;
        }
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
        toast.error(error.message || 'Failed to save the consultation');
      },
    });
  };
  const vitalsErrors = Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith('vitals.'))
      .map(([k, m]) => [k.slice('vitals.'.length), m]),
  );

  const dirty =
    !save.isSuccess && (form.formState.isDirty || JSON.stringify(vitalsDraft) !== JSON.stringify(initialVitals));

  return (
    <form ref={ref} noValidate onSubmit={(e) => e.preventDefault()} aria-label="Consultation">
      <UnsavedChangesGuard dirty={dirty} what="consultation" />
      <Stack gap="md">
        <Section
          title="Vitals"
          aside={
            vitals && (
              <Text size="xs" c="dimmed">
                Recorded by {vitals.recordedBy}, {formatDateTime(vitals.recordedAt)}
              </Text>
            )
          }
        >
          <VitalsFields
            value={vitalsDraft}
            onChange={(next) => {
              setErrors((e) => withoutPrefix(e, 'vitals'));
              setVitalsDraft(next);
            }}
            errors={vitalsErrors}
            bmiDecimals={2}
            adult={adult}
          />
        </Section>
        <Section title="Symptoms">
          <Textarea
            aria-label="Symptoms"
            autosize
            minRows={2}
            placeholder="Presenting complaints and their duration"
            {...form.register('symptoms')}
          />
        </Section>
        <Section
          title="Medical History"
          aside={
            history?.updatedAt && (
              <Text size="xs" c="dimmed">
                Last updated by {history.updatedBy}, {formatDateTime(history.updatedAt)}
              </Text>
            )
          }
        >
          <MedicalHistorySection form={form} errors={errors} />
        </Section>
        <Section title="Examination and Diagnosis">
          <Stack>
            <Textarea label="Examination" autosize minRows={2} {...form.register('examination')} />
            <DiagnosisSection form={form} errors={errors} />
          </Stack>
        </Section>
        <Section title="Prescription">
          <PrescriptionSection
            patientId={patientId}
            form={form}
            drugs={drugs}
            drugsFailed={drugsFailed}
            errors={errors}
            warnings={warnings}
          />
        </Section>
        <Section title="Lab Tests and Radiology">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {ORDER_PICKERS.map((o) => (
              <Controller
                key={o.name}
                control={form.control}
                name={o.name}
                render={({ field }) => (
                  <MultiSelect
                    label={o.label}
                    placeholder={o.placeholder}
                    searchable
                    data={serviceOptions(services, o.category)}
                    value={field.value}
                    onChange={field.onChange}
                    error={errors[`${o.name}.0`]}
                  />
                )}
              />
            ))}
          </SimpleGrid>
        </Section>
        <Section title="Advice and Revisit">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Textarea label="Advice" autosize minRows={2} {...form.register('advice')} />
            <TextInput
              type="date"
              label="Revisit date"
              min={addDaysIso(today, 1)}
              {...form.register('revisitDate')}
              error={errors.revisitDate}
            />
          </SimpleGrid>
        </Section>
        <Group justify="flex-end" gap="sm">
          <SegmentedControl<PaperSize> aria-label="Paper size" data={['A4', 'A5']} value={paper} onChange={setPaper} />
          <Button
            variant="light"
            leftSection={<IconDeviceFloppy size={16} />}
            loading={save.isPending}
            onClick={() => submit(false)}
          >
            Save
          </Button>
          <Button leftSection={<IconPrinter size={16} />} loading={save.isPending} onClick={() => submit(true)}>
            Save & Print
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function withoutPrefix(errors: Record<string, string>, prefix: string): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([k]) => !k.startsWith(prefix)));
}
