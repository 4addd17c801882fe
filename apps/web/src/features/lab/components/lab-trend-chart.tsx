import '@mantine/charts/styles.css';
import type { LabTrend } from '@clinic/shared/lab';
import { LineChart } from '@mantine/charts';
import { Modal, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { formatDate } from '../../../lib/format.ts';
import { labQueries } from '../api/lab.queries.ts';

/** The values over time with the patient's normal band shaded behind them. */
function TrendChart({ trend }: { trend: LabTrend }) {
  const data = trend.points.map((p) => ({ at: formatDate(p.at), value: p.value }));
  const { band } = trend;
  const values = [...trend.points.map((p) => p.value), band?.min, band?.max].filter((v): v is number => v != null);
  const pad = (Math.max(...values) - Math.min(...values)) * 0.15 || 1;
  return (
    <LineChart
      h={280}
      data={data}
      dataKey="at"
      series={[{ name: 'value', label: `${trend.parameter.name} (${trend.parameter.unit})`, color: 'blue.6' }]}
      curveType="linear"
      withDots
      yAxisProps={{ domain: [Math.floor(Math.min(...values) - pad), Math.ceil(Math.max(...values) + pad)] }}
      referenceAreas={
        band
          ? [
              {
                y1: band.min ?? Math.min(...values) - pad,
                y2: band.max ?? Math.max(...values) + pad,
                color: 'green.2',
                fillOpacity: 0.35,
                label: 'Normal',
                labelPosition: 'insideTopRight',
              },
            ]
          : []
      }
      aria-label={`${trend.parameter.name} trend`}
    />
  );
}

/** A parameter's approved values across visits, e.g. haemoglobin, in a dialog. */
export function LabTrendModal({
  patientId,
  parameterId,
  onClose,
}: {
  patientId: string;
  parameterId: string;
  onClose: () => void;
}) {
  const trend = useQuery(labQueries.trend(patientId, parameterId));
  return (
    <Modal opened onClose={onClose} title={trend.data ? `${trend.data.parameter.name} over time` : 'Trend'} size="xl">
      <QueryState query={trend} error="Failed to load the trend. Please try again." loadingLabel="Loading trend">
        {(data) => (
          <>
            <TrendChart trend={data} />
            <Text size="xs" c="dimmed" mt="xs">
              {data.points.length} approved results; the shaded band is the normal range for this patient.
            </Text>
          </>
        )}
      </QueryState>
    </Modal>
  );
}
