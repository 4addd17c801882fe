import {
  AT_LEAST_ONE_ITEM,
  ENTRY_REQUIRED,
  ITEM_FIELDS_REQUIRED,
  lineAmountPaise,
  STOCK_ENTRY_STATUSES,
  stockEntryInputSchema,
  type StockEntryInput,
} from '@clinic/shared/inventory';
import { formatPaise, toPaise } from '@clinic/shared/money';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Autocomplete,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { toast } from '../../../components/ui/toast.ts';
import { defaultInvoiceDetails, inventoryQueries } from '../api/inventory.queries.ts';

export const EMPTY_ITEM = {
  drug: '',
  batchNumber: '',
  expiryDate: '',
  mrp: '',
  ptr: '',
  quantity: '',
  freeQuantity: 0,
  disc: 0,
} as unknown as StockEntryInput['itemDetails'][number];
const num = (v: unknown) => (v === '' || v === undefined || v === null ? 0 : Number(v)) || 0;

/** The invoice form of 001 §2: supplier and dates, the item table with live amounts, totals and status. */
export function StockEntryForm({
  defaultValues,
  busy,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  defaultValues: StockEntryInput;
  busy: boolean;
  submitLabel: [string, string];
  onSubmit: (values: StockEntryInput) => void;
  onCancel: () => void;
}) {
  const form = useForm<StockEntryInput>({ resolver: zodResolver(stockEntryInputSchema), defaultValues });
  const items = useFieldArray({ control: form.control, name: 'itemDetails' });
  const suppliers = useQuery(inventoryQueries.suppliers);
  const drugs = useQuery(inventoryQueries.drugs);
  const lines = useWatch({ control: form.control, name: 'itemDetails' });
  const amountsPaise = lines.map((l) => lineAmountPaise(toPaise(num(l.ptr)), num(l.quantity), num(l.disc)));
  const totalQuantity = lines.reduce((s, l) => s + num(l.quantity) + num(l.freeQuantity), 0);
  const totalPaise = amountsPaise.reduce((s, a) => s + a, 0);
  const { errors } = form.formState;
  const itemErrors = Array.isArray(errors.itemDetails) && errors.itemDetails.some(Boolean);
  const banner =
    errors.supplier || errors.invoiceNumber || errors.invoiceDate || errors.dueDate
      ? ENTRY_REQUIRED
      : itemErrors
        ? ITEM_FIELDS_REQUIRED
        : errors.itemDetails?.message;

  const prefill = async (supplier: string) => {
    try {
      const details = await defaultInvoiceDetails(supplier, String(form.getValues('invoiceDate')));
      if (details.invoiceNumber && !form.getValues('invoiceNumber'))
        form.setValue('invoiceNumber', details.invoiceNumber);
      form.setValue('dueDate', details.dueDate);
    } catch (err) {
      console.warn('invoice details lookup failed', err);
    }
  };
  const submit = form.handleSubmit((values) => onSubmit(values));
  const cell = (index: number, name: keyof typeof EMPTY_ITEM, label: string, props: Record<string, unknown> = {}) => (
    <TextInput
      aria-label={`${label} ${index + 1}`}
      size="xs"
      error={errors.itemDetails?.[index]?.[name] ? true : undefined}
      {...form.register(`itemDetails.${index}.${name}`)}
      {...props}
    />
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Stock entry form">
      <Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? submitLabel[1] : submitLabel[0]}
          </Button>
        </Group>
        {banner && (
          <Alert color="red" role="alert">
            {banner}
          </Alert>
        )}
        <Paper withBorder p="md" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
            <Controller
              control={form.control}
              name="supplier"
              render={({ field }) => (
                <Select
                  label="Supplier"
                  withAsterisk
                  searchable
                  data={(suppliers.data ?? []).map((s) => s.name)}
                  value={field.value || null}
                  onChange={(v) => {
                    field.onChange(v ?? '');
                    if (v) void prefill(v);
                  }}
                  error={errors.supplier ? true : undefined}
                />
              )}
            />
            <TextInput
              label="Invoice number"
              withAsterisk
              error={errors.invoiceNumber ? true : undefined}
              {...form.register('invoiceNumber')}
            />
            <TextInput
              label="Invoice date"
              type="date"
              withAsterisk
              error={errors.invoiceDate ? true : undefined}
              {...form.register('invoiceDate')}
            />
            <TextInput
              label="Due date"
              type="date"
              withAsterisk
              error={errors.dueDate ? true : undefined}
              {...form.register('dueDate')}
            />
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md" radius="md">
          <Table.ScrollContainer minWidth={1100}>
            <Table verticalSpacing={4} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  {['Drug', 'Batch', 'Expiry', 'MRP', 'PTR', 'Qty', 'Free', 'Disc %', 'Amount', ''].map((h) => (
                    <Table.Th key={h}>{h}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.fields.map((f, i) => (
                  <Table.Tr key={f.id}>
                    <Table.Td w={240}>
                      <Controller
                        control={form.control}
                        name={`itemDetails.${i}.drug`}
                        render={({ field }) => (
                          <Autocomplete
                            aria-label={`Drug ${i + 1}`}
                            size="xs"
                            data={(drugs.data ?? []).map((d) => d.name)}
                            value={field.value}
                            onChange={field.onChange}
                            error={errors.itemDetails?.[i]?.drug ? true : undefined}
                          />
                        )}
                      />
                    </Table.Td>
                    <Table.Td>{cell(i, 'batchNumber', 'Batch')}</Table.Td>
                    <Table.Td>{cell(i, 'expiryDate', 'Expiry', { type: 'date' })}</Table.Td>
                    <Table.Td>{cell(i, 'mrp', 'MRP', { type: 'number', step: '0.01' })}</Table.Td>
                    <Table.Td>{cell(i, 'ptr', 'PTR', { type: 'number', step: '0.01' })}</Table.Td>
                    <Table.Td>{cell(i, 'quantity', 'Quantity', { type: 'number' })}</Table.Td>
                    <Table.Td>{cell(i, 'freeQuantity', 'Free', { type: 'number' })}</Table.Td>
                    <Table.Td>{cell(i, 'disc', 'Discount', { type: 'number', step: '0.01' })}</Table.Td>
                    <Table.Td ta="right">{formatPaise(amountsPaise[i] ?? 0)}</Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove line ${i + 1}`}
                        onClick={() => (items.fields.length === 1 ? toast.error(AT_LEAST_ONE_ITEM) : items.remove(i))}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="space-between" mt="md">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => items.append({ ...EMPTY_ITEM })}
            >
              Add items
            </Button>
            <Group>
              <Text size="sm">
                Total quantity: <b data-testid="total-quantity">{totalQuantity}</b>
              </Text>
              <Text size="sm">
                Total amount: <b data-testid="total-amount">{formatPaise(totalPaise)}</b>
              </Text>
              <Controller
                control={form.control}
                name="status"
                render={({ field }) => (
                  <Select
                    aria-label="Status"
                    data={[...STOCK_ENTRY_STATUSES]}
                    value={field.value ?? 'Pending'}
                    allowDeselect={false}
                    onChange={(v) => field.onChange(v)}
                    w={130}
                  />
                )}
              />
            </Group>
          </Group>
        </Paper>
      </Stack>
    </form>
  );
}
