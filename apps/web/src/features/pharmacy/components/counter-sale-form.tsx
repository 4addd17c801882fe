import type { PatientSummary } from '@clinic/shared/patients';
import {
  counterBuyerSchema,
  isPrescriptionOnly,
  isRegistered,
  REGISTER_NEEDS_ADDRESS,
  saleTotals,
  SCHEDULED_NEEDS_RX,
  type PaymentMode,
  type Sale,
} from '@clinic/shared/pharmacy';
import { formatPaise } from '@clinic/shared/money';
import { Alert, Box, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError, safetyWarnings } from '../../../lib/api-client.ts';
import { counterQueries, useCounterSale } from '../api/counter.queries.ts';
import { PaymentPicker } from './payment-picker.tsx';
import { BuyerFields, NO_BUYER, type Buyer } from './buyer-fields.tsx';
import { CartTable, linePrice, reasonNeeded, unexplained, type CartLine } from './cart-table.tsx';
import { RegisteredPatientPicker } from './registered-patient-picker.tsx';

/** The buyer's details as the patient master has them. */
const buyerOf = (p: PatientSummary, b: Buyer): Buyer => ({
  ...b,
  name: [p.givenName, p.middleName, p.familyName].filter(Boolean).join(' '),
  age: String(p.age),
  sex: p.gender,
  phoneNumber: p.phone,
});

/**
 * A walk-in sale (001 §2's unregistered patient): the buyer's details, a keyboard-first cart
 * where a typed drug brings its FEFO batch with the real MRP and GST, and the payment. Schedule
 * H, H1 and X need the prescriber's registration number and the patient's age and sex; H1 and X
 * also the prescriber's address, which the H1 register keeps with the patient's.
 *
 * With `findPatients` the sale may be for a registered patient instead: their details come from
 * the patient master, `allergies` shows what they are allergic to, and a medicine the server
 * finds matching an allergy is sold only with the pharmacist's reason on its line.
 */
