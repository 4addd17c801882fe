import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useSearchParams } from 'react-router';
import { usePrintJob } from '../../../components/print/use-print-job.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/state-views.tsx';
import { meQuery } from '../../../features/auth/api/auth.queries.ts';
import { clinicQuery } from '../../../features/clinic/api/clinic.queries.ts';
import { radiologyQueries } from '../../../features/radiology/api/radiology.queries.ts';
import { AddendaList, AddendumForm } from '../../../features/radiology/components/addenda.tsx';
import { CaseSummary } from '../../../features/radiology/components/case-summary.tsx';
import { RadiologyReportPrint } from '../../../features/radiology/components/radiology-report-print.tsx';
import { ReportHtml } from '../../../features/radiology/components/report-html.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import type { CaseDetail, Report } from '@clinic/shared/radiology';

/** /radiology/radiology-complate-case-views?id=: the signed report, its addenda, Print, and a new addendum. */
export function CompletedCasePage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detail = useQuery(radiologyQueries.case(id));
  const me = useQuery(meQuery);
  const clinic = useQuery(clinicQuery);
  const printJob = usePrintJob(({ d, r }: { d: CaseDetail; r: Report }) => (
    <RadiologyReportPrint detail={d} report={r} clinic={clinic.data} printedBy={me.data?.name ?? 'staff'} />
  ));
  if (!id) return <Navigate to="/radiology/complate-case" replace />;
  return (
    <>
      <PageHeader title="Completed Case" subtitle="The signed report and its addenda" />
      <QueryState query={detail} error="Failed to load the case. Please try again." loadingLabel="Loading case">
        {(d) => {
          const r = d.report;
          if (r?.status !== 'Signed') return <Navigate to={`/radiology/open-case?id=${d._id}`} replace />;
          return (
            <Stack>
              <CaseSummary detail={d} />
              <Paper withBorder p="md" radius="md">
                <Group justify="space-between" align="flex-start">
                  <Text size="sm" c="dimmed">
                    Signed by {r.signedBy}
                    {r.signerQualification ? `, ${r.signerQualification}` : ''}
                    {r.signerRegistration ? ` (Reg. No. ${r.signerRegistration})` : ''},{' '}
                    {r.signedAt ? formatDateTime(r.signedAt) : ''}
                  </Text>
                  <Button leftSection={<IconPrinter size={16} />} onClick={() => printJob.print({ d, r })}>
                    Print
                  </Button>
                </Group>
                <ReportHtml html={r.content} testId="signed-report" />
              </Paper>
              <AddendaList detail={d} />
              <AddendumForm detail={d} />
            </Stack>
          );
        }}
      </QueryState>
      {printJob.element}
    </>
  );
}
