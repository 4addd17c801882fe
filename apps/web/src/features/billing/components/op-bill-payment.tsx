import { PAYMENT_MODES } from '@clinic/shared/billing';
import { NumberInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { numberOrZero } from '../../../lib/form-helpers.ts';

export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** What is paid at the desk and how: the amount, the mode, and the Card or UPI reference. */
export function PaymentFields({
  paid,
  onPaid,
  mode,
  onMode,
  reference,
  onReference,
  errors,
}: {
  paid: number;
  onPaid: (rupees: number) => void;
  mode: PaymentMode;
  onMode: (mode: PaymentMode) => void;
  reference: string;
  onReference: (reference: string) => void;
  errors: Record<string, string>;
}) {
  return (
    <>
      <NumberInput
        label="Paid amount (₹)"
        min={0}
        decimalScale={2}
        thousandSeparator=","
        value={paid}
        onChange={(v) => onPaid(numberOrZero(v))}
        error={errors['payment.amountPaise']}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Payment method
        </Text>
        <SegmentedControl data={[...PAYMENT_MODES]} value={mode} onChange={(v) => onMode(v)} />
      </Stack>
      {mode !== 'Cash' && (
        <TextInput
          label={`${mode} reference`}
          withAsterisk
          value={reference}
          onChange={(e) => onReference(e.currentTarget.value)}
          error={errors['payment.reference']}
        />
      )}
    </>
  );
}
