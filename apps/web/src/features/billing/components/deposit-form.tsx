import { PAYMENT_MODES, type Receipt } from '@clinic/shared/billing';
import { toPaise } from '@clinic/shared/money';
import { Button, Group, NumberInput, SegmentedControl, TextInput } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { failed } from '../../../lib/failed.ts';
import { useDeposit } from '../api/billing.queries.ts';

type Mode = (typeof PAYMENT_MODES)[number];

/** Money from the patient for a stay: an advance before the bill is final, a payment of the balance after. */
export function DepositForm({
  admissionId,
  finalized = false,
  onReceipt,
}: {
  admissionId: string;
  finalized?: boolean;
  /** Called with the receipt once the money is taken (the admission desk prints it at once). */
  onReceipt?: (receipt: Receipt) => void;
}) {
  const [amount, setAmount] = useState<number | string>('');
  const [mode, setMode] = useState<Mode>('Cash');
  const [reference, setReference] = useState('');
  const deposit = useDeposit(admissionId);
  const take = async () => {
    try {
      const receipt = await deposit.mutateAsync({ mode, reference, amountPaise: toPaise(Number(amount) || 0) });
      toast.success(`${finalized ? 'Payment' : 'Deposit'} received: ${receipt.receiptNumber}`);
      setAmount('');
      setReference('');
      onReceipt?.(receipt);
    } catch (err) {
      failed(err, 'Failed to take the deposit. Please try again.');
    }
  };
  return (
    <Group align="flex-end">
      <NumberInput
        label={finalized ? 'Payment (₹)' : 'Deposit (₹)'}
        min={0}
        decimalScale={2}
        thousandSeparator=","
        value={amount}
        onChange={setAmount}
        w={160}
      />
      <SegmentedControl aria-label="Deposit mode" data={[...PAYMENT_MODES]} value={mode} onChange={setMode} />
      {mode !== 'Cash' && (
        <TextInput
          label={`${mode} reference`}
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
          w={180}
        />
      )}
      <Button onClick={() => void take()} disabled={deposit.isPending || !(Number(amount) > 0)}>
        {deposit.isPending ? 'Processing...' : finalized ? 'Take payment' : 'Take deposit'}
      </Button>
    </Group>
  );
}
