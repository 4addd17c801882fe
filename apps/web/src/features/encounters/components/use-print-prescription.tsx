import type { ClinicProfile } from '@clinic/shared/clinic';
import type { Encounter } from '@clinic/shared/encounters';
import type { Patient } from '@clinic/shared/patients';
import { useEffect, useState } from 'react';
import { PrescriptionPrint, type Paper } from './prescription-print.tsx';

/** Renders the printable prescription, then opens the browser's print dialog once it is on the page. */
export function usePrintPrescription(patient: Patient | undefined, clinic: ClinicProfile | undefined) {
  const [job, setJob] = useState<{ encounter: Encounter; paper: Paper; n: number } | null>(null);
  useEffect(() => {
    if (job) window.print();
  }, [job]);
  const element =
    job && patient ? (
      <PrescriptionPrint encounter={job.encounter} patient={patient} clinic={clinic} paper={job.paper} />
    ) : null;
  return {
    print: (encounter: Encounter, paper: Paper) => setJob((j) => ({ encounter, paper, n: (j?.n ?? 0) + 1 })),
    element,
  };
}
