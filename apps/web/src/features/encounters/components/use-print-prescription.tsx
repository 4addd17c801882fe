import type { ClinicProfile } from '@clinic/shared/clinic';
import type { Encounter } from '@clinic/shared/encounters';
import type { Patient } from '@clinic/shared/patients';
import { useQuery } from '@tanstack/react-query';
import type { PaperSize } from '../../../components/print/print-document.tsx';
import { usePrintJob } from '../../../components/print/use-print-job.tsx';
import { meQuery } from '../../auth/api/auth.queries.ts';
import { PrescriptionPrint } from './prescription-print.tsx';

/** Prints a consultation's prescription on A4 or A5 through the print kit. */
export function usePrintPrescription(patient: Patient | undefined, clinic: ClinicProfile | undefined) {
  const me = useQuery(meQuery);
  return usePrintJob(({ encounter, paper }: { encounter: Encounter; paper: PaperSize }) =>
    patient ? (
      <PrescriptionPrint
        encounter={encounter}
        patient={patient}
        clinic={clinic}
        paper={paper}
        printedBy={me.data?.name ?? 'staff'}
      />
    ) : null,
  );
}
