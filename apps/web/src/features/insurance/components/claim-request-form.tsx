import {
  CHRONIC_ILLNESSES,
  LINES_OF_TREATMENT,
  claimRequestSchema,
  estimateSchema,
  type ClaimRequest,
  type ClaimRequestInput,
} from '@clinic/shared/insurance';
import { formatPaise } from '@clinic/shared/money';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../components/ui/toast.ts';
import { blankToNull, numberOrZero, setServerErrors, useClearErrorOnEdit } from '../../../lib/form-helpers.ts';
import { ClaimEstimateFields, ESTIMATE_HEAD_LIST } from './claim-estimate-fields.tsx';

function defaultsOf(r: ClaimRequest | null): ClaimRequest {
  return (
    r ?? {
      complaints: '',
      findings: '',
      provisionalDiagnosis: '',
      icd10Code: '',
      lineOfTreatment: 'Medical',
      plannedProcedure: '',
      expectedDays: 1,
      isAccident: false,
      reportedToPolice: false,
      firNumber: '',
      isMaternity: false,
      expectedDeliveryDate: null,
      chronicIllnesses: [],
      estimate: estimateSchema.parse({}),
    }
  );
}

/** An unticked accident or maternity sends none of the details typed under it before. */
function withoutHiddenDetails(r: ClaimRequest): ClaimRequest {
  return {
    ...r,
    reportedToPolice: r.isAccident && r.reportedToPolice,
    firNumber: r.isAccident ? r.firNumber : '',
    expectedDeliveryDate: r.isMaternity ? r.expectedDeliveryDate : null,
  };
}

/**
 * The clinical and cost part of the cashless request (IRDAI Part C): what is wrong, what the
 * clinic plans, and the estimate by the form's heads in rupees (sent as paise). Laid out to fit a
 * 1366×768 screen with its buttons in view.
 */
export function ClaimRequestForm({
  title,
  intro,
  request,
  submitLabel,
  busy,
  save,
  onClose,
}: {
  title: string;
  intro?: ReactNode;
  /** The request to change; null for a new one. */
  request: ClaimRequest | null;
  submitLabel: string;
  busy: boolean;
  /** Sends the request; a failure's field messages go under the fields. */
  save: (input: ClaimRequest) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useForm<ClaimRequestInput, unknown, ClaimRequest>({
    resolver: zodResolver(claimRequestSchema),
    defaultValues: defaultsOf(request),
  });
  useClearErrorOnEdit(form);
  const { errors } = form.formState;
  const [isAccident, isMaternity, estimate] = useWatch({
    control: form.control,
    name: ['isAccident', 'isMaternity', 'estimate'],
  });
  const total = ESTIMATE_HEAD_LIST.reduce((sum, [head]) => sum + (estimate?.[head] ?? 0), 0);
  const submit = form.handleSubmit(async (values) => {
    try {
      await save(withoutHiddenDetails(values));
      onClose();
    } catch (err) {
      const message = setServerErrors(form.setError, err, undefined, 'Failed to save the request. Please try again.');
      if (message) toast.error(message);
    }
  });

  return (
    <Modal opened onClose={onClose} title={title} size="xl">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Pre-authorisation request">
        <Stack gap="sm">
          {intro}
          <SimpleGrid cols={3} spacing="sm" verticalSpacing="xs">
            <Textarea
              label="Presenting complaints"
              autosize
              minRows={1}
              maxRows={2}
              error={errors.complaints?.message}
              {...form.register('complaints')}
            />
            <Textarea
              label="Clinical findings"
              autosize
              minRows={1}
              maxRows={2}
              error={errors.findings?.message}
              {...form.register('findings')}
            />
            <TextInput
              label="Provisional diagnosis"
              withAsterisk
              error={errors.provisionalDiagnosis?.message}
              {...form.register('provisionalDiagnosis')}
            />
            <TextInput
              label="ICD-10 code"
              placeholder="K80.0"
              error={errors.icd10Code?.message}
              {...form.register('icd10Code')}
            />
            <Controller
              control={form.control}
              name="lineOfTreatment"
              render={({ field }) => (
                <Select
                  label="Line of treatment"
                  data={[...LINES_OF_TREATMENT]}
                  allowDeselect={false}
                  value={field.value ?? 'Medical'}
                  onChange={(v) => field.onChange(v)}
                  error={errors.lineOfTreatment?.message}
                />
              )}
            />
            <TextInput
              label="Planned procedure or surgery"
              error={errors.plannedProcedure?.message}
              {...form.register('plannedProcedure')}
            />
            <Controller
              control={form.control}
              name="expectedDays"
              render={({ field }) => (
                <NumberInput
                  label="Expected days in hospital"
                  min={1}
                  max={365}
                  allowDecimal={false}
                  value={field.value ?? 1}
                  onChange={(v) => field.onChange(numberOrZero(v))}
                  error={errors.expectedDays?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="chronicIllnesses"
              render={({ field }) => (
                <MultiSelect
                  label="Chronic illnesses"
                  style={{ gridColumn: 'span 2' }}
                  data={[...CHRONIC_ILLNESSES]}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  searchable
                  clearable
                  error={errors.chronicIllnesses?.message}
                />
              )}
            />
          </SimpleGrid>
          <Group gap="md" align="flex-end" wrap="nowrap" mih={24}>
            <Controller
              control={form.control}
              name="isAccident"
              render={({ field }) => (
                <Checkbox
                  label="Accident"
                  mb={5}
                  checked={field.value ?? false}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                />
              )}
            />
            {isAccident && (
              <>
                <Controller
                  control={form.control}
                  name="reportedToPolice"
                  render={({ field }) => (
                    <Checkbox
                      label="Reported to police"
                      mb={5}
                      checked={field.value ?? false}
                      onChange={(e) => field.onChange(e.currentTarget.checked)}
                    />
                  )}
                />
                <TextInput
                  label="FIR number"
                  size="xs"
                  w={130}
                  error={errors.firNumber?.message}
                  {...form.register('firNumber')}
                />
              </>
            )}
            <Controller
              control={form.control}
              name="isMaternity"
              render={({ field }) => (
                <Checkbox
                  label="Maternity"
                  mb={5}
                  checked={field.value ?? false}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                />
              )}
            />
            {isMaternity && (
              <TextInput
                label="Expected delivery"
                type="date"
                size="xs"
                w={150}
                error={errors.expectedDeliveryDate?.message}
                {...form.register('expectedDeliveryDate', { setValueAs: blankToNull })}
              />
            )}
          </Group>
          <ClaimEstimateFields form={form} />
          <Group justify="space-between">
            <Text fw={600} aria-live="polite">
              Estimated total {formatPaise(total)}
            </Text>
            <Group>
              <Button variant="default" onClick={onClose}>
                Close
              </Button>
              <Button type="submit" disabled={busy}>
                {busy ? 'Processing...' : submitLabel}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
