import type { PatientLabTest } from '@clinic/shared/lab';
import { labOrderStatus } from '@clinic/shared/status';
import { Accordion, Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconChartLine, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { EmptyView, QueryState } from '../../../components/ui/state-views.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { labQueries } from '../api/lab.queries.ts';
import { OutOfRangeBadge } from './abnormal-results.tsx';
import { LabTrendModal } from './lab-trend-chart.tsx';
import { ReportSignature, ResultValuesTable } from './report-versions.tsx';
import { usePrintLabReport } from './use-lab-prints.tsx';

function TestResults({ test, onTrend }: { test: PatientLabTest; onTrend: (parameterId: string) => void }) {
  const [current, ...earlier] = test.reports;
  if (!current)
    return (
      <Text size="sm" c="dimmed">
        No approved results yet.
      </Text>
    );
  return (
    <Stack gap="xs">
      {test.amending && (
        <Alert color="grape" p="xs">
          An amendment of this report waits for approval.
        </Alert>
      )}
      <ResultValuesTable report={current} label={`${test.serviceName} results`} />
      <ReportSignature report={current} />
      <Group gap="xs">
        {current.results
          .filter((r) => r.rangeText || /^[-+]?\d/.test(r.value))
          .map((r) => (
            <Button
              key={r.parameterId}
              size="compact-xs"
              variant="subtle"
              leftSection={<IconChartLine size={14} />}
              onClick={() => onTrend(r.parameterId)}
            >
              {r.name} trend
            </Button>
          ))}
      </Group>
      {earlier.map((r) => (
        <Stack key={r._id} gap={2} opacity={0.7}>
          <Text size="sm" fw={600}>
            Superseded {r.version === 1 ? 'original report' : `amendment ${r.version - 1}`}
          </Text>
          <ResultValuesTable report={r} label={`${test.serviceName} version ${r.version}`} />
          <ReportSignature report={r} />
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * A patient's lab tests for the doctor and the ward: status of each (with how many values are out
 * of range, seen without opening it), approved values, trends, the printed report.
 */
export function PatientLabResults({ patientId }: { patientId: string }) {
  const tests = useQuery(labQueries.patientResults(patientId));
  const [trend, setTrend] = useState<string | null>(null);
  const report = usePrintLabReport();
  return (
    <>
      <QueryState
        query={tests}
        error="Failed to load lab results. Please try again."
        loadingLabel="Loading lab results"
        isEmpty={(rows) => rows.length === 0}
        empty={<EmptyView message="No lab tests yet" />}
      >
        {(rows) => (
          <Accordion multiple variant="separated" aria-label="Lab results">
            {rows.map((test) => (
              <Accordion.Item key={test.orderId} value={test.orderId}>
                <Accordion.Control>
                  <Group justify="space-between" wrap="nowrap" pr="sm">
                    <Stack gap={0}>
                      <Text size="sm" fw={600}>
                        {test.serviceName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(test.orderedAt)} · {test.orderedBy}
                      </Text>
                    </Stack>
                    <Group gap="xs" wrap="nowrap">
                      <OutOfRangeBadge results={test.reports[0]?.results ?? []} />
                      <StatusBadge
                        machine={labOrderStatus}
                        status={test.reports.length > 0 ? 'Approved' : test.status}
                      />
                    </Group>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <TestResults test={test} onTrend={setTrend} />
                  {test.reports.length > 0 && (
                    <Group justify="flex-end" mt="xs">
                      <Button
                        size="compact-sm"
                        variant="light"
                        leftSection={<IconPrinter size={14} />}
                        onClick={() => void report.print(test.orderId)}
                      >
                        Print report
                      </Button>
                    </Group>
                  )}
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </QueryState>
      {trend && <LabTrendModal patientId={patientId} parameterId={trend} onClose={() => setTrend(null)} />}
      {report.element}
    </>
  );
}
