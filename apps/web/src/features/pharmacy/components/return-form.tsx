import {
  RETURN_MORE_THAN_SOLD,
  type CreditNote,
  type PaymentMode,
  type ReturnDisposition,
  type Sale,
} from '@clinic/shared/pharmacy';
import { formatPaise } from '@clinic/shared/money';
import { Alert, Button, Group, NumberInput, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useReturn } from '../api/returns.queries.ts';
import { BillReprint } from './bill-reprint.tsx';
import { mmYyyy } from './cart-table.tsx';
import { PaymentPicker } from './payment-picker.tsx';

type Disposition = ReturnDisposition;
type Pick = { quantity: number; disposition: Disposition };

/**
 * Returning lines of a bill: how many of each (never more than sold less returned: more is
 * refused with a message, never quietly cut to what is left), restock to the same batch or
 * quarantine (expired, damaged), the reason and how the refund is paid. The bill can be reprinted
 * here, as a duplicate.
 */
export function ReturnForm({ sale, onDone }: { sale: Sale; onDone: (note: CreditNote) => void }) {
  const giveBack = useReturn(sale._id);
  const [picks, setPicks] = useState<Record<string, Pick>>({});
  const [reason, setReason] = useState('');
  const [mode, setMode] = useState<PaymentMode>('Cash');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const pick = (id: string) => picks[id] ?? { quantity: 0, disposition: 'Restock' as Disposition };
  const refund = sale.lines.reduce((n, l) => n + Math.floor((l.amountPaise * pick(l._id).quantity) / l.quantity), 0);

  const submit = () => {
    const lines = sale.lines
      .filter((l) => pick(l._id).quantity > 0)
      .map((l) => ({ saleLineId: l._id, ...pick(l._id) }));
    if (lines.length === 0) return setError('Choose at least one line to return');
    const over = sale.lines.find((l) => pick(l._id).quantity > l.quantity - l.returnedQuantity);
    if (over)
      return setError(`${over.drugName}: ${RETURN_MORE_THAN_SOLD} (${over.quantity - over.returnedQuantity} left)`);
    if (!reason.trim()) return setError('Enter the reason for the return');
    if (mode !== 'Cash' && !reference.trim()) return setError('Enter the payment reference');
    setError(null);
    giveBack.mutate(
      { lines, reason, refund: { mode, reference } },
      {
        onSuccess: (note) => {
          toast.success(`Credit note ${note.creditNoteNumber}: refund ${formatPaise(note.totalPaise)}`);
          setPicks({});
          setReason('');
          onDone(note);
        },
        onError: (e) => setError(e instanceof ApiError ? e.message : 'Failed to record the return'),
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={`Return against ${sale.billNumber}`}>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>
          Bill {sale.billNumber} · {sale.patientName} · {formatPaise(sale.totalPaise)}
        </Text>
        <BillReprint sale={sale} />
      </Group>
      <Table withTableBorder verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Medicine</Table.Th>
            <Table.Th>Batch · expiry</Table.Th>
            <Table.Th ta="right">Sold</Table.Th>
            <Table.Th ta="right">Returned</Table.Th>
            <Table.Th w={110}>Return</Table.Th>
            <Table.Th w={150}>To</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sale.lines.map((l) => {
            const left = l.quantity - l.returnedQuantity;
            return (
              <Table.Tr key={l._id}>
                <Table.Td>{l.drugName}</Table.Td>
                <Table.Td>
                  {l.batchNumber} · {mmYyyy(l.expiryDate)}
                </Table.Td>
                <Table.Td ta="right">{l.quantity}</Table.Td>
                <Table.Td ta="right">{l.returnedQuantity}</Table.Td>
                <Table.Td>
                  <NumberInput
                    size="xs"
                    aria-label={`Return quantity of ${l.drugName}`}
                    min={0}
                    max={left}
                    clampBehavior="none"
                    disabled={left === 0}
                    allowDecimal={false}
                    value={pick(l._id).quantity}
                    onChange={(v) =>
                      setPicks((all) => ({ ...all, [l._id]: { ...pick(l._id), quantity: Number(v) || 0 } }))
                    }
                  />
                </Table.Td>
                <Table.Td>
                  <Select
                    size="xs"
                    aria-label={`Where ${l.drugName} goes`}
                    data={[
                      { value: 'Restock', label: 'Back to stock' },
                      { value: 'Quarantine', label: 'Quarantine' },
                    ]}
                    value={pick(l._id).disposition}
                    onChange={(v) =>
                      setPicks((all) => ({
                        ...all,
                        [l._id]: { ...pick(l._id), disposition: v ?? 'Restock' },
                      }))
                    }
                    allowDeselect={false}
                    disabled={left === 0}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Stack gap="sm" mt="sm">
        <TextInput label="Reason" required value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <PaymentPicker
            mode={mode}
            reference={reference}
            onMode={setMode}
            onReference={setReference}
            label="Refund mode"
          />
          <Text fw={700} data-testid="refund-total">
            Refund about {formatPaise(refund)}
          </Text>
        </Group>
        {error && <Alert color="red">{error}</Alert>}
        <Group justify="flex-end">
          <Button onClick={submit} loading={giveBack.isPending}>
            Return &amp; refund
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
