import type { CareRow } from '@clinic/shared/admissions';
import { vitalsRoundStatus } from '@clinic/shared/status';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { News2Badge } from './news2-badge.tsx';

const COLUMNS: Column<CareRow>[] = [
  { header: 'Ward', cell: (r) => r.ward, truncate: 170, text: (r) => r.ward },
  { header: 'Bed', cell: (r) => r.bedNumber, nowrap: true },
  {
    header: 'Name',
    cell: (r) => (
      <Anchor component={Link} to={`/nurse/admission-note-patient/${r.admissionId}`} size="sm">
        {r.patientName}
      </Anchor>
    ),
    truncate: 220,
    text: (r) => r.patientName,
  },
  { header: 'IP Number', cell: (r) => r.ipNumber, nowrap: true },
  { header: 'MRN', cell: (r) => r.mrn, nowrap: true, priority: 3 },
  {
    header: 'Last vitals',
    cell: (r) =>
      r.lastVitalsAt ? (
        formatDateTime(r.lastVitalsAt)
      ) : (
        <Text size="sm" c="dimmed">
          None yet
        </Text>
      ),
    nowrap: true,
  },
  {
    header: 'NEWS2',
    cell: (r) =>
      r.news2Score === null || r.news2Risk === null ? '—' : <News2Badge score={r.news2Score} risk={r.news2Risk} />,
    nowrap: true,
  },
  {
    header: 'Status',
    cell: (r) => <StatusBadge machine={vitalsRoundStatus} status={r.status} />,
    nowrap: true,
  },
];

/** The nurse's inpatients with today's status: Recorded (green) or Pending (orange, vitals due). */
export function CareList({ rows }: { rows: CareRow[] }) {
  return <DataTable rows={rows} columns={COLUMNS} rowKey={(r) => r.admissionId} label="Inpatients" />;
}
