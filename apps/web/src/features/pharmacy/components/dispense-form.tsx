import {
  priceLine,
  saleTotals,
  type BatchOffer,
  type DispenseProposal,
  type PaymentMode,
  type Sale,
} from '@clinic/shared/pharmacy';
import { stockText } from '@clinic/shared/inventory';
import { formatPaise } from '@clinic/shared/money';
import { Alert, Badge, Button, Group, NumberInput, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDay } from '../../../lib/format.ts';
import { PaymentPicker } from './payment-picker.tsx';
import { useDispense } from '../api/pharmacy.queries.ts';

type Choice = { drugId: string; quantities: Record<string, number> };

/** The drugs a line may be filled with: the prescribed one, then its substitutes. */
const choicesOf = (p: DispenseProposal) => [
  { drugId: p.drugId, drugName: p.drugName, gstRate: p.gstRate, offers: p.offers },
  ...p.substitutes,
];
const fefo = (offers: BatchOffer[]) => Object.fromEntries(offers.map((o) => [o.batchId, o.quantity]));

/**
 * Dispensing one prescription: each waiting line shows the batches of the chosen drug, earliest
 * expiry first, with what FEFO takes from each; the pharmacist may change quantities (dispense
 * part, the rest stays pending) or switch to a substitute of the same molecule and strength.
 * Prices preview from the batch's MRP; the server prices the bill.
 */
