import { SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { ConsultationValues } from './consultation-values.ts';
import { RowsEditor } from './rows-editor.tsx';

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
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="medicalHistory.allergies"
          render={({ field }) => (
            <TagsInput
              label="Allergies"
              placeholder="Type and press Enter"
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
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
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <RowsEditor
          name="medicalHistory.pastSurgeries"
          label="Past surgeries"
          columns={[
            { key: 'procedure', label: 'Procedure' },
            { key: 'date', label: 'Date' },
            { key: 'hospital', label: 'Hospital' },
          ]}
          control={control}
          register={register}
          errors={errors}
        />
        <RowsEditor
          name="medicalHistory.familyHistory"
          label="Family history"
          columns={[
            { key: 'condition', label: 'Condition' },
            { key: 'relation', label: 'Relation' },
          ]}
          control={control}
          register={register}
          errors={errors}
        />
        <RowsEditor
          name="medicalHistory.medications"
          label="Current medications"
          columns={[
            { key: 'name', label: 'Name' },
            { key: 'dosage', label: 'Dosage' },
            { key: 'frequency', label: 'Frequency' },
          ]}
          control={control}
          register={register}
          errors={errors}
        />
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
