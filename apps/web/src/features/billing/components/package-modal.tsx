import {
  BED_CLASSES,
  BED_CLASS_LABELS,
  type CarePackage,
  type CarePackageInput,
  type PackageInclusion,
} from '@clinic/shared/billing';
import { toPaise } from '@clinic/shared/money';
import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { toast } from '../../../components/ui/toast.ts';
import { setServerErrors, useClearErrorOnEdit } from '../../../lib/form-helpers.ts';
import { insuranceQueries } from '../../insurance/api/insurance.queries.ts';
import { useSavePackage } from '../api/packages.queries.ts';
import { PackageRulesFields, type PackageForm, type RuleRow } from './package-rules-fields.tsx';

const rupees = (paise: number | null | undefined): number | '' => (paise ? paise / 100 : '');
const rowOf = (r: PackageInclusion | CarePackage['exclusions'][number]): RuleRow => ({
  match: r.match,
  value: r.value,
  label: r.label,
  units: 'units' in r ? (r.units ?? '') : '',
  amount: 'amountPaise' in r ? rupees(r.amountPaise) : '',
});

function defaultsOf(p: CarePackage | null): PackageForm {
  return {
    code: p?.code ?? '',
    name: p?.name ?? '',
    payerId: p?.payerId ?? null,
    prices: Object.fromEntries(BED_CLASSES.map((c) => [c, rupees(p?.prices[c])])),
    roomDays: p?.roomDays ?? 0,
    inclusions: (p?.inclusions ?? []).map(rowOf),
    exclusions: (p?.exclusions ?? []).map(rowOf),
    isActive: p?.isActive ?? true,
  };
}

/** The form's rupees as the server's paise; an empty limit is no limit. */
function inputOf(v: PackageForm): CarePackageInput {
  const rule = ({ match, value, label }: RuleRow) => ({ match, value: value.trim(), label: label.trim() });
  return {
    code: v.code,
    name: v.name,
    payerId: v.payerId,
    prices: Object.fromEntries(
      Object.entries(v.prices).flatMap(([c, r]) => (r === '' || r === 0 ? [] : [[c, toPaise(r)]])),
    ),
    roomDays: Number(v.roomDays) || 0,
    inclusions: v.inclusions.map((r) => ({
      ...rule(r),
      units: r.units === '' ? null : r.units,
      amountPaise: r.amount === '' ? null : toPaise(r.amount),
    })),
    exclusions: v.exclusions.map(rule),
    isActive: v.isActive,
  };
}

/**
 * Adds or edits a package: its code and name, the scheme whose list it belongs to, a price per
 * room category, the room days it includes, and what else it includes and excludes. Stays that
 * already took it keep the terms they took.
 */
export function PackageModal({ value, onClose }: { value: CarePackage | 'new'; onClose: () => void }) {
  const editing = value === 'new' ? null : value;
  const form = useForm<PackageForm>({ defaultValues: defaultsOf(editing) });
  useClearErrorOnEdit(form);
  const save = useSavePackage(editing?._id ?? null);
  const payers = useQuery(insuranceQueries.payers());
  const { errors } = form.formState;
  // The prices' own error (none priced) sits on the record, whose keys are the room categories.
  const pricesError = (errors.prices as FieldError | undefined)?.message;
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(inputOf(values));
      toast.success(editing ? `${saved.code} updated` : `${saved.code} added`);
      onClose();
    } catch (err) {
      const message = setServerErrors(form.setError, err, 'code', 'Failed to save the package. Please try again.');
      if (message) toast.error(message);
    }
  });
  return (
    <Modal opened onClose={onClose} title={editing ? 'Edit package' : 'Add package'} size={1000}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Package form">
        <Stack>
          <SimpleGrid cols={3}>
            <TextInput
              label="Code"
              withAsterisk
              data-autofocus
              error={errors.code?.message}
              {...form.register('code')}
            />
            <TextInput label="Name" withAsterisk error={errors.name?.message} {...form.register('name')} />
            <Controller
              control={form.control}
              name="payerId"
              render={({ field }) => (
                <Select
                  label="Scheme or payer list"
                  placeholder="The hospital's own"
                  clearable
                  data={(payers.data ?? []).map((p) => ({ value: p._id, label: p.name }))}
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.payerId?.message}
                />
              )}
            />
          </SimpleGrid>
          <Stack gap={4}>
            <Text fw={600} size="sm">
              Price by room category
            </Text>
            <SimpleGrid cols={5}>
              {BED_CLASSES.map((c) => (
                <Controller
                  key={c}
                  control={form.control}
                  name={`prices.${c}`}
                  render={({ field }) => (
                    <NumberInput
                      label={BED_CLASS_LABELS[c]}
                      placeholder="Not offered"
                      prefix="₹"
                      thousandSeparator=","
                      thousandsGroupStyle="lakh"
                      min={0}
                      value={field.value}
                      onChange={(v) => field.onChange(v === '' ? '' : Number(v))}
                    />
                  )}
                />
              ))}
              <TextInput
                label="Room days included"
                type="number"
                min={0}
                error={errors.roomDays?.message}
                {...form.register('roomDays', { valueAsNumber: true })}
              />
            </SimpleGrid>
            {pricesError && (
              <Text size="xs" c="red">
                {pricesError}
              </Text>
            )}
          </Stack>
          <PackageRulesFields control={form.control} name="inclusions" errors={errors} />
          <PackageRulesFields control={form.control} name="exclusions" errors={errors} />
          <Controller
            control={form.control}
            name="isActive"
            render={({ field }) => (
              <Switch
                label="Offered"
                description="Turn off to retire it; stays that took it keep their terms"
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Processing...' : 'Save'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
