import { ALLERGY_KINDS, ALLERGY_SEVERITIES } from '@clinic/shared/allergies';
import { ActionIcon, Autocomplete, Button, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form';
import { allergyQueries } from '../../allergies/api/allergies.queries.ts';
import type { ConsultationValues } from './consultation-values.ts';

const NEW_ALLERGY = { substance: '', kind: 'Drug', reaction: '', severity: '' } as const;

/**
 * Allergies as coded rows: what (a drug, a drug class from the clinic's list, a food), what it
 * did and how bad; or "No known drug allergies", ticked on purpose.
 */
export function AllergiesEditor({
  form,
  errors,
}: {
  form: UseFormReturn<ConsultationValues>;
  errors: Record<string, string | undefined>;
}) {
  const { control, register } = form;
  const rows = useFieldArray({ control, name: 'medicalHistory.allergies' });
  const classes = useQuery(allergyQueries.classes()).data ?? [];
  const at = (i: number, key: string) => errors[`medicalHistory.allergies.${i}.${key}`];
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600}>
          Allergies
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconPlus size={14} />}
          onClick={() => rows.append({ ...NEW_ALLERGY })}
        >
          Add allergy
        </Button>
      </Group>
      <Controller
        control={control}
        name="medicalHistory.noKnownDrugAllergies"
        render={({ field }) => (
          <Checkbox
            size="xs"
            label="No known drug allergies"
            checked={field.value}
            onChange={(e) => field.onChange(e.currentTarget.checked)}
            error={errors['medicalHistory.noKnownDrugAllergies']}
          />
        )}
      />
      {rows.fields.map((row, i) => (
        <Group key={row.id} gap="xs" wrap="nowrap" align="flex-start">
          <Controller
            control={control}
            name={`medicalHistory.allergies.${i}.substance`}
            render={({ field }) => (
              <Autocomplete
                size="xs"
                style={{ flex: 2 }}
                aria-label={`Allergy ${i + 1}`}
                placeholder="e.g. Penicillins, Ibuprofen"
                data={classes.map((c) => c.name)}
                value={field.value}
                onChange={(v) => {
                  field.onChange(v);
                  if (classes.some((c) => c.name === v))
                    form.setValue(`medicalHistory.allergies.${i}.kind`, 'Drug class');
                }}
                error={at(i, 'substance')}
              />
            )}
          />
          <Controller
            control={control}
            name={`medicalHistory.allergies.${i}.kind`}
            render={({ field }) => (
              <Select
                size="xs"
                w={110}
                aria-label={`Allergy ${i + 1} kind`}
                data={[...ALLERGY_KINDS]}
                value={field.value}
                onChange={(v) => field.onChange(v ?? 'Drug')}
                allowDeselect={false}
              />
            )}
          />
          <TextInput
            size="xs"
            style={{ flex: 1 }}
            aria-label={`Allergy ${i + 1} reaction`}
            placeholder="Reaction"
            {...register(`medicalHistory.allergies.${i}.reaction`)}
          />
          <Controller
            control={control}
            name={`medicalHistory.allergies.${i}.severity`}
            render={({ field }) => (
              <Select
                size="xs"
                w={100}
                aria-label={`Allergy ${i + 1} severity`}
                placeholder="Severity"
                data={[...ALLERGY_SEVERITIES]}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
              />
            )}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove allergy ${i + 1}`}
            onClick={() => rows.remove(i)}
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
