import type { AdmissionDetail } from '@clinic/shared/admissions';
import { ROOM_TYPE_LABELS } from '@clinic/shared/admissions';
import { formatPaise } from '@clinic/shared/money';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';

type Stay = AdmissionDetail['stays'][number];

const COLUMNS: Column<Stay>[] = [
  { header: 'Ward', cell: (s) => s.wardName, truncate: 180, text: (s) => s.wardName },
  { header: 'Room', cell: (s) => `${s.roomNumber} (${ROOM_TYPE_LABELS[s.roomType]})`, nowrap: true },
  { header: 'Bed', cell: (s) => s.bedNumber, nowrap: true },
  { header: 'Rent / day', cell: (s) => formatPaise(s.dailyRentPaise), align: 'right', nowrap: true },
  { header: 'From', cell: (s) => formatDateTime(s.from), nowrap: true },
  { header: 'To', cell: (s) => (s.to ? formatDateTime(s.to) : 'Now'), nowrap: true },
  { header: 'Reason', cell: (s) => s.reason, truncate: 220, text: (s) => s.reason, priority: 2 },
  { header: 'By', cell: (s) => s.movedBy ?? '—', priority: 3 },
];

/** Where the admission has lain and when: the history room rent is charged from. */
export function AdmissionStays({ stays }: { stays: Stay[] }) {
  return <DataTable rows={stays} columns={COLUMNS} rowKey={(s) => `${s.bedId}-${s.from}`} label="Bed history" />;
}
