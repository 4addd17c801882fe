import type { AppointmentStatus } from '@clinic/shared';
import { Badge } from '@mantine/core';

/** Scheduled blue, Awaiting orange, Completed green (000 §4); the rest grey or red. */
const COLORS: Record<AppointmentStatus, string> = {
  Scheduled: 'blue',
  Awaiting: 'orange',
  Completed: 'green',
  Cancelled: 'red',
  'No-show': 'gray',
  Rescheduled: 'gray',
};

export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}>
      {status}
    </Badge>
  );
}
