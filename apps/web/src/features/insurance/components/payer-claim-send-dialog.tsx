import type { Receivable } from '@clinic/shared/insurance';
import { formatPaise } from '@clinic/shared/money';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { failed } from '../../../lib/failed.ts';
import { useResubmit, useSubmitPayerClaim } from '../api/receivables.queries.ts';

/** Submits a payer's bill (or re-submits a short-paid or denied one), with the payer's claim reference. */
export function PayerClaimSendDialog({
  receivable: r,
  resubmit,
  onClose,
}: {
  receivable: Receivable;
  resubmit: boolean;
  onClose: () => void;
}) {
  const [reference, setReference] = useState(r.reference);
  const submit = useSubmitPayerClaim(r.billId);
  const again = useResubmit(r.claimId ?? '');
  const pending = submit.isPending || again.isPending;
  const send = async () => {
    try {
      await (resubmit ? again.mutateAsync({ reference }) : submit.mutateAsync({ reference }));
      toast.success(resubmit ? `${r.billNumber} re-submitted` : `${r.billNumber} submitted to ${r.payerName}`);
      onClose();
    } catch (err) {
      failed(err, 'Failed to submit the bill. Please try again.');
    }
  };
  const title = resubmit ? 'Re-submit to the payer' : 'Submit to the payer';
  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack>
        <Text size="sm">
          {r.billNumber} · {r.patientName} · {r.payerName} · {formatPaise(r.outstandingPaise)} outstanding
        </Text>
        <TextInput
          label="Payer's claim reference"
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void send()} disabled={pending}>
            {pending ? 'Processing...' : resubmit ? 'Re-submit' : 'Submit'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
