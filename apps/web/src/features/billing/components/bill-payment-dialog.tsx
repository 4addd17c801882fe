import { billPaymentInputSchema, PAYMENT_MODES, type BillSummary } from '@clinic/shared/billing';
import { formatPaise, toPaise } from '@clinic/shared/money';
import { Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { KEYS } from '../../../components/shortcuts/keys.ts';
import { useDeskShortcuts } from '../../../components/shortcuts/use-desk-shortcuts.ts';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { numberOrZero } from '../../../lib/form-helpers.ts';
import { useBillPayment } from '../api/billing.queries.ts';

type Mode = (typeof PAYMENT_MODES)[number];

/** Takes the rest of a part-paid bill (or part of it), by Cash, Card or UPI, and says the receipt number. */
export function BillPaymentDialog({ bill, onClose }: { bill: BillSummary; onClose: () => void }) {
  const [rupees, setRupees] = useState(bill.balancePaise / 100);
  const [mode, setMode] = useState<Mode>('Cash');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string>();
  const pay = useBillPayment(bill._id);
  const payButton = useRef<HTMLButtonElement>(null);
  useDeskShortcuts([{ keys: KEYS.save, label: 'Take the payment', run: () => payButton.current?.click() }], 'dialog');
  const submit = () => {
    const input = { mode, reference, amountPaise: toPaise(rupees) };
    const checked = billPaymentInputSchema.safeParse(input);
    setError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (!checked.success) return;
    pay.mutate(input, {
      onSuccess: (receipt) => {
        toast.success(`Payment received: ${receipt.receiptNumber}`);
        onClose();
      },
      onError: (err) =>
        setError(err instanceof ApiError ? err.message : 'Failed to take the payment. Please try again.'),
    });
  };
  return (
    <Modal opened onClose={onClose} title={`Take payment on ${bill.number}`} centered>
      <Stack>
        <Text size="sm">
          Total {formatPaise(bill.totalPaise)} · paid {formatPaise(bill.paidPaise)} · due{' '}
          <strong>{formatPaise(bill.balancePaise)}</strong>
        </Text>
        <NumberInput
          label="Amount (₹)"
          min={0}
          max={bill.balancePaise / 100}
          decimalScale={2}
          thousandSeparator=","
          value={rupees}
          onChange={(v) => setRupees(numberOrZero(v))}
        />
        <SegmentedControl
          aria-label="Payment mode"
          data={[...PAYMENT_MODES]}
          value={mode}
          onChange={(v) => setMode(v)}
        />
        {mode !== 'Cash' && (
          <TextInput
            label={`${mode} reference`}
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
          />
        )}
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button ref={payButton} onClick={submit} disabled={pay.isPending || rupees <= 0}>
            {pay.isPending ? 'Processing...' : 'Take payment'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
