import { ADJUSTMENT_REASONS, stockAdjustmentInputSchema, type StockAdjustmentInput } from '@clinic/shared/inventory';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Table, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { inventoryQueries, useAddAdjustment } from '../../../features/inventory/api/inventory.queries.ts';
import { ApiError } from '../../../lib/api-client.ts';

export function AdjustmentListPage() {
  const list = useQuery(inventoryQueries.adjustments);
  const [search, setSearch] = useState('');
  const term = search.trim().toLowerCase();
  const shown = (list.data ?? []).filter(
    (a) => !term || `${a.itemName} ${a.batchNumber} ${a.reason}`.toLowerCase().includes(term),
  );
  return (
    <>
      <PageHeader
        title="Stock Adjustments"
        actions={
          <Button component={Link} to="/inventory/add-stock-adjustment" leftSection={<IconPlus size={16} />}>
            Add adjustments
          </Button>
        }
      />
      <Paper withBorder p="md" radius="md">
        <TextInput
          mb="md"
          aria-label="Search adjustments"
          placeholder="Search item, batch or reason"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={320}
        />
        <QueryState
          query={list}
          error="Failed to fetch stock adjustments"
          isEmpty={() => shown.length === 0}
          empty={<EmptyView message={term ? 'No matching adjustments found' : 'No stock adjustments found'} />}
        >
          {() => (
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  {['Item Name', 'Batch', 'Current Stock', 'Adjustment', 'Reason', 'By'].map((h) => (
                    <Table.Th key={h}>{h}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((a) => (
                  <Table.Tr key={a._id}>
                    <Table.Td fw={600}>{a.itemName}</Table.Td>
                    <Table.Td>{a.batchNumber}</Table.Td>
                    <Table.Td>{a.currStock}</Table.Td>
                    <Table.Td c={a.adjustmentValue > 0 ? 'green' : 'red'}>
                      {a.adjustmentValue > 0 ? `+${a.adjustmentValue}` : a.adjustmentValue}
                    </Table.Td>
                    <Table.Td>{a.reason}</Table.Td>
                    <Table.Td>{a.createdBy}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </QueryState>
      </Paper>
    </>
  );
}

/** A real batch is chosen; its current stock is the server's quantity on hand, not a demo number. */
export function AddAdjustmentPage() {
  const navigate = useNavigate();
  const drugs = useQuery(inventoryQueries.drugs);
  const add = useAddAdjustment();
  const form = useForm<StockAdjustmentInput>({
    resolver: zodResolver(stockAdjustmentInputSchema),
    defaultValues: { itemName: '', batchNumber: '', currStock: '', adjustmentValue: '', reason: undefined },
  });
  const itemName = form.watch('itemName');
  const drug = drugs.data?.find((d) => d.name === itemName);
  const batches = useQuery({ ...inventoryQueries.batches({ drugId: drug?._id }), enabled: Boolean(drug) });
  const { errors } = form.formState;
  const firstError = Object.values(errors)[0]?.message;
  const submit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: (r) => {
        toast.success(r.message);
        setTimeout(() => void navigate('/inventory/stock-adjustments'), 2000);
      },
      onError: (err) => toast.error(err instanceof ApiError ? err.message : 'Failed to add stock adjustment'),
    }),
  );
  return (
    <>
      <PageHeader title="Add Stock Adjustment" />
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Stock adjustment form">
        <Stack maw={720}>
          {firstError && (
            <Alert color="red" role="alert">
              {firstError}
            </Alert>
          )}
          <Paper withBorder p="md" radius="md">
            <SimpleGrid cols={2}>
              <Controller
                control={form.control}
                name="itemName"
                render={({ field }) => (
                  <Select
                    label="Item"
                    withAsterisk
                    searchable
                    data={(drugs.data ?? []).map((d) => d.name)}
                    value={field.value || null}
                    onChange={(v) => {
                      field.onChange(v ?? '');
                      form.setValue('batchNumber', '');
                      form.setValue('currStock', '');
                    }}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="batchNumber"
                render={({ field }) => (
                  <Select
                    label="Batch number"
                    withAsterisk
                    disabled={!drug}
                    data={(batches.data ?? []).map((b) => ({
                      value: b.batchNumber,
                      label: `${b.batchNumber} (exp ${b.expiryDate}, ${b.quantityOnHand} on hand)`,
                    }))}
                    value={field.value || null}
                    onChange={(v) => {
                      field.onChange(v ?? '');
                      const batch = batches.data?.find((b) => b.batchNumber === v);
                      form.setValue('currStock', batch ? batch.quantityOnHand : '');
                    }}
                  />
                )}
              />
              <TextInput label="Current stock" readOnly {...form.register('currStock')} />
              <TextInput
                label="Adjustment value"
                withAsterisk
                description="Positive adds, negative removes"
                {...form.register('adjustmentValue')}
              />
              <Controller
                control={form.control}
                name="reason"
                render={({ field }) => (
                  <Select
                    label="Reason"
                    withAsterisk
                    data={[...ADJUSTMENT_REASONS]}
                    value={field.value ?? null}
                    onChange={(v) => field.onChange(v ?? undefined)}
                  />
                )}
              />
            </SimpleGrid>
          </Paper>
          <Group>
            <Button variant="default" onClick={() => void navigate('/inventory/stock-adjustments')}>
              Cancel
            </Button>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? 'Adding...' : 'Save'}
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  );
}
