import { medicationOrderInputSchema, type MedicationOrderInput } from '@clinic/shared/admissions';
import { ROUTES_OF_ADMINISTRATION } from '@clinic/shared/encounters';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NumberInput, Select, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toast.ts';
import { safetyWarnings } from '../../../lib/api-client.ts';
import { useClinicToday } from '../../../lib/clinic-clock.ts';
import { clinicWallClock } from '../../../lib/format.ts';
import { applyFieldErrors, useClearErrorOnEdit } from '../../../lib/form-helpers.ts';
import { inventoryQueries } from '../../inventory/api/inventory.queries.ts';
import { useOrderMedication } from '../api/ward-round.queries.ts';

const FREQUENCIES = ['OD', 'BD', 'TDS', 'QID', 'HS', 'SOS', 'STAT', '1-0-1', '1-1-1', '0-0-1'];

/** The doctor's inpatient medication order: drug, dose, route, frequency, start and stop. */
export function MedicationOrderForm({ admissionId }: { admissionId: string }) {
  const drugs = useQuery(inventoryQueries.drugs);
  const today = useClinicToday();
  const order = useOrderMedication(admissionId);
  const blank = (): MedicationOrderInput => ({
    drugId: '',
    dose: '',
    route: 'Oral',
    frequency: '',
    startDate: today,
    // Now on the clinic's clock: doses are due from when the order is written, never before.
    startTime: clinicWallClock(new Date()).time,
    stopDate: null,
    instructions: '',
    overrideReason: '',
  });
  const form = useForm<MedicationOrderInput>({
    resolver: zodResolver(medicationOrderInputSchema),
    defaultValues: blank(),
  });
  useClearErrorOnEdit(form);
  // The clinic's today arrives from the server after the first render (the browser's date until
  // then, which differs around midnight or outside India): follow it until the doctor picks a date.
  useEffect(() => {
    if (!form.getFieldState('startDate').isDirty) form.setValue('startDate', today);
  }, [form, today]);
  const errors = form.formState.errors;
  const [warning, setWarning] = useState<string | null>(null);
  const save = (input: MedicationOrderInput) =>
    order.mutate(input, {
      onSuccess: (o) => {
        toast.success(`${o.drugName} ordered`);
        setWarning(null);
        form.reset(blank());
      },
      onError: (error) => {
        const warned = safetyWarnings(error);
        if (warned) {
          setWarning(warned.overrideReason ?? error.message);
          return;
        }
        const message = applyFieldErrors(form, error, 'Failed to order the medicine');
        if (message) toast.error(message);
      },
    });
  return (
    <form noValidate aria-label="Order a medicine" onSubmit={(e) => void form.handleSubmit(save)(e)}>
      <Group align="flex-start" wrap="wrap" gap="sm">
        <Controller
          control={form.control}
          name="drugId"
          render={({ field, fieldState }) => (
            <Select
              label="Medicine"
              required
              searchable
              placeholder="Type to search"
              data={(drugs.data ?? []).map((d) => ({ value: d._id, label: d.name }))}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              error={fieldState.error?.message}
              w={260}
            />
          )}
        />
        <TextInput
          label="Dose"
          required
          placeholder="1 g"
          {...form.register('dose')}
          error={errors.dose?.message}
          w={110}
        />
        <Controller
          control={form.control}
          name="route"
          render={({ field }) => (
            <Select
              label="Route"
              data={[...ROUTES_OF_ADMINISTRATION]}
              value={field.value}
              onChange={(v) => field.onChange(v ?? 'Oral')}
              allowDeselect={false}
              w={140}
            />
          )}
        />
        <Controller
          control={form.control}
          name="frequency"
          render={({ field, fieldState }) => (
            <Select
              label="Frequency"
              required
              searchable
              data={FREQUENCIES}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              error={fieldState.error?.message}
              w={120}
            />
          )}
        />
        <TextInput
          label="Start date"
          type="date"
          required
          {...form.register('startDate')}
          error={errors.startDate?.message}
          w={150}
        />
        <TextInput
          label="Start time"
          type="time"
          required
          {...form.register('startTime')}
          error={errors.startTime?.message}
          w={130}
        />
        <Controller
          control={form.control}
          name="stopDate"
          render={({ field, fieldState }) => (
            <TextInput
              label="Stop date"
              type="date"
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.currentTarget.value || null)}
              error={fieldState.error?.message}
              w={150}
            />
          )}
        />
        <TextInput label="Instructions" placeholder="Over 30 minutes" {...form.register('instructions')} w={220} />
        {form.watch('frequency') === 'SOS' && (
          <>
            {(['prnMaxPerDay', 'prnMinHours'] as const).map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field, fieldState }) => (
                  <NumberInput
                    label={name === 'prnMaxPerDay' ? 'Max doses / 24 h' : 'Min hours apart'}
                    min={1}
                    allowDecimal={false}
                    value={field.value ?? ''}
                    onChange={(v) => field.onChange(typeof v === 'number' ? v : null)}
                    error={fieldState.error?.message}
                    w={140}
                  />
                )}
              />
            ))}
          </>
        )}
        <Button type="submit" size="sm" mt={25} loading={order.isPending}>
          Add order
        </Button>
      </Group>
      {warning && (
        <Alert color="red" variant="light" mt="sm" icon={<IconAlertTriangle size={16} />} title="Safety warning">
          <Text size="sm">{warning}</Text>
          <TextInput
            mt={4}
            size="xs"
            label="Reason to go on"
            placeholder="e.g. Skin test negative"
            {...form.register('overrideReason')}
          />
        </Alert>
      )}
    </form>
  );
}
