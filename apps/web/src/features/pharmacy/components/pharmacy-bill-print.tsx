import type { ClinicProfile } from '@clinic/shared/clinic';
import { formatPaise, gstRows, rupeesInWords } from '@clinic/shared/money';
import { isPrescriptionOnly, type Sale } from '@clinic/shared/pharmacy';
import {
  PrintDocument,
  SignatureBlock,
  type PaperSize,
  type PrintCopy,
} from '../../../components/print/print-document.tsx';
import { PrintFacts } from '../../../components/print/print-facts.tsx';
import { PrintLineTable } from '../../../components/print/print-line-table.tsx';
import { PrintTotals } from '../../../components/print/print-totals.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import '../../../components/print/bill.css';

/** Printed expiry as strips show it: MM/YYYY. */
const expiry = (isoDate: string) => `${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}`;
/** HSN at 4 digits on a B2C bill (DOMAIN.md §2: store 8, print 4 or 6). */
const hsn = (code: string) => code.slice(0, 4);

/** A pharmacy line's GST as the print's rows read it: the rate in basis points and its two halves. */
export const gstLinesOf = (lines: { gstRate: number; cgstPaise: number; sgstPaise: number }[]) =>
  lines.map((l) => ({
    gstRateBp: Math.round(l.gstRate * 100),
    taxPaise: l.cgstPaise + l.sgstPaise,
    cgstPaise: l.cgstPaise,
    sgstPaise: l.sgstPaise,
  }));

/**
 * The pharmacy's tax invoice (GST Rule 46) on the print kit, A5 or an 80 mm roll: the clinic's
 * GSTIN on the letterhead with the pharmacy's drug licence numbers (Drugs Rules, Forms 20/21 and
 * 20B/21B), bill number and date, patient and prescriber (with the registration number on a
 * prescription-only sale), each line's HSN, batch, expiry, quantity, GST rate and amount, the
 * taxable value with CGST and SGST per rate, round-off, the total in words and the payment. The
 * first print after the sale is the original; any later one is marked a duplicate.
 */
export function PharmacyBillPrint({
  sale: s,
  clinic,
  paper,
  printedBy,
  copy = 'original',
}: {
  sale: Sale;
  clinic: ClinicProfile | undefined;
  paper: PaperSize;
  printedBy: string;
  copy?: PrintCopy;
}) {
  const roll = paper === '80mm';
  const onPrescription = s.lines.some((l) => isPrescriptionOnly(l.schedule));
  const prescriber = [s.doctorName, onPrescription && s.prescriberRegistration && `Reg. ${s.prescriberRegistration}`]
    .filter(Boolean)
    .join(' · ');
  return (
    <PrintDocument
      paper={paper}
      title="Tax Invoice"
      reference={s.billNumber}
      clinic={clinic}
      printedBy={printedBy}
      copy={copy}
      testId="pharmacy-bill-print"
    >
      <PrintFacts
        stacked={roll}
        facts={[
          !!clinic?.drugLicenceRetail && {
            label: 'D.L. No. (Retail, 20/21)',
            value: clinic.drugLicenceRetail,
            wide: true,
          },
          !!clinic?.drugLicenceWholesale && {
            label: 'D.L. No. (Wholesale, 20B/21B)',
            value: clinic.drugLicenceWholesale,
            wide: true,
          },
          { label: 'Bill No.', value: s.billNumber },
          { label: 'Date', value: formatDateTime(s.soldAt) },
          { label: 'Patient', value: `${s.patientName}${s.mrn ? ` (${s.mrn})` : ''}` },
          prescriber ? { label: 'Prescriber', value: prescriber } : null,
        ]}
      />
      <PrintLineTable
        money
        rows={s.lines}
        rowKey={(l, i) => `${i}-${l.batchNumber}`}
        columns={[
          {
            header: 'Item',
            cell: (l) => (
              <>
                {l.drugName}
                {isPrescriptionOnly(l.schedule) ? ` (Sch. ${l.schedule})` : ''}
                {roll && (
                  <div className="bill-sub">
                    HSN {hsn(l.hsn)} · {l.batchNumber} · Exp {expiry(l.expiryDate)} · GST {l.gstRate}%
                  </div>
                )}
              </>
            ),
          },
          !roll && { header: 'HSN', cell: (l) => hsn(l.hsn) },
          !roll && { header: 'Batch / Exp', cell: (l) => `${l.batchNumber} / ${expiry(l.expiryDate)}` },
          { header: 'Qty', cell: (l) => l.quantity },
          !roll && { header: 'GST', cell: (l) => `${l.gstRate}%` },
          { header: 'Amount', cell: (l) => formatPaise(l.amountPaise) },
        ]}
      />
      <PrintTotals
        lines={[
          { label: 'Total at MRP', paise: s.mrpPaise, optional: true },
          { label: 'Discount', paise: -s.discountPaise, optional: true },
          { label: 'Taxable value', paise: s.taxablePaise, optional: true },
          ...gstRows(gstLinesOf(s.lines)),
          { label: 'Round off', paise: s.roundOffPaise },
          { label: 'Total', paise: s.totalPaise, grand: true },
        ]}
      />
      <p className="bill-words">{rupeesInWords(s.totalPaise)}</p>
      <p>
        Paid by {s.payment.mode}
        {s.payment.reference ? ` (${s.payment.reference})` : ''} · Receipt {s.payment.receiptNumber}
      </p>
      <p className="bill-note">
        Prices include GST. Medicines once sold are taken back only as the pharmacy&apos;s returns rules allow.
      </p>
      <SignatureBlock name={s.soldBy} label="Pharmacist" />
    </PrintDocument>
  );
}
