import { priceLine, type Sellable } from '@clinic/shared/pharmacy';
import { formatPaise } from '@clinic/shared/money';
import { ActionIcon, Alert, Badge, NumberInput, Table, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconTrash } from '@tabler/icons-react';
import { Fragment } from 'react';

export type CartLine = {
  item: Sellable;
  quantity: number;
  discountPercent: number;
  /** The server's warning that the drug matches the registered patient's recorded allergy. */
  allergyWarning?: string;
  /** The pharmacist's reason to supply it all the same, sent as the line's `allergyOverride`. */
  allergyOverride?: string;
};

/** The message for a warned line sold without a reason (the dispensing screen's words). */
export const reasonNeeded = (l: CartLine) => `${l.item.drugName}: give the reason to supply it despite the allergy`;
export const unexplained = (l: CartLine) => Boolean(l.allergyWarning) && !l.allergyOverride?.trim();

/** Printed expiry as strips show it: MM/YYYY. */
export const mmYyyy = (isoDate: string) => `${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}`;

export const linePrice = (l: CartLine) =>
  priceLine({
    quantity: l.quantity,
    mrpPaise: l.item.batch?.mrpPaise ?? 0,
    unitsPerPack: l.item.unitsPerPack,
    gstRate: l.item.gstRate,
    discountPercent: l.discountPercent,
  });

/** The cart (001 §3's line: drug, qty, batch, expiry MM/YYYY, MRP, disc, GST, amount), real values from the batch. */
export function CartTable({
  lines,
  onChange,
  onRemove,
  showReasonErrors = false,
}: {
  lines: CartLine[];
  onChange: (index: number, line: CartLine) => void;
  onRemove: (index: number) => void;
  /** After a refused attempt: a warned line without a reason says so under its reason box. */
  showReasonErrors?: boolean;
}) {
  const firstWarned = lines.findIndex(unexplained);
  if (lines.length === 0)
    return (
      <Text size="sm" c="dimmed">
        The cart is empty: type a medicine above.
      </Text>
    );
  return (
    <Table withTableBorder verticalSpacing={4} aria-label="Cart">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Drug</Table.Th>
          <Table.Th w={100}>Qty</Table.Th>
          <Table.Th>Batch</Table.Th>
          <Table.Th>Expiry</Table.Th>
          <Table.Th ta="right">MRP</Table.Th>
          <Table.Th w={90}>Disc %</Table.Th>
          <Table.Th ta="right">GST</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th w={40} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((l, i) => (
          <Fragment key={l.item.drugId}>
            <Table.Tr>
              <Table.Td>
                {l.item.drugName}{' '}
                {['H', 'H1', 'X'].includes(l.item.schedule) && (
                  <Badge size="xs" color="red" variant="light">
                    Sch. {l.item.schedule}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <NumberInput
                  size="xs"
                  aria-label={`Quantity of ${l.item.drugName}`}
                  min={1}
                  max={l.item.batch?.available}
                  allowDecimal={false}
                  value={l.quantity}
                  onChange={(v) => onChange(i, { ...l, quantity: Number(v) || 0 })}
                  data-autofocus
                />
              </Table.Td>
              <Table.Td>{l.item.batch?.batchNumber}</Table.Td>
              <Table.Td>{l.item.batch ? mmYyyy(l.item.batch.expiryDate) : ''}</Table.Td>
              <Table.Td ta="right">
                {formatPaise(l.item.batch?.mrpPaise ?? 0)}
                {l.item.unitsPerPack > 1 ? ` / ${l.item.unitsPerPack}` : ''}
              </Table.Td>
              <Table.Td>
                <NumberInput
                  size="xs"
                  aria-label={`Discount on ${l.item.drugName}`}
                  min={0}
                  max={100}
                  value={l.discountPercent}
                  onChange={(v) => onChange(i, { ...l, discountPercent: Number(v) || 0 })}
                />
              </Table.Td>
              <Table.Td ta="right">{l.item.gstRate}%</Table.Td>
              <Table.Td ta="right">{formatPaise(linePrice(l).amountPaise)}</Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${l.item.drugName}`}
                  onClick={() => onRemove(i)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
            {l.allergyWarning && (
              <Table.Tr>
                <Table.Td colSpan={9}>
                  <Alert
                    color="red"
                    variant="light"
                    p="xs"
                    icon={<IconAlertTriangle size={16} />}
                    title="Allergy"
                    data-testid="cart-allergy"
                  >
                    <Text size="sm">{l.allergyWarning}</Text>
                    <TextInput
                      mt={4}
                      size="xs"
                      maw={480}
                      label="Pharmacist's reason to supply"
                      required
                      placeholder="e.g. Confirmed with the prescriber"
                      value={l.allergyOverride ?? ''}
                      onChange={(e) => onChange(i, { ...l, allergyOverride: e.currentTarget.value })}
                      error={showReasonErrors && unexplained(l) ? 'Give the reason to supply it' : undefined}
                      // The pharmacist was just stopped here: the cursor goes where the answer is typed.
                      autoFocus={i === firstWarned}
                    />
                  </Alert>
                </Table.Td>
              </Table.Tr>
            )}
          </Fragment>
        ))}
      </Table.Tbody>
    </Table>
  );
}
