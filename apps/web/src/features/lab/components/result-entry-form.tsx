import {
  calculatedParameters,
  calculatedValues,
  differentialProblem,
  flagOf,
  pickRange,
  rangeText,
  type AmendmentInput,
  type LabOrderDetail,
  type LabReport,
} from '@clinic/shared/lab';
import { Button, Group, Paper, Select, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../components/ui/toast.ts';
import { applyFieldErrors, useClearErrorOnEdit } from '../../../lib/form-helpers.ts';
import { ResultFlagBadge } from './result-flag.tsx';

type Values = AmendmentInput & { reason: string };

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * Results for each parameter of the ordered test. The range shown is the one for this patient
 * (gender, age on the sample's day, the condition chosen) and the flag follows the value as it is
 * typed; the server works both out again when saving. The differential's absolute counts are
 * worked out from the WBC and the percents (shown, not typed), and the five percents are checked
 * to add up to 100. An amendment also asks why.
 */
export function ResultEntryForm({
  detail,
  start,
  amending,
  busy,
  onSubmit,
  onCancel,
}: {
  detail: LabOrderDetail;
  /** The version being corrected or amended, to start from its values. */
  start: LabReport | undefined;
  amending: boolean;
  busy: boolean;
  onSubmit: (values: Values) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const form = useForm<Values>({
    defaultValues: {
      condition: start?.condition ?? '',
      comment: start?.comment ?? '',
      reason: '',
      results: detail.parameters.map((p) => {
        const before = start?.results.find((r) => r.parameterId === p._id);
        return { parameterId: p._id, value: before?.value ?? '', comment: before?.comment ?? '' };
      }),
    },
  });
  useClearErrorOnEdit(form);
  const condition = useWatch({ control: form.control, name: 'condition' }) ?? '';
  const values = useWatch({ control: form.control, name: 'results' }) ?? [];
  const subject = { ...detail.patient, condition };
  const typedOf = (id: string) => values[detail.parameters.findIndex((p) => p._id === id)]?.value ?? '';
  const calculated = calculatedParameters(detail.parameters);
  const worked = calculatedValues(detail.parameters, typedOf);
  const differential = differentialProblem(detail.parameters, typedOf);
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (v) => {
    try {
      await onSubmit(amending ? v : { ...v, reason: '' });
    } catch (err) {
      const message = applyFieldErrors(form, err, 'Failed to save the results. Please try again.');
      if (message) toast.error(message);
    }
  });

  return (
    <Paper withBorder p="md" radius="md">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label={amending ? 'Amend results' : 'Enter results'}>
        <Stack>
          <Group justify="space-between">
            <Title order={2} size="h4">
              {amending ? 'Amend results' : 'Enter results'}
            </Title>
            {detail.conditions.length > 0 && (
              <Controller
                control={form.control}
                name="condition"
                render={({ field }) => (
                  <Select
                    label="Special condition"
                    placeholder="None"
                    clearable
                    data={detail.conditions}
                    value={field.value || null}
                    onChange={(v) => field.onChange(v ?? '')}
                    w={220}
                  />
                )}
              />
            )}
          </Group>
          <Table.ScrollContainer minWidth={720}>
            <Table aria-label="Result entry" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Parameter</Table.Th>
                  <Table.Th w={170}>Result</Table.Th>
                  <Table.Th>Unit</Table.Th>
                  <Table.Th>Normal range</Table.Th>
                  <Table.Th w={120}>Flag</Table.Th>
                  <Table.Th>Comment</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {detail.parameters.map((p, i) => {
                  const range = p.resultType === 'Numeric' ? pickRange(p.ranges, subject) : null;
                  const isCalculated = calculated.has(p._id);
                  const typed = isCalculated ? (worked.get(p._id) ?? '') : (values[i]?.value.trim() ?? '');
                  const flag =
                    p.resultType === 'Numeric' && NUMBER.test(typed)
                      ? flagOf(Number(Number(typed).toFixed(p.decimalPlaces)), range, {
                          low: p.criticalLow,
                          high: p.criticalHigh,
                        })
                      : null;
                  return (
                    <Table.Tr key={p._id}>
                      <Table.Td>{p.name}</Table.Td>
                      <Table.Td>
                        {isCalculated ? (
                          <TextInput
                            aria-label={`${p.name} result`}
                            readOnly
                            variant="filled"
                            value={typed}
                            placeholder="Calculated"
                            description="WBC × % ÷ 100"
                            error={errors.results?.[i]?.value?.message}
                          />
                        ) : (
                          <TextInput
                            aria-label={`${p.name} result`}
                            inputMode={p.resultType === 'Numeric' ? 'decimal' : 'text'}
                            error={errors.results?.[i]?.value?.message}
                            {...form.register(`results.${i}.value`)}
                          />
                        )}
                      </Table.Td>
                      <Table.Td>{p.unit}</Table.Td>
                      <Table.Td>{range ? rangeText(range) : p.resultType === 'Text' ? 'Text' : '—'}</Table.Td>
                      <Table.Td>
                        <ResultFlagBadge flag={flag} />
                      </Table.Td>
                      <Table.Td>
                        <TextInput aria-label={`${p.name} comment`} {...form.register(`results.${i}.comment`)} />
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {differential && (
            <Text c="orange.8" size="sm" role="status">
              {differential}
            </Text>
          )}
          <Textarea label="Comment on the report" autosize minRows={2} {...form.register('comment')} />
          {amending && (
            <TextInput
              label="Reason for the amendment"
              withAsterisk
              error={errors.reason?.message}
              {...form.register('reason', {
                validate: (v) => v.trim().length > 0 || 'Give the reason for the amendment',
              })}
            />
          )}
          {errors.results?.message && (
            <Text c="red" size="sm" role="alert">
              {errors.results.message}
            </Text>
          )}
          <Group justify="flex-end">
            {onCancel && (
              <Button variant="default" onClick={onCancel}>
                Cancel
              </Button>
            )}
            <Button type="submit" disabled={busy}>
              {busy ? 'Processing...' : amending ? 'Save amendment' : 'Save results'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
