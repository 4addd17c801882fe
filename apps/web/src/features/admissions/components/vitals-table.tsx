import { CONSCIOUSNESS_LABELS, type IpVitals } from '@clinic/shared/admissions';
import { DataTable, type Column } from '../../../components/list/data-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { News2Badge } from './news2-badge.tsx';

const COLUMNS: Column<IpVitals>[] = [
  { header: 'Time', cell: (v) => formatDateTime(v.recordedAt), nowrap: true },
  { header: 'NEWS2', cell: (v) => <News2Badge score={v.news2Score} risk={v.news2Risk} />, nowrap: true },
  { header: 'RR', cell: (v) => v.respiratoryRate, align: 'right' },
  {
    header: 'SpO₂',
    cell: (v) => `${v.spo2}%${v.onOxygen ? ' on O₂' : ''}${v.spo2Scale === 2 ? ' (scale 2)' : ''}`,
    nowrap: true,
  },
  { header: 'BP', cell: (v) => `${v.systolic}/${v.diastolic}`, nowrap: true },
  { header: 'Pulse', cell: (v) => v.pulse, align: 'right' },
  { header: 'Temp', cell: (v) => `${v.temperatureF.toFixed(1)} °F`, nowrap: true },
  {
    header: 'AVPU',
    cell: (v) => CONSCIOUSNESS_LABELS[v.consciousness],
    priority: 2,
    truncate: 150,
    text: (v) => CONSCIOUSNESS_LABELS[v.consciousness],
  },
  { header: 'By', cell: (v) => v.recordedBy, priority: 3, truncate: 140, text: (v) => v.recordedBy },
];

/** Every reading of an admission with its NEWS2 score and escalation colour, newest first. */
export function VitalsTable({ rows }: { rows: IpVitals[] }) {
  return <DataTable rows={rows} columns={COLUMNS} rowKey={(v) => v._id} label="Vitals" />;
}