export function CounterSaleForm({
  onSold,
  findPatients = false,
  allergies,
}: {
  onSold: (sale: Sale) => void;
  findPatients?: boolean;
  allergies?: (patientId: string) => ReactNode;
}) {
  const [buyer, setBuyer] = useState<Buyer>(NO_BUYER);
  const [patient, setPatient] = useState<PatientSummary | null>(null);
  const [reasonsDue, setReasonsDue] = useState(false);
  const [lines, setLines] = useState<CartLine[]>([]);
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search.trim(), 200);
  const found = useQuery(counterQueries.sellable(typed));
  const [mode, setMode] = useState<PaymentMode>('Cash');
  const [reference, setReference] = useState('');
  const [discountReason, setDiscountReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const sale = useCounterSale();
  const totals = saleTotals(lines.map(linePrice));
  const scheduled = lines.some((l) => isPrescriptionOnly(l.item.schedule));
  const registered = lines.some((l) => isRegistered(l.item.schedule));
  const discounted = lines.some((l) => l.discountPercent > 0);
  const set = (key: keyof Buyer, value: string) => setBuyer((b) => ({ ...b, [key]: value }));

  /** A warning and its reason belong to one patient's allergies: another patient starts afresh. */
  const pick = (chosen: PatientSummary | null) => {
    setPatient(chosen);
    setBuyer((b) => (chosen ? buyerOf(chosen, b) : { ...b, name: '', age: '', sex: null, phoneNumber: '' }));
    setLines((all) => all.map((l) => ({ item: l.item, quantity: l.quantity, discountPercent: l.discountPercent })));
    setReasonsDue(false);
    setErrors({});
  };

  const add = (drugId: string | null) => {
    const item = found.data?.find((s) => s.drugId === drugId);
    setSearch('');
    if (!item) return;
    if (!item.batch) return toast.error(`${item.drugName} has no stock to sell`);
    if (lines.some((l) => l.item.drugId === item.drugId)) return;
    setLines((all) => [...all, { item, quantity: 1, discountPercent: 0 }]);
  };

  const submit = () => {
    const parsed = counterBuyerSchema.safeParse({
      ...buyer,
      age: buyer.age === '' ? null : Number(buyer.age),
      sex: buyer.sex || null,
    });
    const problems: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) problems[String(issue.path[0])] ??= issue.message;
    if (lines.length === 0) problems.cart = 'Add at least one medicine';
    if (parsed.success && scheduled && (!buyer.registrationNumber || buyer.age === '' || !buyer.sex))
      problems.cart = SCHEDULED_NEEDS_RX;
    if (parsed.success && registered && !parsed.data.prescriberAddress)
      problems.prescriberAddress = REGISTER_NEEDS_ADDRESS;
    if (mode !== 'Cash' && !reference.trim()) problems.reference = 'Enter the payment reference';
    if (discounted && !discountReason.trim()) problems.discountReason = 'Give the reason for the discount';
    const warned = lines.find(unexplained);
    if (warned) problems.cart ??= reasonNeeded(warned);
    setReasonsDue(Boolean(warned));
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !parsed.success) return;
    sale.mutate(
      {
        buyer: parsed.data,
        ...(patient ? { patientId: patient._id } : {}),
        lines: lines.map((l) => ({
          drugId: l.item.drugId,
          batchId: l.item.batch?.batchId ?? '',
          quantity: l.quantity,
          discountPercent: l.discountPercent,
          ...(l.allergyWarning ? { allergyOverride: l.allergyOverride?.trim() ?? '' } : {}),
        })),
        discountReason: discounted ? discountReason : '',
        payment: { mode, reference },
      },
      {
        onSuccess: (s) => {
          toast.success(`Sale completed: bill ${s.billNumber}`);
          setBuyer(NO_BUYER);
          setPatient(null);
          setLines([]);
          setReference('');
          setDiscountReason('');
          onSold(s);
        },
        onError: (e) => {
          const warned = safetyWarnings(e);
          if (warned) {
            // Each warning goes on its line, where the pharmacist gives the reason to supply.
            setLines((all) =>
              all.map((l, i) => ({ ...l, allergyWarning: warned[`lines.${i}.allergyOverride`] ?? l.allergyWarning })),
            );
            setErrors({ cart: "Allergy warning: give the pharmacist's reason to supply on the line, or remove it" });
            return;
          }
          setErrors({
            ...(e instanceof ApiError ? e.fields : {}),
            cart: e instanceof ApiError ? e.message : 'Failed to complete the sale',
          });
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <BuyerFields buyer={buyer} onChange={set} errors={errors} scheduled={scheduled} registered={registered}>
        {findPatients && <RegisteredPatientPicker patient={patient} onPick={pick} />}
        {patient && allergies && <Box mb="sm">{allergies(patient._id)}</Box>}
      </BuyerFields>
      <Paper withBorder p="md" radius="md" component="section" aria-label="Medicines">
        <Select
          label="Add a medicine"
          placeholder="Type a medicine name"
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          data={(found.data ?? []).map((s) => ({
            value: s.drugId,
            label: `${s.drugName} · ${s.stock} in stock${s.schedule && s.schedule !== 'OTC' ? ` · Sch. ${s.schedule}` : ''}`,
          }))}
          value={null}
          onChange={add}
          nothingFoundMessage={typed ? (found.isFetching ? 'Searching…' : 'No medicine found') : 'Type to search'}
          mb="sm"
        />
        <CartTable
          lines={lines}
          onChange={(i, line) => setLines((all) => all.map((l, j) => (j === i ? line : l)))}
          onRemove={(i) => setLines((all) => all.filter((_, j) => j !== i))}
          showReasonErrors={reasonsDue}
        />
        {discounted && (
          <TextInput
            mt="sm"
            maw={420}
            label="Discount reason"
            description="Above the clinic's limit, only whoever approves discounts can sell"
            withAsterisk
            value={discountReason}
            onChange={(e) => setDiscountReason(e.currentTarget.value)}
            error={errors.discountReason}
          />
        )}
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <PaymentPicker
            mode={mode}
            reference={reference}
            onMode={setMode}
            onReference={setReference}
            error={errors.reference}
          />
          <Stack gap={0} align="flex-end">
            <Text size="sm" c="dimmed">
              Taxable {formatPaise(totals.taxablePaise)} · CGST {formatPaise(totals.cgstPaise)} · SGST{' '}
              {formatPaise(totals.sgstPaise)} · Round off {formatPaise(totals.roundOffPaise)}
            </Text>
            <Text fw={700} size="lg" data-testid="cart-total">
              Total {formatPaise(totals.totalPaise)}
            </Text>
          </Stack>
        </Group>
        {errors.cart && (
          <Alert color="red" mt="sm">
            {errors.cart}
          </Alert>
        )}
        <Group justify="flex-end" mt="sm">
          <Button onClick={submit} loading={sale.isPending}>
            Complete sale
          </Button>
        </Group>
      </Paper>
    </Stack>
  );
}
