import { PAYMENT_MODES, type PaymentMode } from '@clinic/shared/pharmacy';
import { Group, SegmentedControl, TextInput } from '@mantine/core';

/** Cash, Card or UPI (001 §9), with the reference Card and UPI need. */
export function PaymentPicker({
  mode,
  reference,
  onMode,
  onReference,
  label = 'Payment mode',
  error,
}: {
  mode: PaymentMode;
  reference: string;
  onMode: (mode: PaymentMode) => void;
  onReference: (reference: string) => void;
  label?: string;
  error?: string;
}) {
  return (
    <Group align="flex-end">
      <SegmentedControl data={[...PAYMENT_MODES]} value={mode} onChange={onMode} aria-label={label} />
      {mode !== 'Cash' && (
        <TextInput
          label={`${mode} reference`}
          value={reference}
          onChange={(e) => onReference(e.currentTarget.value)}
          error={error}
          w={200}
        />
      )}
    </Group>
  );
}
