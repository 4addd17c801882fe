import {
  BUYER_SEXES,
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
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { counterQueries, useCounterSale } from '../api/counter.queries.ts';
import { PaymentPicker } from './payment-picker.tsx';
import { CartTable, linePrice, type CartLine } from './cart-table.tsx';

type Buyer = {
  name: string;
  age: string;
  sex: string | null;
  phoneNumber: string;
  doctorName: string;
  registrationNumber: string;
  prescriberAddress: string;
  address: string;
};
const NO_BUYER: Buyer = {
  name: '',
  age: '',
  sex: null,
  phoneNumber: '',
  doctorName: '',
  registrationNumber: '',
  prescriberAddress: '',
  address: '',
};

/**
 * A walk-in sale (001 §2's unregistered patient): the buyer's details, a keyboard-first cart
 * where a typed drug brings its FEFO batch with the real MRP and GST, and the payment. Schedule
 * H, H1 and X need the prescriber's registration number and the patient's age and sex; H1 and X
 * also the prescriber's address, which the H1 register keeps with the patient's.
 */
export function CounterSaleForm({ onSold }: { onSold: (sale: Sale) => void }) {
  const [buyer, setBuyer] = useState<Buyer>(NO_BUYER);
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
  const set = (key: keyof Buyer) => (value: string | null) => setBuyer((b) => ({ ...b, [key]: value ?? '' }));

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
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !parsed.success) return;
    sale.mutate(
      {
        buyer: parsed.data,
        lines: lines.map((l) => ({
          drugId: l.item.drugId,
          batchId: l.item.batch?.batchId ?? '',
          quantity: l.quantity,
          discountPercent: l.discountPercent,
        })),
        discountReason: discounted ? discountReason : '',
        payment: { mode, reference },
      },
      {
        onSuccess: (s) => {
          toast.success(`Sale completed: bill ${s.billNumber}`);
          setBuyer(NO_BUYER);
          setLines([]);
          setReference('');
          setDiscountReason('');
          onSold(s);
        },
        onError: (e) =>
          setErrors({
            ...(e instanceof ApiError ? e.fields : {}),
            cart: e instanceof ApiError ? e.message : 'Failed to complete the sale',
          }),
      },
    );
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" component="section" aria-label="Patient details">
        <Title order={2} size="h5" mb="sm">
          Patient details
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Name"
            required
            value={buyer.name}
            onChange={(e) => set('name')(e.currentTarget.value)}
            error={errors.name}
          />
          <TextInput
            label="Age"
            type="number"
            min={0}
            value={buyer.age}
            onChange={(e) => set('age')(e.currentTarget.value)}
            error={errors.age}
          />
          <Select
            label="Sex"
            data={[...BUYER_SEXES]}
            value={buyer.sex}
            onChange={set('sex')}
            clearable
            error={errors.sex}
          />
          <TextInput
            label="Phone number"
            required
            inputMode="numeric"
            maxLength={10}
            value={buyer.phoneNumber}
            onChange={(e) => set('phoneNumber')(e.currentTarget.value)}
            error={errors.phoneNumber}
          />
          <TextInput
            label="Doctor name"
            required
            value={buyer.doctorName}
            onChange={(e) => set('doctorName')(e.currentTarget.value)}
            error={errors.doctorName}
          />
          <TextInput
            label="Doctor's registration no."
            description={
              scheduled ? 'Required: the cart has a Schedule H, H1 or X medicine' : 'Needed for Schedule H, H1 and X'
            }
            placeholder="KMC 12345"
            value={buyer.registrationNumber}
            onChange={(e) => set('registrationNumber')(e.currentTarget.value)}
            error={errors.registrationNumber}
          />
          <TextInput
            label="Doctor's address"
            description={
              registered ? 'Required: the cart has a Schedule H1 or X medicine' : 'Needed for Schedule H1 and X'
            }
            value={buyer.prescriberAddress}
            onChange={(e) => set('prescriberAddress')(e.currentTarget.value)}
            error={errors.prescriberAddress}
          />
          <TextInput
            label="Patient's address"
            value={buyer.address}
            onChange={(e) => set('address')(e.currentTarget.value)}
            error={errors.address}
          />
        </SimpleGrid>
      </Paper>
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
