import {
  DISCHARGE_CONDITIONS,
  dischargeSummaryInputSchema,
  SUMMARY_SAVED,
  type DischargeSummary,
  type DischargeSummaryInput,
} from '@clinic/shared/admissions';
import { ActionIcon, Button, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { DiagnosisSection } from '../../../components/clinical/diagnosis-section.tsx';
import { useSaveSummary } from '../api/ward-round.queries.ts';

type Values = DischargeSummaryInput & { diagnoses: { code: string | null; description: string }[] };

const fromSummary = (s: DischargeSummary | null): Values => ({
  diagnoses: s?.diagnoses ?? [],
  procedures: s?.procedures ?? '',
  course: s?.course ?? '',
  condition: s?.condition ?? ('' as Values['condition']),
  medicines: s?.medicines ?? [],
  advice: s?.advice ?? '',
  followUpDate: s?.followUpDate ?? null,
});

const blankMedicine = { name: '', dose: '', frequency: '', durationDays: null, instructions: '' };

/** The doctor's discharge summary: diagnoses (ICD-10), procedures, course, condition, medicines, advice, follow-up. */
export function DischargeSummaryForm({
  admissionId,
  summary,
}: {
  admissionId: string;
  summary: DischargeSummary | null;
}) {
  const save = useSaveSummary(admissionId);
  const form = useForm<Values>({ defaultValues: fromSummary(summary) });
  const medicines = useFieldArray({ control: form.control, name: 'medicines' });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  // 000 §5: an error clears as soon as its field is edited.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name) setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    });
    return () => subscription.unsubscribe();
  }, [form]);
  const submit = (values: Values) => {
    const parsed = dischargeSummaryInputSchema.safeParse(values);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    save.mutate(values, {
      onSuccess: () => toast.success(SUMMARY_SAVED),
      onError: (e) => {
        if (e instanceof ApiError && Object.keys(e.fields).length > 0) setErrors(e.fields);
        toast.error(e instanceof ApiError ? e.message : 'Failed to save the discharge summary');
      },
    });
  };
  return (
    <form noValidate aria-label="Discharge summary" onSubmit={(e) => void form.handleSubmit(submit)(e)}>
      <Stack gap="md">
        <div>
          <Text size="sm" fw={600} mb={4}>
            Diagnoses
          </Text>
          <DiagnosisSection form={form} errors={errors} />
        </div>
        <Textarea label="Procedures" autosize minRows={2} {...form.register('procedures')} />
        <Textarea
          label="Course in hospital"
          required
          autosize
          minRows={3}
          {...form.register('course')}
          error={errors.course}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Controller
            control={form.control}
            name="condition"
            render={({ field }) => (
              <Select
                label="Condition at discharge"
                required
                data={[...DISCHARGE_CONDITIONS]}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                error={errors.condition}
              />
            )}
          />
          <Controller
            control={form.control}
            name="followUpDate"
            render={({ field }) => (
              <TextInput
                label="Follow-up date"
                type="date"
                value={field.value ?? ''}
                onChange={(e) => field.onChange(e.currentTarget.value || null)}
                error={errors.followUpDate}
              />
            )}
          />
        </SimpleGrid>
        <Stack gap={6}>
          <Group justify="space-between">
            <Text size="sm" fw={600}>
              Medicines to continue
            </Text>
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconPlus size={14} />}
              onClick={() => medicines.append(blankMedicine)}
            >
              Add medicine
            </Button>
          </Group>
          {medicines.fields.map((row, i) => (
            <Group key={row.id} gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                aria-label={`Medicine ${i + 1}`}
                placeholder="Medicine"
                style={{ flex: 2 }}
                {...form.register(`medicines.${i}.name`)}
                error={errors[`medicines.${i}.name`]}
              />
              <TextInput
                aria-label={`Dose ${i + 1}`}
                placeholder="Dose"
                style={{ flex: 1 }}
                {...form.register(`medicines.${i}.dose`)}
              />
              <TextInput
                aria-label={`Frequency ${i + 1}`}
                placeholder="Frequency"
                style={{ flex: 1 }}
                {...form.register(`medicines.${i}.frequency`)}
              />
              <TextInput
                aria-label={`Days ${i + 1}`}
                placeholder="Days"
                w={80}
                {...form.register(`medicines.${i}.durationDays`, {
                  setValueAs: (v: string) => (v === '' ? null : Number(v)),
                })}
                error={errors[`medicines.${i}.durationDays`]}
              />
              <TextInput
                aria-label={`Instructions ${i + 1}`}
                placeholder="Instructions"
                style={{ flex: 2 }}
                {...form.register(`medicines.${i}.instructions`)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={4}
                aria-label={`Remove medicine ${i + 1}`}
                onClick={() => medicines.remove(i)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
        <Textarea label="Advice" autosize minRows={2} {...form.register('advice')} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save summary
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
