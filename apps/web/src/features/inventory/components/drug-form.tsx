import { DRUG_SCHEDULES, drugInputSchema, type Drug, type DrugInput } from '@clinic/shared/inventory';
import { zodResolver } from '@hookform/resolvers/zod';
import { Autocomplete, Button, Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { inventoryQueries } from '../api/inventory.queries.ts';

const CATEGORIES = [
  'Tablet',
  'Capsule',
  'Syrup',
  'Injection',
  'Ointment',
  'Drops',
  'Powder',
  'Inhaler',
  'Consumable',
  'Surgical',
];

export function toDrugInput(d?: Drug): DrugInput {
  const text = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));
  return {
    name: d?.name ?? '',
    molecule: d?.molecule ?? '',
    manufacturer: d?.manufacturer ?? '',
    category: d?.category ?? '',
    schedule: (d?.schedule ?? '') as DrugInput['schedule'],
    hsn: d?.hsn ?? '',
    packing: d?.packing ?? '',
    unitsPerPack: d?.unitsPerPack ?? 1,
    weight: text(d?.weight),
    measurement: d?.measurement ?? '',
    gst: text(d?.gst),
    mrp: text(d?.mrp),
    reorderLevel: d?.reorderLevel ?? undefined,
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h5" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{children}</SimpleGrid>
    </Paper>
  );
}

/** The four sections of 001 §2's drug form; numbers are parsed and omitted when empty. */
export function DrugForm({
  defaultValues,
  busy,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  defaultValues: DrugInput;
  busy: boolean;
  submitLabel: string;
  onSubmit: (values: DrugInput) => void;
  onCancel: () => void;
}) {
  const form = useForm<DrugInput>({ resolver: zodResolver(drugInputSchema), defaultValues });
  const manufacturers = useQuery(inventoryQueries.manufacturers);
  const gstRates = useQuery(inventoryQueries.gstRates);
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => onSubmit(values));
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Drug form">
      <Stack maw={1000}>
        <Section title="General Info">
          <TextInput label="Name" withAsterisk error={errors.name?.message} {...form.register('name')} />
          <TextInput label="Molecule" {...form.register('molecule')} />
          <Controller
            control={form.control}
            name="manufacturer"
            render={({ field }) => (
              <Autocomplete
                label="Manufacturer"
                withAsterisk
                data={(manufacturers.data ?? []).map((m) => m.brandName)}
                value={field.value}
                onChange={field.onChange}
                error={errors.manufacturer?.message}
              />
            )}
          />
        </Section>
        <Section title="Regulatory & Classification">
          <Controller
            control={form.control}
            name="category"
            render={({ field }) => (
              <Autocomplete
                label="Category"
                withAsterisk
                data={CATEGORIES}
                value={field.value}
                onChange={field.onChange}
                error={errors.category?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="schedule"
            render={({ field }) => (
              <Select
                label="Schedule"
                clearable
                data={[...DRUG_SCHEDULES]}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
              />
            )}
          />
          <TextInput label="HSN code" maxLength={8} error={errors.hsn?.message} {...form.register('hsn')} />
        </Section>
        <Section title="Packaging & Measurement">
          <TextInput label="Packing" placeholder="10x10" {...form.register('packing')} />
          <TextInput
            label="Units per pack"
            type="number"
            min={1}
            step={1}
            description="Tablets in a strip, ml in a bottle: stock and sales count these; purchases count packs"
            error={errors.unitsPerPack?.message}
            {...form.register('unitsPerPack')}
          />
          <TextInput
            label="Weight"
            type="number"
            step="0.01"
            error={errors.weight?.message}
            {...form.register('weight')}
          />
          <TextInput label="Measurement" placeholder="mg, ml, gm" {...form.register('measurement')} />
        </Section>
        <Section title="Financial & Taxation">
          <Controller
            control={form.control}
            name="gst"
            render={({ field }) => (
              <Select
                label="GST (%)"
                clearable
                data={(gstRates.data ?? []).map(String)}
                value={field.value === undefined || field.value === '' ? null : String(field.value)}
                onChange={(v) => field.onChange(v ?? '')}
                error={errors.gst?.message}
              />
            )}
          />
          <TextInput label="MRP (₹)" type="number" step="0.01" error={errors.mrp?.message} {...form.register('mrp')} />
          <TextInput label="Reorder level" type="number" {...form.register('reorderLevel')} />
        </Section>
        <Group>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Processing...' : submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
