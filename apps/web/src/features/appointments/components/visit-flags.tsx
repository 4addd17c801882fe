import type { Appointment } from '@clinic/shared/appointments';
import { Badge, Group } from '@mantine/core';
import { formatClock } from '../../../lib/format.ts';

/**
 * What the desk must know about a visit beyond its status: a walk-in seen after the booked
 * patients, and a doctor on leave or arriving late that day (the patient may need moving).
 */
export function VisitFlags({ appointment: a }: { appointment: Appointment }) {
  const open = a.status === 'Scheduled' || a.status === 'Awaiting';
  if (!a.overflow && !(open && a.doctorAway)) return null;
  return (
    <Group gap={4} mt={4} wrap="nowrap">
      {a.overflow && (
        <Badge size="xs" variant="outline" color="gray">
          After booked
        </Badge>
      )}
      {open && a.doctorAway && (
        <Badge size="xs" color="orange">
          {a.doctorAway.kind === 'leave' ? 'Doctor on leave' : `Doctor at ${formatClock(a.doctorAway.arrivesAt ?? '')}`}
        </Badge>
      )}
    </Group>
  );
}
