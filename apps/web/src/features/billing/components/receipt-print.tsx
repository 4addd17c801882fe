import type { Receipt } from '@clinic/shared/billing';
import type { ClinicProfile } from '@clinic/shared/clinic';
import { rupeesInWords } from '@clinic/shared/money';
import { useQuery } from '@tanstack/react-query';
import { PrintDocument, SignatureBlock, type PaperSize } from '../../../components/print/print-document.tsx';
import { PrintFacts } from '../../../components/print/print-facts.tsx';
import { PrintTotals } from '../../../components/print/print-totals.tsx';
import { usePrintJob } from '../../../components/print/use-print-job.tsx';
import '../../../components/print/bill.css';
import { formatDateTime } from '../../../lib/format.ts';
import { meQuery } from '../../auth/api/auth.queries.ts';
import { clinicQuery } from '../../clinic/api/clinic.queries.ts';

/** One payment as it prints: the money, whose it is, and what it was for ("Bill BL/2627/000042"). */
export type ReceiptJob = {
  receipt: Receipt;
  patient: { name: string; mrn: string | null; phone?: string | null };
  ipNumber?: string | null;
  against: string;
  paper: PaperSize;
};

/** "Receipt" for money in, "Refund Voucher" for money paid back (section 31(3)(d) and (e)). */
export const isRefund = (r: Receipt) => r.purpose === 'Refund';

/**
 * A receipt, or for a refund a refund voucher, on its own (DOMAIN.md §7): its number and date, the
 * patient with MRN and IP number, what it was against, the mode and reference, the amount in
 * figures and in words, and who received or paid it. An advance says it is adjusted in the final bill.
 */
export function ReceiptPrint({
  job: { receipt: r, patient, ipNumber, against, paper },
  clinic,
  printedBy,
}: {
  job: ReceiptJob;
  clinic: ClinicProfile | undefined;
  printedBy: string;
}) {
  const refund = isRefund(r);
  return (
    <PrintDocument
      paper={paper}
      title={refund ? 'Refund Voucher' : 'Receipt'}
      reference={r.receiptNumber}
      clinic={clinic}
      printedBy={printedBy}
      testId="receipt-print"
    >
      <PrintFacts
        stacked={paper === '80mm'}
        facts={[
          { label: refund ? 'Voucher No' : 'Receipt No', value: r.receiptNumber },
          { label: 'Date', value: formatDateTime(r.receivedAt) },
          { label: refund ? 'Paid to' : 'Received from', value: patient.name },
          patient.mrn ? { label: 'MRN', value: patient.mrn } : null,
          ipNumber ? { label: 'IP No', value: ipNumber } : null,
          { label: refund ? 'Refund against' : 'Against', value: against },
          { label: 'Mode', value: r.mode },
          r.reference ? { label: 'Reference', value: r.reference } : null,
        ]}
      />
      <PrintTotals
        lines={[{ label: refund ? 'Amount refunded' : 'Amount received', paise: r.amountPaise, grand: true }]}
      />
      <p className="bill-words">{rupeesInWords(r.amountPaise)}</p>
      {r.purpose === 'Advance' && (
        <p className="bill-note">An advance: it is adjusted in the final bill of the stay.</p>
      )}
      {refund && <SignatureBlock name={patient.name} label="Received the above amount" />}
      <SignatureBlock name={r.receivedBy ?? printedBy} label={refund ? 'Paid by' : 'Received by'} />
    </PrintDocument>
  );
}

/** Prints receipts and refund vouchers on the paper chosen, through the print kit. */
export function useReceiptPrint() {
  const me = useQuery(meQuery);
  const clinic = useQuery(clinicQuery);
  return usePrintJob((job: ReceiptJob) => (
    <ReceiptPrint job={job} clinic={clinic.data} printedBy={me.data?.name ?? 'staff'} />
  ));
}
