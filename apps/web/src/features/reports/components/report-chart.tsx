import '@mantine/charts/styles.css';
import type { Report } from '@clinic/shared/reports';
import { BarChart, LineChart } from '@mantine/charts';
import { Paper, Text } from '@mantine/core';
import { formatCell } from '../../../components/report/report-cell.ts';

/** What a report draws: one of its tables, the column along the bottom, and the columns plotted. */
export type ChartSpec = {
  title: string;
  table: string;
  x: string;
  series: { key: string; color: string }[];
  type: 'bar' | 'stacked' | 'line';
  unit?: string;
  /** The columns are paise: plotted in rupees. */
  money?: boolean;
  /** Only the first rows (a table sorted largest first, with too many rows to draw). */
  limit?: number;
};

const plotted = (value: unknown, money = false) => (typeof value === 'number' ? (money ? value / 100 : value) : 0);
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** The chart of a report, drawn from the same rows as its table (the totals row left out). */
export function ReportChart({ report, spec }: { report: Report; spec: ChartSpec }) {
  const table = report.tables.find((t) => t.key === spec.table);
  if (!table || table.rows.length === 0) return null;
  const xColumn = table.columns.find((c) => c.key === spec.x);
  const label = (key: string) => table.columns.find((c) => c.key === key)?.label ?? key;
  const data = table.rows.slice(0, spec.limit).map((row) => ({
    x: xColumn ? formatCell(xColumn, row[spec.x]) : String(row[spec.x]),
    ...Object.fromEntries(spec.series.map((s) => [s.key, plotted(row[s.key], spec.money)])),
  }));
  const series = spec.series.map((s) => ({ name: s.key, label: label(s.key), color: s.color }));
  const common = {
    h: 220,
    data,
    dataKey: 'x',
    series,
    unit: spec.unit,
    withLegend: true,
    tickLine: 'y' as const,
    valueFormatter: spec.money ? (value: number) => rupees.format(value) : undefined,
  };
  return (
    <Paper withBorder p="md" radius="md" aria-label={spec.title} role="figure">
      <Text fw={600} size="sm" mb="xs">
        {spec.title}
      </Text>
      {spec.type === 'line' ? (
        <LineChart {...common} curveType="linear" />
      ) : (
        <BarChart {...common} type={spec.type === 'stacked' ? 'stacked' : 'default'} />
      )}
    </Paper>
  );
}
