import { PAYMENT_MODES } from '@clinic/shared/billing';
import { toPaise } from '@clinic/shared/money';
import { Button, Group, NumberInput, SegmentedControl, TextInput } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { failed } from '../../../lib/failed.ts';
import { useCreditNote, useRefund } from '../api/folio.queries.ts';
import { useBillCreditNotePrint } from './bill-credit-note-print.tsx';

type Mode = (typeof PAYMENT_MODES)[number];

export /** A description, an amount and a reason: the shape of a Miscellaneous line and of a credit note. */
function AmountWithReason({
  withDescription,
  submitLabel,
  busy,
  onSubmit,
}: {
  withDescription: boolean;
  submitLabel: string;
  busy: boolean;
  onSubmit: (v: { description: string; amountPaise: number; reason: string }) => Promise<boolean>;
}) {
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const submit = async () => {
    if (await onSubmit({ description, amountPaise: toPaise(Number(amount) || 0), reason })) {
      setDescription('');
      setAmount('');
      setReason('');
    }
  };
  return (
    <Group align="flex-end" wrap="wrap">
      {withDescription && (
        <TextInput
          label="Description"
          required
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          w={220}
        />
      )}
      <NumberInput
        label="Amount (₹)"
        required
        min={0}
        decimalScale={2}
        thousandSeparator=","
        value={amount}
        onChange={setAmount}
        w={140}
      />
      <TextInput label="Reason" required value={reason} onChange={(e) => setReason(e.currentTarget.value)} w={260} />
      <Button onClick={() => void submit()} disabled={busy}>
        {busy ? 'Processing...' : submitLabel}
      </Button>
    </Group>
  );
}

/** Issues a credit note against a finalized bill: an amount and the reason; it prints as it is issued. */
export function CreditNoteForm({ billId, patient }: { billId: string; patient: { name: string; mrn: string } }) {
  const note = useCreditNote(billId);
  const printer = useBillCreditNotePrint();
  return (
    <>
      <AmountWithReason
        withDescription={false}
        submitLabel="Issue credit note"
        busy={note.isPending}
        onSubmit={async ({ amountPaise, reason }) => {
          try {
            const created = await note.mutateAsync({ amountPaise, reason });
            toast.success(`Credit note ${created.number} issued`);
            printer.print({ note: created, patient });
            return true;
          } catch (err) {
            failed(err, 'Failed to issue the credit note. Please try again.');
            return false;
          }
        }}
      />
      {printer.element}
    </>
  );
}

/** Pays back what was paid beyond what the patient owes on a bill. */
export function RefundForm({
  billId,
  refundablePaise,
  paidBy,
}: {
  billId: string;
  refundablePaise: number;
  /** How the money came, which is how it goes back (the server refuses another mode). */
  paidBy: Mode;
}) {
  const [amount, setAmount] = useState<number | string>(refundablePaise / 100);
  const [mode, setMode] = useState<Mode>(paidBy);
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('Excess deposit');
  const refund = useRefund(billId);
  const pay = async () => {
    try {
      const receipt = await refund.mutateAsync({ mode, reference, reason, amountPaise: toPaise(Number(amount) || 0) });
      toast.success(`Refund paid: ${receipt.receiptNumber}`);
    } catch (err) {
      failed(err, 'Failed to pay the refund. Please try again.');
    }
  };
  return (
    <Group align="flex-end" wrap="wrap">
      <NumberInput
        label="Refund (₹)"
        min={0}
        max={refundablePaise / 100}
        decimalScale={2}
        thousandSeparator=","
        value={amount}
        onChange={setAmount}
        w={150}
      />
      <SegmentedControl aria-label="Refund mode" data={[...PAYMENT_MODES]} value={mode} onChange={setMode} />
      {mode !== 'Cash' && (
        <TextInput
          label={`${mode} reference`}
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
          w={170}
        />
      )}
      <TextInput label="Reason" value={reason} onChange={(e) => setReason(e.currentTarget.value)} w={200} />
      <Button color="orange" onClick={() => void pay()} disabled={refund.isPending || !(Number(amount) > 0)}>
        {refund.isPending ? 'Processing...' : 'Pay refund'}
      </Button>
    </Group>
  );
}
