import { SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { ConsultationValues } from './consultation-values.ts';
import { AllergiesEditor } from './allergies-editor.tsx';
import { RowsEditor } from './rows-editor.tsx';

const TABLES = [
  {
    name: 'medicalHistory.pastSurgeries',
    label: 'Past surgeries',
    columns: [
      { key: 'procedure', label: 'Procedure' },
      { key: 'date', label: 'Date' },
      { key: 'hospital', label: 'Hospital' },
    ],
  },
  {
    name: 'medicalHistory.familyHistory',
    label: 'Family history',
    columns: [
      { key: 'condition', label: 'Condition' },
      { key: 'relation', label: 'Relation' },
    ],
  },
  {
    name: 'medicalHistory.medications',
    label: 'Current medications',
    columns: [
      { key: 'name', label: 'Name' },
      { key: 'dosage', label: 'Dosage' },
      { key: 'frequency', label: 'Frequency' },
    ],
  },
] as const;

/** Medical history (000 §3): kept on the patient, so it opens with what the last visit saved. */
export function MedicalHistorySection({
  form,
  errors,
}: {
  form: UseFormReturn<ConsultationValues>;
  errors: Record<string, string | undefined>;
}) {
  const { control, register } = form;
  return (
    <Stack gap="md">
      <AllergiesEditor form={form} errors={errors} />
      <Controller
        control={control}
        name="medicalHistory.chronicConditions"
        render={({ field }) => (
          <TagsInput
            label="Chronic conditions"
            placeholder="Type and press Enter"
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {TABLES.map((t) => (
          <RowsEditor
            key={t.name}
            name={t.name}
            label={t.label}
            columns={t.columns}
            control={control}
            register={register}
            errors={errors}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label="Smoking"
          placeholder="Never / Former / Current"
          {...register('medicalHistory.socialHistory.smoking')}
        />
        <TextInput
          label="Alcohol"
          placeholder="None / Occasional / Regular"
          {...register('medicalHistory.socialHistory.alcohol')}
        />
        <TextInput
          label="Exercise"
          placeholder="e.g. Walks 30 min daily"
          {...register('medicalHistory.socialHistory.exercise')}
        />
      </SimpleGrid>
    </Stack>
  );
}
