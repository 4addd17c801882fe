import { prescribedQuantity, ROUTES_OF_ADMINISTRATION } from '@clinic/shared/encounters';
import type { Drug } from '@clinic/shared/inventory';
import { ActionIcon, Alert, Autocomplete, Button, Grid, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { NEW_PRESCRIPTION_ROW, type ConsultationValues } from './consultation-values.ts';
import { PrescriptionAids } from './prescription-aids.tsx';

const FREQUENCIES = [
  '1-0-1',
  '1-1-1',
  '1-0-0',
  '0-0-1',
  '0-1-0',
  '1-1-1-1',
  '½-0-½',
  'OD',
  'BD',
  'TDS',
  'QID',
  'HS',
  'SOS',
  'STAT',
];

function Line({
  index,
  form,
  drugs,
  errors,
  warning,
  onRemove,
}: {
  index: number;
  form: UseFormReturn<ConsultationValues>;
  drugs: Drug[];
  errors: Record<string, string | undefined>;
  /** The server's allergy or duplicate-therapy warning for this line, kept until the next save. */
  warning: string | undefined;
  onRemove: () => void;
}) {
  const row = useWatch({ control: form.control, name: `prescriptions.${index}` });
  const drug = drugs.find((d) => d._id === row.drugId);
  const computed = prescribedQuantity(row.frequency, Number(row.durationDays));
  const key = (k: string) => errors[`prescriptions.${index}.${k}`];
  const short = drug !== undefined && computed !== null && drug.stockOnHand < computed;
  return (
    <Paper withBorder p="sm" radius="sm" data-testid="prescription-row">
      <Grid gap="xs" align="flex-end">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Controller
            control={form.control}
            name={`prescriptions.${index}.drugId`}
            render={({ field }) => (
              <Select
                label={`Medicine ${index + 1}`}
                placeholder="Search the catalogue"
                searchable
                data={drugs.map((d) => ({ value: d._id, label: `${d.name} — stock ${d.stockOnHand}` }))}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                error={key('drugId')}
                nothingFoundMessage="Not in the catalogue"
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <TextInput label="Dose" {...form.register(`prescriptions.${index}.dose`)} error={key('dose')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <Controller
            control={form.control}
            name={`prescriptions.${index}.frequency`}
            render={({ field }) => (
              <Autocomplete
                label="Frequency"
                data={FREQUENCIES}
                value={field.value}
                onChange={field.onChange}
                error={key('frequency')}
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 1 }}>
          <TextInput
            label="Days"
            inputMode="numeric"
            {...form.register(`prescriptions.${index}.durationDays`)}
            error={key('durationDays')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <Controller
            control={form.control}
            name={`prescriptions.${index}.route`}
            render={({ field }) => (
              <Select
                label="Route"
                data={[...ROUTES_OF_ADMINISTRATION]}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                error={key('route')}
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <TextInput
            label="Instructions"
            placeholder="e.g. After food"
            {...form.register(`prescriptions.${index}.instructions`)}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 8, md: 4 }}>
          {computed !== null ? (
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                Quantity
              </Text>
              <Text size="sm" data-testid="prescription-quantity">
                {computed}
                {drug && (
                  <Text span size="xs" c={short ? 'red' : 'dimmed'}>
                    {' '}
                    ({drug.stockOnHand} in stock{short ? ' — not enough' : ''})
                  </Text>
                )}
              </Text>
            </Stack>
          ) : (
            <TextInput
              label="Quantity"
              inputMode="numeric"
              {...form.register(`prescriptions.${index}.quantity`)}
              error={key('quantity')}
            />
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 4, md: 1 }}>
          <ActionIcon variant="subtle" color="red" aria-label={`Remove medicine ${index + 1}`} onClick={onRemove}>
            <IconTrash size={16} />
          </ActionIcon>
        </Grid.Col>
        {(warning || row.overrideReason) && (
          <Grid.Col span={12}>
            <Alert
              color="red"
              variant="light"
              p="xs"
              icon={<IconAlertTriangle size={16} />}
              title="Safety warning"
              data-testid="prescription-warning"
            >
              {warning && <Text size="sm">{warning}</Text>}
              <TextInput
                mt={4}
                size="xs"
                label="Reason to go on (printed on the prescription)"
                placeholder="e.g. Tolerated before under observation"
                {...form.register(`prescriptions.${index}.overrideReason`)}
              />
            </Alert>
          </Grid.Col>
        )}
      </Grid>
    </Paper>
  );
}

/**
 * Prescription lines from the inventory catalogue, with stock on hand and the quantity worked out;
 * templates, favourites and the patient's last prescription add lines in one click.
 */
export function PrescriptionSection({
  patientId,
  form,
  drugs,
  drugsFailed,
  errors,
  warnings,
}: {
  patientId: string;
  form: UseFormReturn<ConsultationValues>;
  drugs: Drug[];
  drugsFailed: boolean;
  errors: Record<string, string | undefined>;
  warnings: Record<string, string>;
}) {
  const rows = useFieldArray({ control: form.control, name: 'prescriptions' });
  return (
    <Stack gap="sm">
      <PrescriptionAids patientId={patientId} form={form} drugs={drugs} onAdd={(added) => rows.append(added)} />
      {drugsFailed && <Text c="red">Failed to load the drug catalogue. Please try again.</Text>}
      {rows.fields.length === 0 && (
        <Text size="sm" c="dimmed">
          No medicines prescribed.
        </Text>
      )}
      {rows.fields.map((row, i) => (
        <Line
          key={row.id}
          index={i}
          form={form}
          drugs={drugs}
          errors={errors}
          warning={warnings[`prescriptions.${i}.overrideReason`]}
          onRemove={() => rows.remove(i)}
        />
      ))}
      <div>
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconPlus size={14} />}
          onClick={() => rows.append(NEW_PRESCRIPTION_ROW)}
        >
          Add medicine
        </Button>
      </div>
    </Stack>
  );
}
