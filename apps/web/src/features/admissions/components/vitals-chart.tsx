import '@mantine/charts/styles.css';
import type { IpVitals } from '@clinic/shared/admissions';
import { LineChart } from '@mantine/charts';
import { formatDateTime } from '../../../lib/format.ts';

const SERIES = [
  { name: 'pulse', label: 'Pulse (bpm)', color: 'red.6' },
  { name: 'systolic', label: 'Systolic BP (mmHg)', color: 'blue.6' },
  { name: 'respiratoryRate', label: 'Resp. rate (/min)', color: 'teal.6' },
  { name: 'spo2', label: 'SpO₂ (%)', color: 'violet.6' },
  { name: 'temperatureF', label: 'Temp (°F)', color: 'orange.6' },
  { name: 'news2Score', label: 'NEWS2', color: 'dark.6' },
];

/** The readings over time, oldest on the left, one line per observation and one for NEWS2. */
export function VitalsChart({ rows }: { rows: IpVitals[] }) {
  const data = [...rows].reverse().map((v) => ({ ...v, at: formatDateTime(v.recordedAt) }));
  return (
    <LineChart
      h={260}
      data={data}
      dataKey="at"
      series={SERIES}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      curveType="linear"
      withDots
      aria-label="Vitals chart"
    />
  );
}
