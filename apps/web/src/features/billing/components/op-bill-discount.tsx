import { flatAsPercent } from '@clinic/shared/billing';
import { toPaise } from '@clinic/shared/money';
import { Group, NumberInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { numberOrZero } from '../../../lib/form-helpers.ts';

export type DiscountKind = '%' | '₹';

/** The discount of an OP bill as the form holds it: a percent or rupees, and why. */
export function useBillDiscount(grossPaise: number) {
  const [kind, setKind] = useState<DiscountKind>('%');
  const [value, setValue] = useState(0);
  const [reason, setReason] = useState('');
  const percent = kind === '%' ? value : 0;
  const flatPaise = kind === '₹' ? toPaise(value) : 0;
  return {
    kind,
    setKind: (k: DiscountKind) => {
      setKind(k);
      setValue(0);
    },
    value,
    setValue,
    reason,
    setReason,
    percent,
    flatPaise,
    /** The discount as a percent of the bill, for the clinic's approval limit. */
    effectivePercent: flatPaise ? flatAsPercent(flatPaise, grossPaise) : percent,
  };
}

export type BillDiscount = ReturnType<typeof useBillDiscount>;

/** Discount as a percent or in rupees, with its reason; says when it will need approval. */
export function DiscountFields({
  discount: d,
  approvalPercent,
  needsApproval,
  errors,
}: {
  discount: BillDiscount;
  approvalPercent: number;
  needsApproval: boolean;
  errors: Record<string, string>;
}) {
  return (
    <>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={500}>
            Discount
          </Text>
          <SegmentedControl
            size="xs"
            aria-label="Discount in"
            data={['%', '₹']}
            value={d.kind}
            onChange={(v) => d.setKind(v)}
          />
        </Group>
        <NumberInput
          aria-label={d.kind === '%' ? 'Discount (%)' : 'Discount (₹)'}
          min={0}
          max={d.kind === '%' ? 100 : undefined}
          decimalScale={2}
          thousandSeparator={d.kind === '₹' ? ',' : undefined}
          value={d.value}
          onChange={(v) => d.setValue(numberOrZero(v))}
          error={errors.discountPercent ?? errors.discountFlatPaise}
        />
        <Text size="xs" c={needsApproval ? 'orange' : 'dimmed'}>
          {needsApproval
            ? `Above ${approvalPercent}%: the bill waits for approval, then you take the payment`
            : `Above ${approvalPercent}% needs approval`}
        </Text>
      </Stack>
      <TextInput
        label="Discount reason"
        disabled={d.value === 0}
        withAsterisk={d.value > 0}
        value={d.reason}
        onChange={(e) => d.setReason(e.currentTarget.value)}
        error={errors.discountReason}
      />
    </>
  );
}
