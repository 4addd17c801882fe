import {
  BED_CLASS_LABELS,
  BED_CLASSES,
  STAY_TARIFF_HEADS,
  STAY_TARIFF_PER,
  type BedClass,
  type StayTariff,
  type StayTariffHead,
} from '@clinic/shared/billing';
import { toPaise, toRupees } from '@clinic/shared/money';
import { Button, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { toast } from '../../../components/ui/toast.ts';
import { UnsavedChangesGuard } from '../../../components/ui/unsaved-changes-guard.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { numberOrZero, useClearErrorOnEdit } from '../../../lib/form-helpers.ts';
import { useSaveStayTariffs } from '../api/stay-tariffs.queries.ts';

/** One cell of the grid: a head's price in a bed class, in rupees as typed ('' when not charged). */
type Cell = { head: StayTariffHead; bedClass: BedClass; rupees: number | string };
type Values = { tariffs: Cell[] };

/** The bed classes as columns, cheapest first (a class added in shared must be ranked here). */
const RANK: Record<BedClass, number> = { general: 0, 'semi-private': 1, private: 2, icu: 3 };
const COLUMNS = [...BED_CLASSES].sort((a, b) => RANK[a] - RANK[b]);
/** Every head in every bed class, row by row: the order the cells are kept, sent and named by the server in. */
const CELLS = STAY_TARIFF_HEADS.flatMap((head) => COLUMNS.map((bedClass) => ({ head, bedClass })));
const cellIndex = (head: StayTariffHead, bedClass: BedClass) =>
  STAY_TARIFF_HEADS.indexOf(head) * COLUMNS.length + COLUMNS.indexOf(bedClass);

const PER_LABEL = { visit: 'per visit', day: 'per day' } as const;
const FAILED = 'Failed to save the charges. Please try again.';

function valuesOf(tariffs: StayTariff[]): Values {
  const prices = new Map(tariffs.map((t) => [`${t.head}|${t.bedClass}`, t.pricePaise]));
  return {
    tariffs: CELLS.map((c) => {
      const paise = prices.get(`${c.head}|${c.bedClass}`) ?? 0;
      return { ...c, rupees: paise > 0 ? toRupees(paise) : '' };
    }),
  };
}

/**
 * Puts a 400's messages under their cells (the server names a cell `tariffs.<n>.pricePaise`, n
 * in the order sent); returns what to show as a toast: any message no cell takes, or the error.
 */
function showServerErrors(form: UseFormReturn<Values>, err: unknown): string | undefined {
  if (!(err instanceof ApiError)) return FAILED;
  const elsewhere: string[] = [];
  let placed = 0;
  for (const [field, message] of Object.entries(err.fields)) {
    const at = /^tariffs\.(\d+)\.pricePaise$/.exec(field);
    const index = at ? Number(at[1]) : -1;
    if (index >= 0 && index < CELLS.length) {
      form.setError(`tariffs.${index}.rupees`, { message });
      placed += 1;
    } else elsewhere.push(message);
  }
  if (elsewhere.length > 0) return elsewhere[0];
  return placed > 0 ? undefined : err.message || FAILED;
}

/**
 * Charges by rule: what a consultant's visit, a day's nursing and a day's monitoring cost in each
 * bed class, as a grid of rupee fields. Saving sends every cell (an empty one as 0, not charged).
 */
export function StayTariffsForm({ tariffs }: { tariffs: StayTariff[] }) {
  const form = useForm<Values>({ defaultValues: valuesOf(tariffs) });
  useClearErrorOnEdit(form);
  const save = useSaveStayTariffs();
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({
        tariffs: values.tariffs.map((c) => ({
          head: c.head,
          bedClass: c.bedClass,
          pricePaise: toPaise(numberOrZero(c.rupees)),
        })),
      });
      form.reset(valuesOf(saved));
      toast.success('Charges by rule saved');
    } catch (err) {
      const message = showServerErrors(form, err);
      if (message) toast.error(message);
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Charges by rule">
      <UnsavedChangesGuard dirty={form.formState.isDirty} what="change to the charges" />
      <Stack gap="md" maw={880}>
        <Text size="sm">
          Charged to an inpatient&apos;s stay at the price of the patient&apos;s bed class, without GST: a
          consultant&apos;s visit on each doctor&apos;s first ward-round note of the day, nursing and monitoring for
          each bed day, counted like the room rent. Leave a price empty not to charge it.
        </Text>
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" aria-label="Prices by bed class">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Charge</Table.Th>
                {COLUMNS.map((bedClass) => (
                  <Table.Th key={bedClass}>{BED_CLASS_LABELS[bedClass]}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {STAY_TARIFF_HEADS.map((head) => (
                <Table.Tr key={head}>
                  <Table.Th scope="row" style={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
                    <Text fw={600} size="sm">
                      {head}
                    </Text>
                    <Text c="dimmed" size="xs" fw={400}>
                      {PER_LABEL[STAY_TARIFF_PER[head]]}
                    </Text>
                  </Table.Th>
                  {COLUMNS.map((bedClass) => (
                    <Table.Td key={bedClass} style={{ verticalAlign: 'top' }}>
                      <Controller
                        control={form.control}
                        name={`tariffs.${cellIndex(head, bedClass)}.rupees`}
                        render={({ field, fieldState }) => (
                          <NumberInput
                            aria-label={`${head}, ${BED_CLASS_LABELS[bedClass]}`}
                            placeholder="Not charged"
                            prefix="₹"
                            min={0}
                            allowNegative={false}
                            decimalScale={2}
                            fixedDecimalScale
                            thousandSeparator=","
                            thousandsGroupStyle="lakh"
                            hideControls
                            value={field.value}
                            onChange={field.onChange}
                            onBlur={field.onBlur}
                            error={fieldState.error?.message}
                          />
                        )}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text c="dimmed" size="xs">
          A change reaches visits written from now on, and the nursing and monitoring days of bills not yet finalized.
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
