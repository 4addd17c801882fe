import { ESTIMATE_HEADS, type ClaimRequest, type ClaimRequestInput, type EstimateHead } from '@clinic/shared/insurance';
import { toPaise } from '@clinic/shared/money';
import { NumberInput, SimpleGrid, Text } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { numberOrZero } from '../../../lib/form-helpers.ts';

export const ESTIMATE_HEAD_LIST = Object.entries(ESTIMATE_HEADS) as [EstimateHead, string][];

// A head whose name takes two lines keeps its box in line with the others in the row.
const BOTTOM_ALIGNED = {
  root: { display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', height: '100%' },
} as const;

/** The request's cost estimate, one rupee field per head of the cashless form (kept in paise). */
export function ClaimEstimateFields({ form }: { form: UseFormReturn<ClaimRequestInput, unknown, ClaimRequest> }) {
  const { errors } = form.formState;
  return (
    <>
      <Text size="sm" fw={600}>
        Cost estimate
      </Text>
      <SimpleGrid cols={5} spacing="xs" verticalSpacing="xs">
        {ESTIMATE_HEAD_LIST.map(([head, label]) => (
          <Controller
            key={head}
            control={form.control}
            name={`estimate.${head}`}
            render={({ field }) => (
              <NumberInput
                label={label}
                size="xs"
                min={0}
                decimalScale={2}
                thousandSeparator=","
                thousandsGroupStyle="lakh"
                prefix="₹"
                hideControls
                styles={BOTTOM_ALIGNED}
                value={typeof field.value === 'number' ? field.value / 100 : ''}
                onChange={(v) => field.onChange(toPaise(numberOrZero(v)))}
                error={errors.estimate?.[head]?.message}
              />
            )}
          />
        ))}
      </SimpleGrid>
    </>
  );
}
