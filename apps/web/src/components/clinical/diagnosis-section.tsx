import { ActionIcon, Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useFieldArray,
  type ArrayPath,
  type FieldArray,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { encounterQueries } from '../../features/encounters/api/encounters.queries.ts';

type Diagnosis = { code: string | null; description: string };
const codeOf = (row: object) => (row as Partial<Diagnosis>).code ?? null;

/**
 * Diagnoses with ICD-10 codes searched on the server, or free text when no code fits; for any
 * form with a `diagnoses` list (the consultation, the discharge summary).
 */
export function DiagnosisSection<T extends FieldValues & { diagnoses: Diagnosis[] }>({
  form,
  errors,
}: {
  form: UseFormReturn<T>;
  errors: Record<string, string | undefined>;
}) {
  const rows = useFieldArray({ control: form.control, name: 'diagnoses' as ArrayPath<T> });
  const append = (d: Diagnosis) => rows.append(d as FieldArray<T, ArrayPath<T>>);
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, 200);
  const codes = useQuery(encounterQueries.icd10(query));
  const options = (codes.data ?? []).map((c) => ({ value: c.code, label: `${c.code} — ${c.title}` }));

  return (
    <Stack gap="sm">
      <Select
        label="Search ICD-10"
        placeholder="Type a code (J06) or words (fever, asthma)"
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        data={options}
        value={null}
        filter={({ options: all }) => all}
        nothingFoundMessage={codes.isFetching ? 'Searching…' : 'No code found'}
        onChange={(code) => {
          const found = codes.data?.find((c) => c.code === code);
          if (found) append({ code: found.code, description: found.title });
          setSearch('');
        }}
        error={errors.diagnoses}
        data-error={errors.diagnoses ? 'true' : undefined}
      />
      {rows.fields.length === 0 && (
        <Text size="sm" c="dimmed">
          No diagnosis yet.
        </Text>
      )}
      {rows.fields.map((row, i) => (
        <Group key={row.id} gap="xs" wrap="nowrap" align="flex-start" data-testid="diagnosis-row">
          <Badge
            variant="light"
            size="lg"
            w={104}
            mt={4}
            color={codeOf(row) ? 'blue' : 'gray'}
            styles={{ root: { flexShrink: 0 }, label: { overflow: 'visible', textOverflow: 'clip' } }}
          >
            {codeOf(row) ?? 'No code'}
          </Badge>
          <TextInput
            style={{ flex: 1 }}
            aria-label={`Diagnosis ${i + 1}`}
            {...form.register(`diagnoses.${i}.description` as Path<T>)}
            error={errors[`diagnoses.${i}.description`] ?? errors[`diagnoses.${i}.code`]}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={4}
            aria-label={`Remove diagnosis ${i + 1}`}
            onClick={() => rows.remove(i)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconPlus size={14} />}
          onClick={() => append({ code: null, description: '' })}
        >
          Add a diagnosis without a code
        </Button>
      </Group>
    </Stack>
  );
}
