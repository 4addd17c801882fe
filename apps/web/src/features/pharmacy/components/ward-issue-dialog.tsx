import { stockText } from '@clinic/shared/inventory';
import { formatPaise } from '@clinic/shared/money';
import type { IpPrescription } from '@clinic/shared/pharmacy';
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useWardIssue } from '../api/ward-issue.queries.ts';
import { mmYyyy } from './cart-table.tsx';

/** Issue to the ward: the FEFO batch first, a day's doses by default; charged to the admission. */
function IssueForm({ order, onClose }: { order: IpPrescription; onClose: () => void }) {
  const first = order.offers[0];
  const [batchId, setBatchId] = useState<string | null>(first?.batchId ?? null);
  const [quantity, setQuantity] = useState<number>(
    Math.max(
      1,
      order.offers.reduce((n, o) => n + o.quantity, 0),
    ),
  );
  const [error, setError] = useState<string | null>(null);
  const issue = useWardIssue(order.orderId);
  const batch = order.offers.find((o) => o.batchId === batchId);
  const submit = () => {
    if (!batchId) return setError('Choose a batch');
    issue.mutate(
      { batchId, quantity },
      {
        onSuccess: (w) => {
          toast.success(
            `Issued ${w.quantity} of ${w.drugName} to ${w.ipNumber}: ${formatPaise(w.amountPaise)} charged`,
          );
          onClose();
        },
        onError: (e) => setError(e instanceof ApiError ? e.message : 'Failed to issue to the ward'),
      },
    );
  };
  if (!first) return <Alert color="orange">No stock of {order.drugName} to issue.</Alert>;
  return (
    <Stack gap="sm">
      <Text size="sm">
        {order.patientName} · {order.ipNumber} · {order.ward}, bed {order.bedNumber}
        <br />
        {order.drugName} {order.dose} · {order.route} · {order.frequency}
      </Text>
      <Select
        label="Batch"
        data={order.offers.map((o) => ({
          value: o.batchId,
          label: `${o.batchNumber} · exp ${mmYyyy(o.expiryDate)} · ${stockText(o.available, o.unitsPerPack)}`,
        }))}
        value={batchId}
        onChange={setBatchId}
        allowDeselect={false}
      />
      <NumberInput
        label="Quantity (units)"
        min={1}
        max={batch?.available}
        allowDecimal={false}
        value={quantity}
        onChange={(v) => setQuantity(Number(v) || 0)}
      />
      {batch && (
        <Text size="sm" c="dimmed">
          Charged to the admission: {formatPaise(Math.floor((quantity * batch.mrpPaise) / batch.unitsPerPack))} (MRP, no
          GST on the IP bill)
        </Text>
      )}
      {error && <Alert color="red">{error}</Alert>}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={submit} loading={issue.isPending}>
          Issue to ward
        </Button>
      </Group>
    </Stack>
  );
}

export function WardIssueDialog({ order, onClose }: { order: IpPrescription | null; onClose: () => void }) {
  return (
    <Modal opened={order !== null} onClose={onClose} title="Issue to ward" centered>
      {order && <IssueForm key={order.orderId} order={order} onClose={onClose} />}
    </Modal>
  );
}
