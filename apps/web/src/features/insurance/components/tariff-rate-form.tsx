import { tariffRateInputSchema, type TariffRateInput } from '@clinic/shared/insurance';
import { toPaise } from '@clinic/shared/money';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toast.ts';
import { setServerErrors, useClearErrorOnEdit } from '../../../lib/form-helpers.ts';
import { servicesQuery } from '../../services/api/services.queries.ts';
import { useAddRate } from '../api/tariffs.queries.ts';
import { CATEGORY_OPTIONS } from './tariff-labels.ts';

/** Adds one dated rate: a catalogue service, the room category it is for, the payer's price, from a day. */
export function TariffRateForm({ payerId, today }: { payerId: string; today: string }) {
  const services = useQuery(servicesQuery);
  const form = useForm<TariffRateInput>({
    resolver: zodResolver(tariffRateInputSchema),
    defaultValues: { serviceId: '', roomCategory: 'any', pricePaise: 0, effectiveFrom: today },
  });
  useClearErrorOnEdit(form);
  const add = useAddRate(payerId);
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      toast.success('Rate added');
      form.reset({ ...values, serviceId: '', pricePaise: 0 });
    } catch (err) {
      const message = setServerErrors(form.setError, err, 'effectiveFrom', 'Failed to add the rate. Please try again.');
      if (message) toast.error(message);
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Add a rate">
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <Controller
          control={form.control}
          name="serviceId"
          render={({ field }) => (
            <Select
              label="Service"
              placeholder="Search the catalogue"
              searchable
              data={(services.data ?? []).map((s) => ({ value: s._id, label: s.name }))}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              error={errors.serviceId?.message}
              style={{ flex: 3 }}
              withAsterisk
            />
          )}
        />
        <Controller
          control={form.control}
          name="roomCategory"
          render={({ field }) => (
            <Select
              label="Room"
              data={CATEGORY_OPTIONS}
              value={field.value ?? 'any'}
              onChange={(v) => field.onChange(v ?? 'any')}
              allowDeselect={false}
              error={errors.roomCategory?.message}
              style={{ flex: 2 }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="pricePaise"
          render={({ field, fieldState }) => (
            <NumberInput
              label="Payer's price"
              min={0}
              decimalScale={2}
              thousandSeparator=","
              thousandsGroupStyle="lakh"
              prefix="₹"
              value={typeof field.value === 'number' ? field.value / 100 : ''}
              onChange={(v) => field.onChange(toPaise(Number(v) || 0))}
              error={fieldState.error?.message}
              style={{ flex: 2 }}
              withAsterisk
            />
          )}
        />
        <TextInput
          label="From"
          type="date"
          withAsterisk
          error={errors.effectiveFrom?.message}
          {...form.register('effectiveFrom')}
          style={{ flex: 2 }}
        />
        <Button type="submit" mt={25} loading={add.isPending}>
          Add rate
        </Button>
      </Group>
    </form>
  );
}
