import type { CreditNote } from '@clinic/shared/billing';
import type { ClinicProfile } from '@clinic/shared/clinic';
import { formatPaise, rupeesInWords } from '@clinic/shared/money';
import { useQuery } from '@tanstack/react-query';
import { PrintDocument, SignatureBlock } from '../../../components/print/print-document.tsx';
import { PrintFacts } from '../../../components/print/print-facts.tsx';
import { usePrintJob } from '../../../components/print/use-print-job.tsx';
import '../../../components/print/bill.css';
import { formatDateTime } from '../../../lib/format.ts';
import { meQuery } from '../../auth/api/auth.queries.ts';
import { clinicQuery } from '../../clinic/api/clinic.queries.ts';

export type CreditNoteJob = { note: CreditNote; patient: { name: string; mrn: string } };

/** A credit note against a final bill (CGST Act s.34): its number, the bill, the amount in figures and words, why. */
export function BillCreditNotePrint({
  job: { note: n, patient },
  clinic,
  printedBy,
}: {
  job: CreditNoteJob;
  clinic: ClinicProfile | undefined;
  printedBy: string;
}) {
  return (
    <PrintDocument
      paper="A5"
      title="Credit Note"
      reference={n.number}
      clinic={clinic}
      printedBy={printedBy}
      testId="bill-credit-note-print"
    >
      <PrintFacts
        facts={[
          { label: 'Credit note', value: n.number },
          { label: 'Date', value: formatDateTime(n.createdAt) },
          { label: 'Against bill', value: n.billNumber },
          { label: 'Patient', value: `${patient.name} · ${patient.mrn}` },
          { label: 'Amount', value: formatPaise(n.amountPaise) },
          { label: 'Reason', value: n.reason },
        ]}
      />
      <div className="bill-sub">{rupeesInWords(n.amountPaise)}</div>
      <SignatureBlock name={n.createdBy} label="Issued by" />
    </PrintDocument>
  );
}

/** Prints a bill's credit note with the clinic's letterhead. */
export function useBillCreditNotePrint() {
  const me = useQuery(meQuery);
  const clinic = useQuery(clinicQuery);
  return usePrintJob((job: CreditNoteJob) => (
    <BillCreditNotePrint job={job} clinic={clinic.data} printedBy={me.data?.name ?? 'staff'} />
  ));
}
