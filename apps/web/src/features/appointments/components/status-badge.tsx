import type { AppointmentStatus } from '@clinic/shared/appointments';
import { appointmentStatus } from '@clinic/shared/status';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';

/** Scheduled blue, Awaiting orange, Completed green (000 §4), from the shared machine. */
export function AppointmentStatusBadge({ status }: { status: AppointmentStatus }) {
  return <StatusBadge machine={appointmentStatus} status={status} />;
}