export function DispenseForm({
  encounterId,
  proposals,
  onDone,
}: {
  encounterId: string;
  proposals: DispenseProposal[];
  onDone: (sale: Sale) => void;
}) {
  const dispense = useDispense(encounterId);
  const [choices, setChoices] = useState<Record<string, Choice>>(() =>
    Object.fromEntries(proposals.map((p) => [p.requestId, { drugId: p.drugId, quantities: fefo(p.offers) }])),
  );
  const [mode, setMode] = useState<PaymentMode>('Cash');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The pharmacist's reason for each line whose drug matches a recorded allergy, by request.
  const [overrides, setOverrides] = useState<Record<string, string>>({});

  const rows = proposals.flatMap((p) => {
    const choice = choices[p.requestId];
    const drug = choicesOf(p).find((d) => d.drugId === choice?.drugId);
    return (drug?.offers ?? []).map((offer) => ({ p, drug, offer, quantity: choice?.quantities[offer.batchId] ?? 0 }));
  });
  const chosen = rows.filter((r) => r.quantity > 0);
  const prices = chosen.map((r) =>
    priceLine({
      quantity: r.quantity,
      mrpPaise: r.offer.mrpPaise,
      unitsPerPack: r.offer.unitsPerPack,
      gstRate: r.drug?.gstRate ?? 0,
      discountPercent: 0,
    }),
  );
  const totals = saleTotals(prices);

  const setQuantity = (requestId: string, batchId: string, quantity: number) =>
    setChoices((all) => {
      const current = all[requestId];
      if (!current) return all;
      return { ...all, [requestId]: { ...current, quantities: { ...current.quantities, [batchId]: quantity } } };
    });
  const setDrug = (p: DispenseProposal, drugId: string) => {
    const offers = choicesOf(p).find((d) => d.drugId === drugId)?.offers ?? [];
    setChoices((all) => ({ ...all, [p.requestId]: { drugId, quantities: fefo(offers) } }));
  };

  const submit = () => {
    if (chosen.length === 0) return setError('Choose at least one line to dispense');
    for (const p of proposals) {
      const total = chosen.filter((r) => r.p.requestId === p.requestId).reduce((n, r) => n + r.quantity, 0);
      if (total > p.remaining) return setError(`${p.drugName}: More than is left to dispense on this line`);
    }
    const unexplained = proposals.find(
      (p) =>
        p.allergyWarnings.length > 0 &&
        chosen.some((r) => r.p.requestId === p.requestId) &&
        !overrides[p.requestId]?.trim(),
    );
    if (unexplained) return setError(`${unexplained.drugName}: give the reason to supply it despite the allergy`);
    if (mode !== 'Cash' && !reference.trim()) return setError('Enter the payment reference');
    setError(null);
    dispense.mutate(
      {
        lines: chosen.map((r) => ({
          requestId: r.p.requestId,
          drugId: r.drug?.drugId ?? r.p.drugId,
          batchId: r.offer.batchId,
          quantity: r.quantity,
          allergyOverride: overrides[r.p.requestId] ?? '',
        })),
        payment: { mode, reference },
      },
      {
        onSuccess: (sale) => {
          toast.success(`Medicines dispensed: bill ${sale.billNumber}`);
          onDone(sale);
        },
        onError: (e) => setError(e instanceof ApiError ? e.message : 'Failed to dispense'),
      },
    );
  };

  return (
    <Stack gap="md">
      {proposals.map((p) => {
        const choice = choices[p.requestId];
        const drugs = choicesOf(p);
        const drug = drugs.find((d) => d.drugId === choice?.drugId);
        return (
          <Paper key={p.requestId} withBorder p="md" radius="md" aria-label={`Line ${p.drugName}`} component="section">
            <Group justify="space-between" mb="xs" wrap="wrap">
              <div>
                <Text fw={600}>{p.drugName}</Text>
                <Text size="sm" c="dimmed">
                  Prescribed {p.prescribed} · dispensed {p.dispensed} · {p.remaining} left · {p.courseDays}-day course
                </Text>
              </div>
              {drugs.length > 1 && (
                <Select
                  aria-label={`Medicine for ${p.drugName}`}
                  data={drugs.map((d) => ({
                    value: d.drugId,
                    label: d.drugId === p.drugId ? `${d.drugName} (as prescribed)` : `${d.drugName} (substitute)`,
                  }))}
                  value={choice?.drugId ?? p.drugId}
                  onChange={(v) => v && setDrug(p, v)}
                  allowDeselect={false}
                  w={300}
                />
              )}
            </Group>
            {p.allergyWarnings.length > 0 && p.remaining > 0 && (
              <Alert color="red" variant="light" mb="xs" title="Allergy" data-testid="dispense-allergy">
                <Stack gap={4}>
                  {p.allergyWarnings.map((w) => (
                    <Text key={w} size="sm">
                      {w}
                    </Text>
                  ))}
                  {p.doctorOverride && (
                    <Text size="sm">
                      <strong>Doctor's reason:</strong> {p.doctorOverride}
                    </Text>
                  )}
                  <TextInput
                    size="xs"
                    label="Pharmacist's reason to supply"
                    required
                    value={overrides[p.requestId] ?? ''}
                    onChange={(e) => {
                      const value = e.currentTarget.value;
                      setOverrides((all) => ({ ...all, [p.requestId]: value }));
                    }}
                  />
                </Stack>
              </Alert>
            )}
            {p.remaining === 0 ? (
              <Badge color="green">Dispensed</Badge>
            ) : (drug?.offers.length ?? 0) === 0 ? (
              <Alert color="orange">No stock of {drug?.drugName}: nothing can be dispensed from this drug now.</Alert>
            ) : (
              <Table withTableBorder verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Batch</Table.Th>
                    <Table.Th>Expiry</Table.Th>
                    <Table.Th ta="right">Available</Table.Th>
                    <Table.Th ta="right">MRP / pack</Table.Th>
                    <Table.Th w={130}>Quantity</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {drug?.offers.map((o) => (
                    <Table.Tr key={o.batchId}>
                      <Table.Td>
                        {o.batchNumber}{' '}
                        {o.expiresWithinCourse && (
                          <Badge color="orange" variant="light" size="sm">
                            Expires within the course
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td>{formatDay(o.expiryDate)}</Table.Td>
                      <Table.Td ta="right">{stockText(o.available, o.unitsPerPack)}</Table.Td>
                      <Table.Td ta="right">
                        {formatPaise(o.mrpPaise)} / {o.unitsPerPack}
                      </Table.Td>
                      <Table.Td>
                        <NumberInput
                          aria-label={`Quantity from batch ${o.batchNumber}`}
                          size="xs"
                          min={0}
                          max={o.available}
                          allowDecimal={false}
                          value={choice?.quantities[o.batchId] ?? 0}
                          onChange={(v) => setQuantity(p.requestId, o.batchId, Number(v) || 0)}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            {p.shortBy > 0 && drug?.drugId === p.drugId && (
              <Text size="xs" c="orange" mt={4}>
                {p.shortBy} short in stock: dispense what there is, the rest stays pending.
              </Text>
            )}
          </Paper>
        );
      })}
      {proposals.every((p) => p.remaining === 0) ? (
        <Alert color="green">Every line of this prescription is dispensed.</Alert>
      ) : (
        <Paper withBorder p="md" radius="md">
          <Group justify="space-between" align="flex-end" wrap="wrap">
            <PaymentPicker mode={mode} reference={reference} onMode={setMode} onReference={setReference} />
            <Stack gap={0} align="flex-end">
              <Text size="sm" c="dimmed">
                Taxable {formatPaise(totals.taxablePaise)} · CGST {formatPaise(totals.cgstPaise)} · SGST{' '}
                {formatPaise(totals.sgstPaise)}
                {totals.roundOffPaise !== 0 ? ` · Round off ${formatPaise(totals.roundOffPaise)}` : ''}
              </Text>
              <Text fw={700} size="lg" data-testid="dispense-total">
                Total {formatPaise(totals.totalPaise)}
              </Text>
            </Stack>
          </Group>
          {error && (
            <Alert color="red" mt="sm">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" mt="sm">
            <Button onClick={submit} loading={dispense.isPending}>
              Dispense &amp; take payment
            </Button>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
