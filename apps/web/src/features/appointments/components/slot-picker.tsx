import { Button, Group, Input, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LoadingView } from '../../../components/ui/state-views.tsx';
import { formatClock } from '../../../lib/format.ts';
import { appointmentQueries } from '../api/appointments.queries.ts';

/** The doctor's slots on a day as buttons; taken and past slots are disabled. */
export function SlotPicker({
  doctorId,
  date,
  value,
  onChange,
  error,
}: {
  doctorId: string;
  date: string;
  value: string;
  onChange: (time: string) => void;
  error?: string | undefined;
}) {
  const slots = useQuery(appointmentQueries.slots(doctorId, date));
  let body;
  if (!doctorId || !date) body = <Text c="dimmed">Choose a doctor and a date to see the free slots.</Text>;
  else if (slots.isPending) body = <LoadingView label="Loading slots" />;
  else if (slots.isError) body = <Text c="red">Failed to load slots. Please try again.</Text>;
  else if (slots.data.length === 0) body = <Text c="dimmed">The doctor does not consult on this day.</Text>;
  else if (!slots.data.some((s) => s.available)) body = <Text c="dimmed">No free slots on this day.</Text>;
  if (!body && slots.data) {
    body = (
      <Group gap={6} role="group" aria-label="Time slots">
        {slots.data.map((s) => (
          <Button
            key={s.time}
            size="compact-sm"
            variant={value === s.time ? 'filled' : 'default'}
            disabled={!s.available}
            aria-pressed={value === s.time}
            onClick={() => onChange(s.time)}
          >
            {formatClock(s.time)}
          </Button>
        ))}
      </Group>
    );
  }
  return (
    <Input.Wrapper label="Time slot" withAsterisk error={error} data-error={error ? 'true' : undefined}>
      <div style={{ marginTop: 6 }}>{body}</div>
    </Input.Wrapper>
  );
}
