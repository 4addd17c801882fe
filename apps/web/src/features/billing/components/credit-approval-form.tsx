import { formatPaise, toPaise } from '@clinic/shared/money';
import { Button, Group, NumberInput, TextInput } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError, api } from '../../../lib/api-client.ts';
import { numberOrZero } from '../../../lib/form-helpers.ts';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';
import { creditApprovalSchema, type CreditApprovalInput } from '@clinic/shared/billing';
import { billingKeys } from '../api/billing.queries.ts';

/**
 * Lets the patient go home owing the balance (`bills.credit.approve`): how much, until when, why.
 * Discharge clearance accepts dues up to it while it is valid; the patient's account shows it.
 */
export function CreditApprovalForm({ admissionId, balancePaise }: { admissionId: string; balancePaise: number }) {
  const [amount, setAmount] = useState(balancePaise / 100);
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useIdempotentMutation(
    (body: CreditApprovalInput, idempotencyKey) =>
      api(`/billing/ip/${admissionId}/credit-approvals`, {
        method: 'POST',
        body,
        schema: creditApprovalSchema,
        idempotencyKey,
      }),
    { invalidates: [billingKeys.all] },
  );
  const submit = async () => {
    setErrors({});
    try {
      const credit = await save.mutateAsync({ amountPaise: toPaise(amount), validUntil: until, reason });
      toast.success(`Credit of ${formatPaise(credit.amountPaise)} allowed until ${credit.validUntil}`);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields);
      toast.error(err instanceof ApiError ? err.message : 'Failed to allow the credit. Please try again.');
    }
  };
  return (
    <Group align="flex-end" wrap="wrap">
      <NumberInput
        label="Credit allowed (₹)"
        min={0}
        decimalScale={2}
        thousandSeparator=","
        value={amount}
        onChange={(v) => setAmount(numberOrZero(v))}
        error={errors.amountPaise}
        w={170}
      />
      <TextInput
        label="Until"
        type="date"
        value={until}
        onChange={(e) => setUntil(e.currentTarget.value)}
        error={errors.validUntil}
        w={170}
      />
      <TextInput
        label="Reason"
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        error={errors.reason}
        w={260}
      />
      <Button variant="light" onClick={() => void submit()} loading={save.isPending}>
        Allow credit
      </Button>
    </Group>
  );
}
