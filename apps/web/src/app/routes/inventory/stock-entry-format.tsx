import { stockEntryStatus } from '@clinic/shared/status';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatDate } from '../../../lib/format.ts';

export const day = (iso: string) => formatDate(`${iso}T00:00:00`);
/** Pending yellow, Verified green (001 §2), from the shared machine. */
export const statusBadge = (status: string) => <StatusBadge machine={stockEntryStatus} status={status} />;
