import { FINALIZED_WARNING, type Bill, type IpBillView } from '@clinic/shared/billing';
import { formatPaise } from '@clinic/shared/money';
import { Alert, Button, Checkbox, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { failed } from '../../../lib/failed.ts';
import { billingQueries, useFinalizeIpBill } from '../api/billing.queries.ts';
import { useQuery } from '@tanstack/react-query';
import { numberOrZero } from '../../../lib/form-helpers.ts';

/**
 * Finalizes a stay's bill once, with the spec's warning. A discount may be given here only when
 * none was approved on the patient bill (the server refuses both). The finalized bill goes to
 * `onFinalized`, which prints the original.
 */
export function FinalizeDialog({
  view,
  onClose,
  onFinalized,
}: {
  view: IpBillView;
  onClose: () => void;
  onFinalized?: (bill: Bill) => void;
}) {
  const [percent, setPercent] = useState(0);
  const [reason, setReason] = useState('');
  const [carry, setCarry] = useState(false);
  const finalize = useFinalizeIpBill(view.admission._id);
  const pending = useQuery(billingQueries.pendingOrders(view.admission._id)).data ?? [];
  const waiting = view.discounts.some((d) => d.status === 'Pending approval');
  const approved = view.discounts.filter((d) => d.status === 'Approved');
  const confirm = async () => {
    try {
      const bill = await finalize.mutateAsync({
        discountPercent: percent,
        discountReason: reason,
        carryPendingOrders: carry,
      });
      toast.success(`Bill ${bill.number} finalized`);
      onFinalized?.(bill);
      onClose();
    } catch (err) {
      failed(err, 'Failed to finalize the bill. Please try again.');
    }
  };
  return (
    <Modal opened onClose={onClose} title="Finalize bill" size="lg">
      <Stack>
        <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
          {FINALIZED_WARNING}
        </Alert>
        <Text size="sm">
          Total so far {formatPaise(view.totalPaise)}; deposits {formatPaise(view.paidPaise)}.
        </Text>
        {pending.length > 0 && (
          <Alert color="yellow" title="Orders still pending">
            <Stack gap={4}>
              {pending.map((o) => (
                <Text size="sm" key={o._id}>
                  {o.serviceName} · {o.status} · ordered by {o.orderedBy}
                </Text>
              ))}
              <Text size="sm">
                The ordering doctor completes or cancels them; or they are carried on this bill and done after
                discharge.
              </Text>
              <Checkbox
                label="Carry the pending orders on this bill"
                checked={carry}
                onChange={(e) => setCarry(e.currentTarget.checked)}
              />
            </Stack>
          </Alert>
        )}
        {waiting && <Alert color="red">A discount is waiting for a clinic administrator&apos;s approval.</Alert>}
        {approved.length > 0 ? (
          <Text size="sm">
            Approved discounts apply: {approved.map((d) => `${d.percent}% on ${d.appliesTo}`).join(', ')}. Total after
            discounts {formatPaise(view.totalPaise)}.
          </Text>
        ) : (
          <Group align="flex-start" wrap="nowrap">
            <NumberInput
              label="Discount (%)"
              w={140}
              min={0}
              max={100}
              decimalScale={2}
              value={percent}
              onChange={(v) => setPercent(numberOrZero(v))}
            />
            <TextInput
              label="Discount reason"
              style={{ flex: 1 }}
              disabled={percent === 0}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
            />
          </Group>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="red"
            onClick={() => void confirm()}
            disabled={finalize.isPending || waiting || (pending.length > 0 && !carry)}
          >
            {finalize.isPending ? 'Processing...' : 'Finalize bill'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
