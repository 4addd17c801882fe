import { PACKAGE_MATCHES, type PackageMatch } from '@clinic/shared/billing';
import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFieldArray, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { servicesQuery } from '../../services/api/services.queries.ts';

/** A package line as the form holds it: amounts in rupees, '' for no limit. */
export type RuleRow = { match: PackageMatch; value: string; label: string; units: number | ''; amount: number | '' };
export type PackageForm = {
  code: string;
  name: string;
  payerId: string | null;
  prices: Record<string, number | ''>;
  roomDays: number;
  inclusions: RuleRow[];
  exclusions: RuleRow[];
  isActive: boolean;
};

const MATCH_LABELS: Record<PackageMatch, string> = { service: 'Service', category: 'Category', name: 'Name' };
const MATCH_OPTIONS = PACKAGE_MATCHES.map((m) => ({ value: m, label: MATCH_LABELS[m] }));

/**
 * The lines a package includes (with a limit in units or rupees, or none) or excludes: each
 * matches one catalogue service, every line of a category, or a line by its name.
 */
export function PackageRulesFields({
  control,
  name,
  errors,
}: {
  control: Control<PackageForm>;
  name: 'inclusions' | 'exclusions';
  errors: FieldErrors<PackageForm>;
}) {
  const rows = useFieldArray({ control, name });
  const values = useWatch({ control, name });
  const services = useQuery(servicesQuery);
  const serviceOptions = (services.data ?? []).map((s) => ({ value: s._id, label: s.name }));
  const included = name === 'inclusions';
  const rowErrors = errors[name];
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600} size="sm">
          {included ? 'Included (up to limits)' : 'Excluded (always billed as extra)'}
        </Text>
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconPlus size={14} />}
          onClick={() => rows.append({ match: 'category', value: '', label: '', units: '', amount: '' })}
        >
          {included ? 'Add inclusion' : 'Add exclusion'}
        </Button>
      </Group>
      {rows.fields.map((row, i) => (
        <Group key={row.id} gap="xs" align="flex-start" wrap="nowrap">
          <Controller
            control={control}
            name={`${name}.${i}.match`}
            render={({ field }) => (
              <Select
                aria-label={`${included ? 'Inclusion' : 'Exclusion'} ${i + 1} matches`}
                data={MATCH_OPTIONS}
                allowDeselect={false}
                w={110}
                value={field.value}
                onChange={(v) => field.onChange(v)}
              />
            )}
          />
          <Controller
            control={control}
            name={`${name}.${i}.value`}
            render={({ field, fieldState }) =>
              values[i]?.match === 'service' ? (
                <Select
                  aria-label={`${included ? 'Inclusion' : 'Exclusion'} ${i + 1} service`}
                  placeholder="Service"
                  searchable
                  data={serviceOptions}
                  w={200}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  error={fieldState.error?.message ?? rowErrors?.[i]?.value?.message}
                />
              ) : (
                <TextInput
                  aria-label={`${included ? 'Inclusion' : 'Exclusion'} ${i + 1} value`}
                  placeholder="Category or name"
                  w={200}
                  {...field}
                  error={rowErrors?.[i]?.value?.message}
                />
              )
            }
          />
          <Controller
            control={control}
            name={`${name}.${i}.label`}
            render={({ field }) => (
              <TextInput
                aria-label={`${included ? 'Inclusion' : 'Exclusion'} ${i + 1} label`}
                placeholder="Printed as"
                style={{ flex: 1 }}
                {...field}
                error={rowErrors?.[i]?.label?.message}
              />
            )}
          />
          {included && (
            <>
              <Controller
                control={control}
                name={`inclusions.${i}.units`}
                render={({ field }) => (
                  <NumberInput
                    aria-label={`Inclusion ${i + 1} units`}
                    placeholder="Units"
                    min={1}
                    w={80}
                    allowDecimal={false}
                    value={field.value}
                    onChange={(v) => field.onChange(v === '' ? '' : Number(v))}
                  />
                )}
              />
              <Controller
                control={control}
                name={`inclusions.${i}.amount`}
                render={({ field }) => (
                  <NumberInput
                    aria-label={`Inclusion ${i + 1} amount`}
                    placeholder="Up to ₹"
                    min={1}
                    w={110}
                    thousandSeparator=","
                    thousandsGroupStyle="lakh"
                    value={field.value}
                    onChange={(v) => field.onChange(v === '' ? '' : Number(v))}
                  />
                )}
              />
            </>
          )}
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove ${name.slice(0, -1)} ${i + 1}`}
            onClick={() => rows.remove(i)}
            mt={4}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
