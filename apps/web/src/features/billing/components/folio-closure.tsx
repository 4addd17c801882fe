import type { IpBillView } from '@clinic/shared/billing';
import { formatPaise } from '@clinic/shared/money';
import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { failed } from '../../../lib/failed.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCloseFolio } from '../api/folio.queries.ts';

/** FOLIO CLOSURE: the account closes once the bill is final and nothing is due or to refund. */
export function FolioClosure({ view }: { view: IpBillView }) {
  const [confirming, setConfirming] = useState(false);
  const close = useCloseFolio(view.admission._id);
  if (view.closure)
    return (
      <Alert color="green" title="Account closed">
        Closed by {view.closure.closedBy}, {formatDateTime(view.closure.closedAt)}. No further payments, refunds or
        credit notes can be recorded.
      </Alert>
    );
  const blocker = !view.finalized
    ? 'Finalize the bill before closing the account.'
    : view.balancePaise > 0
      ? `${formatPaise(view.balancePaise)} is still due from the patient.`
      : view.balancePaise < 0
        ? `Refund the excess of ${formatPaise(-view.balancePaise)} first.`
        : null;
  const confirm = async () => {
    try {
      await close.mutateAsync();
      toast.success('Account closed');
      setConfirming(false);
    } catch (err) {
      failed(err, 'Failed to close the account. Please try again.');
    }
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Stack align="flex-start">
        <Text size="sm">
          Balance: <b>{formatPaise(view.balancePaise)}</b>
          {view.payerSharePaise > 0 &&
            ` (receivable from ${view.contract.payerName}: ${formatPaise(view.payerSharePaise)})`}
        </Text>
        {blocker && (
          <Text size="sm" c="dimmed">
            {blocker}
          </Text>
        )}
        <Button onClick={() => setConfirming(true)} disabled={blocker !== null}>
          Close account
        </Button>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Close account"
        message="Close this stay's account? Nothing more can be paid, refunded or credited on it."
        confirmLabel="Close account"
        color="blue"
        busy={close.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
