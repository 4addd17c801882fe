import { COUNTERS } from '@clinic/shared/billing';
import { toPaise } from '@clinic/shared/money';
import { Autocomplete, Button, Group, NumberInput, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { numberOrZero } from '../../../lib/form-helpers.ts';
import { useOpenShift } from '../api/shifts.queries.ts';

/** Opens the cashier's shift at a counter with the cash already in the drawer. */
export function ShiftOpenForm({ defaultCounter }: { defaultCounter: string }) {
  const [counter, setCounter] = useState(defaultCounter);
  const [float, setFloat] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const open = useOpenShift();
  const submit = async () => {
    setErrors({});
    try {
      const shift = await open.mutateAsync({ counter, openingFloatPaise: toPaise(float) });
      toast.success(`Shift ${shift.number} opened at ${shift.counter}`);
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields);
      toast.error(err instanceof ApiError ? err.message : 'Failed to open the shift. Please try again.');
    }
  };
  return (
    <Paper withBorder p="md" radius="md" maw={560}>
      <Title order={2} size="h4">
        Open a shift
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Every receipt and refund you take belongs to your open shift until you close it.
      </Text>
      <Group align="flex-start" grow>
        <Autocomplete
          label="Counter"
          withAsterisk
          data={[...COUNTERS]}
          value={counter}
          onChange={setCounter}
          error={errors.counter}
        />
        <NumberInput
          label="Opening float (₹)"
          description="Cash in the drawer now"
          min={0}
          decimalScale={2}
          thousandSeparator=","
          value={float}
          onChange={(v) => setFloat(numberOrZero(v))}
          error={errors.openingFloatPaise}
        />
      </Group>
      <Group justify="flex-end" mt="md">
        <Button onClick={() => void submit()} loading={open.isPending}>
          Open shift
        </Button>
      </Group>
    </Paper>
  );
}
