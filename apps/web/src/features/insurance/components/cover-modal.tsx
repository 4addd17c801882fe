import {
  COVERAGE_RELATIONS,
  coverageInputSchema,
  type Coverage,
  type CoverageInput,
  type Payer,
} from '@clinic/shared/insurance';
import { toPaise } from '@clinic/shared/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { toast } from '../../../components/ui/toast.ts';
import { setServerErrors, useClearErrorOnEdit } from '../../../lib/form-helpers.ts';
import { insuranceQueries, useSaveCoverage } from '../api/insurance.queries.ts';

function defaultsOf(c: Coverage | null): CoverageInput {
  return {
    payerId: c?.payerId ?? '',
    tpaId: c?.tpaId ?? null,
    policyNumber: c?.policyNumber ?? '',
    memberId: c?.memberId ?? '',
    employeeId: c?.employeeId ?? '',
    relation: c?.relation ?? 'Self',
    primaryMemberName: c?.primaryMemberName ?? '',
    sumInsuredPaise: c?.sumInsuredPaise ?? 0,
    copayPercent: c?.copayPercent ?? 0,
    roomRentLimitPaise: c?.roomRentLimitPaise ?? 0,
    deductiblePaise: c?.deductiblePaise ?? 0,
    validFrom: c?.validFrom ?? '',
    validTo: c?.validTo ?? '',
    isActive: c?.isActive ?? true,
  };
}

const options = (payers: Payer[], keep: (p: Payer) => boolean) =>
  payers.filter((p) => p.isActive && keep(p)).map((p) => ({ value: p._id, label: `${p.name} (${p.kind})` }));

/**
 * Records or edits a patient's cover: the insurer, scheme or employer, the TPA handling an
 * insurer's claims, the policy and member, and the terms the bill needs.
 */
export function CoverModal({
  patientId,
  value,
  onClose,
}: {
  patientId: string;
  value: Coverage | 'new';
  onClose: () => void;
}) {
  const editing = value === 'new' ? null : value;
  const payers = useQuery(insuranceQueries.payers());
  const form = useForm<CoverageInput>({
    resolver: zodResolver(coverageInputSchema),
    defaultValues: defaultsOf(editing),
  });
  useClearErrorOnEdit(form);
  const save = useSaveCoverage(patientId, editing?._id ?? null);
  const { errors } = form.formState;
  const [payerId, relation] = useWatch({ control: form.control, name: ['payerId', 'relation'] });
  const all = payers.data ?? [];
  const kind = all.find((p) => p._id === payerId)?.kind;
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      toast.success(editing ? 'Cover updated' : 'Cover added');
      onClose();
    } catch (err) {
      const message = setServerErrors(
        form.setError,
        err,
        'policyNumber',
        'Failed to save the cover. Please try again.',
      );
      if (message) toast.error(message);
    }
  });
  const rupees = (name: Path<CoverageInput>, label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          min={0}
          decimalScale={2}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          prefix="₹"
          value={typeof field.value === 'number' ? field.value / 100 : ''}
          onChange={(v) => field.onChange(toPaise(Number(v) || 0))}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <Modal opened onClose={onClose} title={editing ? 'Edit cover' : 'Add cover'} size="xl">
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Cover form">
        <Stack>
          <SimpleGrid cols={3}>
            <Controller
              control={form.control}
              name="payerId"
              render={({ field }) => (
                <Select
                  label="Insurer, scheme or company"
                  withAsterisk
                  searchable
                  data={options(all, (p) => p.kind !== 'TPA')}
                  value={field.value || null}
                  onChange={(v) => field.onChange(v ?? '')}
                  error={errors.payerId?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="tpaId"
              render={({ field }) => (
                <Select
                  label="TPA (if any)"
                  clearable
                  data={options(all, (p) => p.kind === 'TPA')}
                  value={field.value ?? null}
                  onChange={(v) => field.onChange(v)}
                  error={errors.tpaId?.message}
                />
              )}
            />
            {kind === 'Corporate' ? (
              <TextInput
                label="Employee ID"
                withAsterisk
                error={errors.employeeId?.message}
                {...form.register('employeeId')}
              />
            ) : (
              <TextInput
                label="Policy number"
                withAsterisk
                error={errors.policyNumber?.message}
                {...form.register('policyNumber')}
              />
            )}
            <TextInput label="Member ID" error={errors.memberId?.message} {...form.register('memberId')} />
            <Controller
              control={form.control}
              name="relation"
              render={({ field }) => (
                <Select
                  label="Relation"
                  data={[...COVERAGE_RELATIONS]}
                  allowDeselect={false}
                  value={field.value ?? 'Self'}
                  onChange={(v) => field.onChange(v)}
                />
              )}
            />
            {relation !== 'Self' && (
              <TextInput
                label="Primary member"
                withAsterisk
                error={errors.primaryMemberName?.message}
                {...form.register('primaryMemberName')}
              />
            )}
            {rupees('sumInsuredPaise', 'Sum insured')}
            <Controller
              control={form.control}
              name="copayPercent"
              render={({ field }) => (
                <NumberInput
                  label="Co-pay"
                  suffix="%"
                  min={0}
                  max={100}
                  decimalScale={2}
                  value={field.value ?? 0}
                  onChange={(v) => field.onChange(Number(v) || 0)}
                  error={errors.copayPercent?.message}
                />
              )}
            />
            {rupees('roomRentLimitPaise', 'Room rent a day (0: no limit)')}
            {rupees('deductiblePaise', 'Deductible')}
            <TextInput
              label="Valid from"
              type="date"
              withAsterisk
              error={errors.validFrom?.message}
              {...form.register('validFrom')}
            />
            <TextInput
              label="Valid to"
              type="date"
              withAsterisk
              error={errors.validTo?.message}
              {...form.register('validTo')}
            />
          </SimpleGrid>
          <Controller
            control={form.control}
            name="isActive"
            render={({ field }) => (
              <Switch
                label="In force"
                description="Turn off when the policy lapses or the patient leaves the scheme"
                checked={field.value ?? true}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Processing...' : 'Save cover'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
