import { stockText } from '@clinic/shared/inventory';
import { formatPaise } from '@clinic/shared/money';
import { CHOOSE_A_MEDICINE_TO_ISSUE, type IpPrescription } from '@clinic/shared/pharmacy';
import { Alert, Button, Checkbox, Group, Modal, NumberInput, Select, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useWardIndent } from '../api/ward-issue.queries.ts';
import { mmYyyy } from './cart-table.tsx';

type Line = { orderId: string; include: boolean; batchId: string | null; quantity: number };

const firstLines = (orders: IpPrescription[]): Line[] =>
  orders.map((o) => ({
    orderId: o.orderId,
    include: o.offers.length > 0,
    batchId: o.offers[0]?.batchId ?? null,
    quantity: Math.max(
      1,
      o.offers.reduce((n, b) => n + b.quantity, 0),
    ),
  }));

/** Each of a stay's orders with its FEFO batch and a day's doses; the pharmacist unticks or edits lines. */
function IndentForm({ orders, onClose }: { orders: IpPrescription[]; onClose: () => void }) {
  const [lines, setLines] = useState(() => firstLines(orders));
  const [error, setError] = useState<string | null>(null);
  const indent = useWardIndent();
  const change = (i: number, patch: Partial<Line>) => {
    setError(null);
    setLines((all) => all.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  };
  const chosen = lines.filter((l) => l.include && l.batchId);
  const amountOf = (o: IpPrescription, l: Line) => {
    const batch = o.offers.find((b) => b.batchId === l.batchId);
    return batch ? Math.floor((l.quantity * batch.mrpPaise) / batch.unitsPerPack) : 0;
  };
  const total = orders.reduce((n, o, i) => n + (lines[i]?.include ? amountOf(o, lines[i]) : 0), 0);
  const submit = () => {
    if (chosen.length === 0) return setError(CHOOSE_A_MEDICINE_TO_ISSUE);
    indent.mutate(
      { lines: chosen.map((l) => ({ orderId: l.orderId, batchId: l.batchId ?? '', quantity: l.quantity })) },
      {
        onSuccess: (issued) => {
          const charged = issued.reduce((n, w) => n + w.amountPaise, 0);
          toast.success(
            `Issued ${issued.length} ${issued.length === 1 ? 'medicine' : 'medicines'} to ${issued[0]?.ipNumber ?? ''}: ${formatPaise(charged)} charged`,
          );
          onClose();
        },
        onError: (e) => setError(e instanceof ApiError ? e.message : 'Failed to issue the indent'),
      },
    );
  };
  const first = orders[0];
  return (
    <Stack gap="sm">
      {first && (
        <Text size="sm">
          {first.patientName} · {first.ipNumber} · {first.ward}, bed {first.bedNumber}
        </Text>
      )}
      <Table withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th aria-label="Issue" />
            <Table.Th>Medicine</Table.Th>
            <Table.Th>Batch</Table.Th>
            <Table.Th>Units</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((o, i) => {
            const line = lines[i];
            if (!line) return null;
            return (
              <Table.Tr key={o.orderId}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Issue ${o.drugName}`}
                    checked={line.include}
                    disabled={o.offers.length === 0}
                    onChange={(e) => change(i, { include: e.currentTarget.checked })}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{o.drugName}</Text>
                  <Text size="xs" c="dimmed">
                    {o.offers.length === 0 ? 'No stock' : `${o.dose} · ${o.frequency} · issued ${o.issuedQuantity}`}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Select
                    aria-label={`Batch of ${o.drugName}`}
                    size="xs"
                    w={320}
                    data={o.offers.map((b) => ({
                      value: b.batchId,
                      label: `${b.batchNumber} · exp ${mmYyyy(b.expiryDate)} · ${stockText(b.available, b.unitsPerPack)}`,
                    }))}
                    value={line.batchId}
                    onChange={(v) => change(i, { batchId: v })}
                    disabled={!line.include}
                    allowDeselect={false}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    aria-label={`Units of ${o.drugName}`}
                    size="xs"
                    w={80}
                    min={1}
                    allowDecimal={false}
                    value={line.quantity}
                    onChange={(v) => change(i, { quantity: Number(v) || 1 })}
                    disabled={!line.include}
                  />
                </Table.Td>
                <Table.Td ta="right">{line.include ? formatPaise(amountOf(o, line)) : '—'}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Text size="sm" ta="right">
        Charged to the admission: <strong>{formatPaise(total)}</strong> (MRP, no GST on the IP bill)
      </Text>
      {error && <Alert color="red">{error}</Alert>}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={submit} loading={indent.isPending}>
          Issue {chosen.length} to ward
        </Button>
      </Group>
    </Stack>
  );
}

/** The indent of one stay: several of its orders issued to the ward in one request. */
export function WardIndentDialog({ orders, onClose }: { orders: IpPrescription[] | null; onClose: () => void }) {
  return (
    <Modal opened={orders !== null} onClose={onClose} title="Issue the stay's medicines" size={900} centered>
      {orders && <IndentForm orders={orders} onClose={onClose} />}
    </Modal>
  );
}
