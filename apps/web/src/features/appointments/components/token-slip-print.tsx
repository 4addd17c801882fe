import type { Appointment } from '@clinic/shared/appointments';
import { useQuery } from '@tanstack/react-query';
import type { ClinicProfile } from '@clinic/shared/clinic';
import { PrintDocument } from '../../../components/print/print-document.tsx';
import { PrintFacts } from '../../../components/print/print-facts.tsx';
import { usePrintJob } from '../../../components/print/use-print-job.tsx';
import { formatClock, formatDay } from '../../../lib/format.ts';
import { meQuery } from '../../auth/api/auth.queries.ts';
import { clinicQuery } from '../../clinic/api/clinic.queries.ts';

/**
 * The token slip on the 80 mm roll: the token large enough to read across a waiting hall, then
 * the patient, doctor, department, day and the slot's expected time.
 */
export function TokenSlipPrint({
  appointment: a,
  clinic,
  printedBy,
}: {
  appointment: Appointment;
  clinic: ClinicProfile | undefined;
  printedBy: string;
}) {
  return (
    <PrintDocument
      paper="80mm"
      title="OP Token"
      reference={`Token ${a.token}`}
      clinic={clinic}
      printedBy={printedBy}
      testId="token-slip-print"
    >
      <p style={{ textAlign: 'center', margin: '2mm 0' }}>
        <span style={{ display: 'block', fontSize: '10pt' }}>Token</span>
        <strong style={{ display: 'block', fontSize: '36pt', lineHeight: 1 }} aria-label="Token number">
          {a.token}
        </strong>
      </p>
      <PrintFacts
        stacked
        facts={[
          { label: 'Patient', value: a.patientName },
          { label: 'MRN', value: a.mrn },
          { label: 'Doctor', value: a.doctorName },
          { label: 'Department', value: a.department },
          { label: 'Date', value: formatDay(a.appointmentDate) },
          {
            label: 'Expected time',
            value: a.overflow ? 'After the booked patients' : formatClock(a.appointmentTime),
          },
        ]}
      />
      {a.doctorAway?.kind === 'late' && (
        <p style={{ fontSize: '9pt', textAlign: 'center', fontWeight: 700 }}>
          The doctor arrives at {formatClock(a.doctorAway.arrivesAt ?? '')} today.
        </p>
      )}
      <p style={{ fontSize: '8pt', textAlign: 'center' }}>Please wait until your token is called.</p>
    </PrintDocument>
  );
}

/** Prints a token slip for an appointment through the print kit. */
export function useTokenSlipPrint() {
  const me = useQuery(meQuery);
  const clinic = useQuery(clinicQuery);
  return usePrintJob((a: Appointment) => (
    <TokenSlipPrint appointment={a} clinic={clinic.data} printedBy={me.data?.name ?? 'staff'} />
  ));
}
