import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, type Control, type UseFormRegister } from 'react-hook-form';
import type { ConsultationValues } from './consultation-values.ts';

type RowsName = 'medicalHistory.pastSurgeries' | 'medicalHistory.familyHistory' | 'medicalHistory.medications';

/** A small repeatable table of text fields (past surgeries, family history, current medications). */
export function RowsEditor({
  name,
  label,
  columns,
  control,
  register,
  errors,
}: {
  name: RowsName;
  label: string;
  columns: readonly { key: string; label: string }[];
  control: Control<ConsultationValues>;
  register: UseFormRegister<ConsultationValues>;
  errors: Record<string, string | undefined>;
}) {
  const rows = useFieldArray({ control, name });
  const empty = Object.fromEntries(columns.map((c) => [c.key, ''])) as never;
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          leftSection={<IconPlus size={14} />}
          onClick={() => rows.append(empty)}
        >
          Add
        </Button>
      </Group>
      {rows.fields.length === 0 && (
        <Text size="xs" c="dimmed">
          None recorded
        </Text>
      )}
      {rows.fields.map((row, i) => (
        <Group key={row.id} gap="xs" wrap="nowrap" align="flex-start">
          {columns.map((c) => (
            <TextInput
              key={c.key}
              size="xs"
              style={{ flex: 1 }}
              aria-label={`${label} ${i + 1} ${c.label}`}
              placeholder={c.label}
              {...register(`${name}.${i}.${c.key}` as never)}
              error={errors[`${name}.${i}.${c.key}`]}
            />
          ))}
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove ${label} ${i + 1}`}
            onClick={() => rows.remove(i)}
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
