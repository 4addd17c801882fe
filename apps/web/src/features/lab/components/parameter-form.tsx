import {
  AGE_BANDS,
  LAB_CATEGORIES,
  parameterInputSchema,
  RANGE_GENDERS,
  RESULT_TYPES,
  type ParameterInput,
  type ParameterValues,
} from '@clinic/shared/lab';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Autocomplete,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconInfoCircle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef } from 'react';
import { Controller, useFieldArray, useForm, type FieldError } from 'react-hook-form';
import { toast } from '../../../components/ui/toast.ts';
import { applyFieldErrors, scrollToFirstError, useClearErrorOnEdit, numberOrZero } from '../../../lib/form-helpers.ts';

export const EMPTY_PARAMETER: ParameterInput = {
  name: '',
  category: '',
  unit: '',
  method: '',
  resultType: 'Numeric',
  decimalPlaces: 1,
  criticalLow: '',
  criticalHigh: '',
  ranges: [{ id: 1, gender: 'All', specialCondition: '', age: 'All', min: '', max: '' }],
};

/** 001 §4: a new row gets the highest id plus 1 (or 1), gender All, age All and empty values. */
const nextRow = (rows: { id: number }[]) => ({
  id: rows.reduce((max, r) => Math.max(max, r.id), 0) + 1,
  gender: 'All' as const,
  specialCondition: '',
  age: 'All' as const,
  min: '',
  max: '',
});

/** The add-parameter form of 001 §2: basic details, critical limits and the normal-range table. */
export function ParameterForm({
  defaultValues,
  categories,
  busy,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  defaultValues: ParameterInput;
  categories: string[];
  busy: boolean;
  submitLabel: string;
  /** Saves; a refusal's field messages are put on the form. */
  onSubmit: (values: ParameterValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const form = useForm<ParameterInput, unknown, ParameterValues>({
    resolver: zodResolver(parameterInputSchema),
    defaultValues,
  });
  useClearErrorOnEdit(form);
  const rows = useFieldArray({ control: form.control, name: 'ranges' });
  const container = useRef<HTMLFormElement>(null);
  const { errors } = form.formState;
  const rowError = (i: number, field: 'gender' | 'min' | 'max') =>
    (errors.ranges?.[i]?.[field] as FieldError | undefined)?.message;
  const showErrors = () => setTimeout(() => scrollToFirstError(container.current));
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (err) {
      const message = applyFieldErrors(form, err, 'Failed to save the parameter. Please try again.');
      if (message) toast.error(message);
      else showErrors();
    }
  }, showErrors);

  return (
    <form ref={container} onSubmit={(e) => void submit(e)} noValidate aria-label="Parameter form">
      <Stack>
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            Basic details
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <TextInput label="Parameter" withAsterisk error={errors.name?.message} {...form.register('name')} />
            <Controller
              control={form.control}
              name="category"
              render={({ field }) => (
                <Autocomplete
                  label="Category"
                  withAsterisk
                  placeholder="Hematology"
                  data={[...new Set([...LAB_CATEGORIES, ...categories])]}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.category?.message}
                />
              )}
            />
            <TextInput
              label="Unit"
              withAsterisk
              placeholder="g/dL"
              error={errors.unit?.message}
              {...form.register('unit')}
            />
            <TextInput label="Method" error={errors.method?.message} {...form.register('method')} />
            <Controller
              control={form.control}
              name="resultType"
              render={({ field }) => (
                <Stack gap={4}>
                  <Text size="sm" fw={500}>
                    Result type
                  </Text>
                  <SegmentedControl data={[...RESULT_TYPES]} value={field.value} onChange={field.onChange} />
                </Stack>
              )}
            />
            <Controller
              control={form.control}
              name="decimalPlaces"
              render={({ field }) => (
                <NumberInput
                  label="Decimal places"
                  min={0}
                  max={4}
                  allowDecimal={false}
                  value={field.value}
                  onChange={(v) => field.onChange(numberOrZero(v))}
                  error={errors.decimalPlaces?.message}
                />
              )}
            />
            <TextInput
              label="Critical low"
              description="Below this is Critical"
              inputMode="decimal"
              error={errors.criticalLow?.message}
              {...form.register('criticalLow' as never)}
            />
            <TextInput
              label="Critical high"
              description="Above this is Critical"
              inputMode="decimal"
              error={errors.criticalHigh?.message}
              {...form.register('criticalHigh' as never)}
            />
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4">
              Normal Range
            </Title>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => rows.append(nextRow(form.getValues('ranges') ?? []))}
            >
              Add row
            </Button>
          </Group>
          <Alert color="blue" icon={<IconInfoCircle size={18} />} mb="sm" title="Instructions">
            Enter both Min and Max for a range. Only Max means &lsquo;less than&rsquo; (shown &lt;value); only Min means
            &lsquo;greater than&rsquo; (shown &gt;value).
          </Alert>
          {errors.ranges?.message && (
            <Text c="red" size="sm" role="alert">
              {errors.ranges.message}
            </Text>
          )}
          <Table.ScrollContainer minWidth={760}>
            <Table aria-label="Normal range" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={50}>#</Table.Th>
                  <Table.Th>Gender</Table.Th>
                  <Table.Th>Special condition</Table.Th>
                  <Table.Th>Age</Table.Th>
                  <Table.Th>Min</Table.Th>
                  <Table.Th>Max</Table.Th>
                  <Table.Th w={50} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.fields.map((row, i) => (
                  <Table.Tr key={row.id}>
                    <Table.Td>{form.getValues(`ranges.${i}.id`)}</Table.Td>
                    <Table.Td>
                      <Controller
                        control={form.control}
                        name={`ranges.${i}.gender`}
                        render={({ field }) => (
                          <Select
                            aria-label={`Gender ${i + 1}`}
                            data={[...RANGE_GENDERS]}
                            value={field.value}
                            onChange={(v) => field.onChange(v ?? 'All')}
                            allowDeselect={false}
                            error={rowError(i, 'gender')}
                          />
                        )}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={`Special condition ${i + 1}`}
                        placeholder="If pregnant"
                        {...form.register(`ranges.${i}.specialCondition`)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Controller
                        control={form.control}
                        name={`ranges.${i}.age`}
                        render={({ field }) => (
                          <Select
                            aria-label={`Age ${i + 1}`}
                            data={[...AGE_BANDS]}
                            value={field.value}
                            onChange={(v) => field.onChange(v ?? 'All')}
                            allowDeselect={false}
                          />
                        )}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={`Min ${i + 1}`}
                        inputMode="decimal"
                        error={rowError(i, 'min')}
                        {...form.register(`ranges.${i}.min` as never)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        aria-label={`Max ${i + 1}`}
                        inputMode="decimal"
                        error={rowError(i, 'max')}
                        {...form.register(`ranges.${i}.max` as never)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete row ${i + 1}`}
                        onClick={() => rows.remove(i)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Processing...' : submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
