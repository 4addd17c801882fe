import { displayDate } from '@clinic/shared/dates';
import { ADJUSTMENT_REASONS, stockAdjustmentInputSchema, type StockAdjustmentInput } from '@clinic/shared/inventory';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { inventoryQueries, useAddAdjustment } from '../api/inventory.queries.ts';

/** A real batch is chosen; its current stock is the server's quantity on hand, not a demo number. */
export function AdjustmentForm({ onSaved, onCancel }: { onSaved: () => void; onCancel: () => void }) {
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
        setTimeout(onSaved, 2000);
      },
      onError: (err) => toast.error(err instanceof ApiError ? err.message : 'Failed to add stock adjustment'),
    }),
  );
  return (
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
                    label: `${b.batchNumber} (exp ${displayDate(b.expiryDate)}, ${b.quantityOnHand} on hand)`,
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
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? 'Adding...' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
