import { rateFactorsSchema, type RateFactors, type RateFactorsInput } from '@clinic/shared/insurance';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { Controller, useForm, type Path } from 'react-hook-form';
import { toast } from '../../../components/ui/toast.ts';
import { setServerErrors } from '../../../lib/form-helpers.ts';
import { useSetFactors } from '../api/tariffs.queries.ts';

const FIELDS: [Path<RateFactorsInput>, string][] = [
  ['general', 'General ward'],
  ['semi-private', 'Semi-private ward'],
  ['private', 'Private ward'],
  ['icu', 'ICU'],
  ['accreditation', 'Accreditation'],
  ['city', 'City class'],
];
const ONES: RateFactors = { general: 1, 'semi-private': 1, private: 1, icu: 1, accreditation: 1, city: 1 };

/**
 * A scheme's factors on its base rates, as CGHS sets them: by ward (on rates for any room), by the
 * hospital's accreditation and by the city's class. Cleared, the rates stand as written.
 */
export function TariffFactorsForm({ payerId, factors }: { payerId: string; factors: RateFactors | null }) {
  const form = useForm<RateFactorsInput>({
    resolver: zodResolver(rateFactorsSchema),
    defaultValues: factors ?? ONES,
  });
  const save = useSetFactors(payerId);
  const send = async (value: RateFactorsInput | null) => {
    try {
      const saved = await save.mutateAsync(value);
      form.reset(saved.factors ?? ONES);
      toast.success(value ? 'Factors saved' : 'Factors cleared');
    } catch (err) {
      const message = setServerErrors(form.setError, err, undefined, 'Failed to save the factors. Please try again.');
      if (message) toast.error(message);
    }
  };
  return (
    <form onSubmit={(e) => void form.handleSubmit((v) => send(v))(e)} noValidate aria-label="Rate factors">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {factors
            ? 'Rates are scaled by these factors (1 leaves a rate as it is).'
            : 'No factors: every rate stands as written.'}
        </Text>
        <SimpleGrid cols={6} spacing="xs">
          {FIELDS.map(([name, label]) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field, fieldState }) => (
                <NumberInput
                  label={label}
                  min={0.5}
                  max={2}
                  step={0.05}
                  decimalScale={3}
                  value={field.value ?? 1}
                  onChange={(v) => field.onChange(typeof v === 'number' ? v : Number(v) || 0)}
                  error={fieldState.error?.message}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end" gap="xs">
          {factors && (
            <Button variant="default" onClick={() => void send(null)} loading={save.isPending}>
              Clear factors
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            Save factors
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
