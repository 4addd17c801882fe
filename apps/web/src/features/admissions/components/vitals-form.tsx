import {
  CONSCIOUSNESS,
  CONSCIOUSNESS_LABELS,
  ipVitalsInputSchema,
  type IpVitalsInput,
} from '@clinic/shared/admissions';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, NumberInput, Select, SimpleGrid } from '@mantine/core';
import { useRef } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { toast } from '../../../components/ui/toast.ts';
import { applyFieldErrors, scrollToFirstError, useClearErrorOnEdit } from '../../../lib/form-helpers.ts';
import { useRecordVitals } from '../api/admissions.queries.ts';

const NUMBERS: [FieldPath<IpVitalsInput>, string, number?][] = [
  ['respiratoryRate', 'Respiratory rate (/min)'],
  ['spo2', 'SpO₂ (%)'],
  ['systolic', 'Systolic BP (mmHg)'],
  ['diastolic', 'Diastolic BP (mmHg)'],
  ['pulse', 'Pulse (bpm)'],
  ['temperatureF', 'Temperature (°F)', 1],
];

/** One set of observations; the server scores NEWS2 from it. */
export function VitalsForm({ admissionId, onSaved }: { admissionId: string; onSaved?: () => void }) {
  const ref = useRef<HTMLFormElement>(null);
  const save = useRecordVitals(admissionId);
  const form = useForm<IpVitalsInput>({
    resolver: zodResolver(ipVitalsInputSchema),
    defaultValues: { consciousness: 'A', spo2Scale: 1, onOxygen: false },
    // 000 §5: an error clears when its field is edited and comes back only on the next save.
    reValidateMode: 'onSubmit',
  });
  useClearErrorOnEdit(form);
  const send = (input: IpVitalsInput) =>
    save.mutate(input, {
      onSuccess: (v) => {
        toast.success(`Vitals recorded: NEWS2 ${v.news2Score} (${v.news2Risk})`);
        form.reset({ consciousness: 'A', spo2Scale: 1, onOxygen: false });
        onSaved?.();
      },
      onError: (error) => {
        const message = applyFieldErrors(form, error, 'Failed to record vitals');
        if (message) toast.error(message);
      },
    });
  return (
    <form
      ref={ref}
      noValidate
      aria-label="Record vitals"
      onSubmit={(e) => void form.handleSubmit(send, () => scrollToFirstError(ref.current))(e)}
    >
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        {NUMBERS.map(([name, label, decimals]) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field, fieldState }) => (
              <NumberInput
                label={label}
                required
                decimalScale={decimals ?? 0}
                value={field.value === undefined ? '' : Number(field.value)}
                onChange={(v) => field.onChange(v === '' ? undefined : v)}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
        <Controller
          control={form.control}
          name="consciousness"
          render={({ field, fieldState }) => (
            <Select
              label="Consciousness (ACVPU)"
              required
              data={CONSCIOUSNESS.map((c) => ({ value: c, label: `${c} · ${CONSCIOUSNESS_LABELS[c]}` }))}
              value={field.value ?? null}
              onChange={(v) => field.onChange(v ?? undefined)}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="spo2Scale"
          render={({ field }) => (
            <Select
              label="SpO₂ scale"
              data={[
                { value: '1', label: 'Scale 1' },
                { value: '2', label: 'Scale 2 (target 88–92%)' },
              ]}
              value={String(field.value ?? 1)}
              onChange={(v) => field.onChange(v === '2' ? 2 : 1)}
            />
          )}
        />
      </SimpleGrid>
      <Group justify="space-between" mt="md">
        <Checkbox label="On supplemental oxygen" {...form.register('onOxygen')} />
        <Button type="submit" loading={save.isPending}>
          Save vitals
        </Button>
      </Group>
    </form>
  );
}
