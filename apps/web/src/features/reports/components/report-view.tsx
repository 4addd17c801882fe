import { daysInRange, MAX_REPORT_DAYS, REPORT_RANGE_ORDER, REPORT_RANGE_TOO_LONG } from '@clinic/shared/reports';
import { Alert, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { usePrintJob } from '../../../components/print/use-print-job.tsx';
import { useClinicToday } from '../../../lib/clinic-clock.ts';
import { useSearchState } from '../../../lib/use-search-state.ts';
import { meQuery } from '../../auth/api/auth.queries.ts';
import { clinicQuery } from '../../clinic/api/clinic.queries.ts';
import { reportFileUrl, reportQueries, type ReportParams } from '../api/reports.queries.ts';
import { ReportChart, type ChartSpec } from './report-chart.tsx';
import { quickRanges } from '../../../components/report/range-fields.tsx';
import { ReportFilters, type ReportFilterKey } from './report-filters.tsx';
import { ReportPrint } from '../../../components/report/report-print.tsx';
import { ReportTable } from '../../../components/report/report-table.tsx';

/** One report screen: which report, what it may be narrowed by, and what it draws. */
export type ReportDef = {
  key: string;
  title: string;
  subtitle: string;
  filters: readonly ReportFilterKey[];
  charts: ChartSpec[];
};

const KEYS = ['from', 'to', 'wardId', 'department', 'doctorId'] as const;

function rangeProblem(from: string, to: string): string | null {
  if (!from || !to) return 'Choose the start and end dates';
  if (to < from) return REPORT_RANGE_ORDER;
  if (daysInRange(from, to) > MAX_REPORT_DAYS) return REPORT_RANGE_TOO_LONG;
  return null;
}

/**
 * A report: the range (this month unless chosen) and filters, kept in the URL; charts over the
 * tables; XLSX of every table, CSV of each; and an A4 print of what is on screen.
 */
export function ReportView({ def }: { def: ReportDef }) {
  const today = useClinicToday();
  const [values, , , setMany] = useSearchState(KEYS);
  const thisMonth = quickRanges(today)[2]!.range;
  const shown = { ...values, from: values.from || thisMonth[0], to: values.to || thisMonth[1] };
  const params: ReportParams = {
    from: shown.from,
    to: shown.to,
    ...(def.filters.includes('wardId') && values.wardId ? { wardId: values.wardId } : {}),
    ...(def.filters.includes('department') && values.department ? { department: values.department } : {}),
    ...(def.filters.includes('doctorId') && values.doctorId ? { doctorId: values.doctorId } : {}),
  };
  const problem = rangeProblem(shown.from, shown.to);
  const report = useQuery({ ...reportQueries.report(def.key, params), enabled: problem === null });
  const me = useQuery(meQuery);
  const clinic = useQuery(clinicQuery);
  const printer = usePrintJob(() =>
    report.data ? <ReportPrint report={report.data} clinic={clinic.data} printedBy={me.data?.name ?? 'staff'} /> : null,
  );
  const ready = problem === null && report.data !== undefined;

  return (
    <>
      <PageHeader
        title={def.title}
        subtitle={def.subtitle}
        actions={
          <>
            <Button
              component="a"
              href={ready ? reportFileUrl(def.key, params, 'xlsx') : undefined}
              download
              variant="light"
              disabled={!ready}
              leftSection={<IconDownload size={16} />}
            >
              Export XLSX
            </Button>
            <Button
              variant="default"
              disabled={!ready}
              leftSection={<IconPrinter size={16} />}
              onClick={() => printer.print(null)}
            >
              Print
            </Button>
          </>
        }
      />
      <ReportFilters values={shown} filters={def.filters} today={today} onChange={setMany} />
      {problem ? (
        <Alert color="red" title="Check the range">
          {problem}
        </Alert>
      ) : (
        <QueryState query={report} error="Failed to load the report. Please try again.">
          {(data) => (
            <Stack gap="md">
              {data.filters.length > 0 && <Text size="sm">{data.filters.join(' · ')}</Text>}
              {def.charts.length > 0 && (
                <SimpleGrid cols={{ base: 1, lg: Math.min(def.charts.length, 2) }}>
                  {def.charts.map((spec) => (
                    <ReportChart key={spec.title} report={data} spec={spec} />
                  ))}
                </SimpleGrid>
              )}
              {data.tables.map((table) => (
                <Paper key={table.key} withBorder p="md" radius="md">
                  <Title order={2} size="h5" mb="xs">
                    {table.title}
                  </Title>
                  <ReportTable table={table} />
                  <Button
                    component="a"
                    href={reportFileUrl(def.key, params, 'csv', table.key)}
                    download
                    size="compact-sm"
                    variant="subtle"
                    mt="xs"
                    leftSection={<IconDownload size={14} />}
                    aria-label={`CSV of ${table.title}`}
                  >
                    CSV
                  </Button>
                </Paper>
              ))}
              <Paper withBorder p="md" radius="md">
                <Title order={2} size="h5" mb="xs">
                  How it is counted
                </Title>
                {data.definitions.map((d) => (
                  <Text key={d.term} size="sm">
                    <strong>{d.term}:</strong> {d.meaning}
                  </Text>
                ))}
              </Paper>
            </Stack>
          )}
        </QueryState>
      )}
      {printer.element}
    </>
  );
}
