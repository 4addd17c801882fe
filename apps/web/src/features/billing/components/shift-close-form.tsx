import type { Shift } from '@clinic/shared/billing';
import { formatPaise, toPaise } from '@clinic/shared/money';
import { Button, Group, NumberInput, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCloseShift } from '../api/shifts.queries.ts';

type Counted = { Cash: number | null; Card: number | null; UPI: number | null };

/**
 * Closes the shift with what was counted: the cash in the drawer, and the card and UPI totals
 * (from the machine's and the app's settlement, so they start at what is expected). Each mode's
 * difference shows as it is typed; a difference needs its reason.
 */
export function ShiftCloseForm({ shift, onClosed }: { shift: Shift; onClosed: (closed: Shift) => void }) {
  const expected = (mode: string) => shift.modes.find((m) => m.mode === mode)?.expectedPaise ?? 0;
  const [counted, setCounted] = useState<Counted>({
    Cash: null,
    Card: expected('Card') / 100,
    UPI: expected('UPI') / 100,
  });
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const close = useCloseShift(shift._id);
  const paiseOf = (mode: keyof Counted) => toPaise(counted[mode] ?? 0);
  const difference = (mode: keyof Counted) => paiseOf(mode) - expected(mode);

  const submit = async () => {
    setErrors({});
    if (counted.Cash === null) {
      setErrors({ countedCashPaise: 'Enter the cash counted' });
      return;
    }
    try {
      const closed = await close.mutateAsync({
        countedCashPaise: paiseOf('Cash'),
        countedCardPaise: paiseOf('Card'),
        countedUpiPaise: paiseOf('UPI'),
        note,
      });
      toast.success(`Shift ${closed.number} closed`);
      onClosed(closed);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields);
      toast.error(err instanceof ApiError ? err.message : 'Failed to close the shift. Please try again.');
    }
  };

  const field = (mode: keyof Counted, label: string, error: string | undefined) => (
    <NumberInput
      label={label}
      min={0}
      decimalScale={2}
      thousandSeparator=","
      value={counted[mode] ?? ''}
      onChange={(v) => setCounted((c) => ({ ...c, [mode]: typeof v === 'number' ? v : null }))}
      error={error}
      description={
        counted[mode] === null
          ? `Expected ${formatPaise(expected(mode))}`
          : `Expected ${formatPaise(expected(mode))} · difference ${formatPaise(difference(mode))}`
      }
    />
  );

  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="xs">
        Close the shift
      </Title>
      <Stack gap="sm">
        {field('Cash', 'Cash counted (₹)', errors.countedCashPaise)}
        {field('Card', 'Card total (₹)', errors.countedCardPaise)}
        {field('UPI', 'UPI total (₹)', errors.countedUpiPaise)}
        <Textarea
          label="Note"
          description="Required when a count differs"
          autosize
          minRows={2}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          error={errors.note}
        />
        <Group justify="space-between">
          <Text size="sm" fw={700}>
            Total difference {formatPaise((['Cash', 'Card', 'UPI'] as const).reduce((s, m) => s + difference(m), 0))}
          </Text>
          <Button color="red" onClick={() => void submit()} loading={close.isPending}>
            Close shift
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
