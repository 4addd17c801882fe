import type { LabOrderDetail, LabSample, VisitReport } from '@clinic/shared/lab';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePrintJob } from '../../../components/print/use-print-job.tsx';
import { toast } from '../../../components/ui/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { meQuery } from '../../auth/api/auth.queries.ts';
import { clinicQuery } from '../../clinic/api/clinic.queries.ts';
import { labQueries } from '../api/lab.queries.ts';
import { LabReportPrint } from './lab-report-print.tsx';
import { SampleLabelPrint } from './sample-label-print.tsx';

/** Prints a visit's lab report (read fresh, so it is what was approved) through the print kit. */
export function usePrintLabReport() {
  const me = useQuery(meQuery);
  const clinic = useQuery(clinicQuery);
  const client = useQueryClient();
  const job = usePrintJob((report: VisitReport) => (
    <LabReportPrint report={report} clinic={clinic.data} printedBy={me.data?.name ?? 'staff'} />
  ));
  return {
    element: job.element,
    print: async (orderId: string) => {
      try {
        job.print(await client.fetchQuery({ ...labQueries.report(orderId), staleTime: 0 }));
      } catch (err) {
        toast.error(err instanceof ApiError ? err.message : 'Failed to load the report. Please try again.');
      }
    },
  };
}

/** Prints a sample tube's label. */
export function usePrintSampleLabel() {
  return usePrintJob(({ detail, sample }: { detail: LabOrderDetail; sample: LabSample }) => (
    <SampleLabelPrint detail={detail} sample={sample} />
  ));
}
