import type { Sale } from '@clinic/shared/pharmacy';
import { useQuery } from '@tanstack/react-query';
import type { PaperSize, PrintCopy } from '../../../components/print/print-document.tsx';
import { usePrintJob } from '../../../components/print/use-print-job.tsx';
import { meQuery } from '../../auth/api/auth.queries.ts';
import { clinicQuery } from '../../clinic/api/clinic.queries.ts';
import { PharmacyBillPrint } from './pharmacy-bill-print.tsx';

/** Prints a pharmacy bill on A5 or an 80 mm thermal roll through the print kit, as the original or a duplicate. */
export function usePrintBill() {
  const me = useQuery(meQuery);
  const clinic = useQuery(clinicQuery);
  return usePrintJob(({ sale, paper, copy }: { sale: Sale; paper: PaperSize; copy: PrintCopy }) => (
    <PharmacyBillPrint
      sale={sale}
      clinic={clinic.data}
      paper={paper}
      copy={copy}
      printedBy={me.data?.name ?? 'staff'}
    />
  ));
}
