import type { ClinicProfile } from '@clinic/shared/clinic';
import { formatPaise, rupeesInWords } from '@clinic/shared/money';
import type { Sale } from '@clinic/shared/pharmacy';
import { PrintDocument, SignatureBlock, type PaperSize } from '../../../components/print/print-document.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import '../../../components/print/bill.css';

/** Printed expiry as strips show it: MM/YYYY. */
const expiry = (isoDate: string) => `${isoDate.slice(5, 7)}/${isoDate.slice(0, 4)}`;
/** HSN at 4 digits on a B2C bill (DOMAIN.md §2: store 8, print 4 or 6). */
const hsn = (code: string) => code.slice(0, 4);

function Totals({ sale: s }: { sale: Sale }) {
  const rows: [string, number][] = [
    ['Total at MRP', s.mrpPaise],
    ['Discount', -s.discountPaise],
    ['Taxable value', s.taxablePaise],
    ['CGST', s.cgstPaise],
    ['SGST', s.sgstPaise],
    ['Round off', s.roundOffPaise],
  ];
  return (
    <table className="bill-totals">
      <tbody>
        {rows
          .filter(([label, v]) => v !== 0 || label === 'Round off')
          .map(([label, v]) => (
            <tr key={label}>
              <td>{label}</td>
              <td>{formatPaise(v)}</td>
            </tr>
          ))}
        <tr className="bill-grand">
          <td>Total</td>
          <td>{formatPaise(s.totalPaise)}</td>
        </tr>
      </tbody>
    </table>
  );
}

/**
 * The pharmacy's tax invoice (GST Rule 46) on the print kit, A5 or an 80 mm roll: the clinic's
 * GSTIN on the letterhead, bill number and date, patient and prescriber, each line's HSN, batch,
 * expiry, quantity, GST rate and amount, the taxable value with CGST and SGST, round-off, the
 * total in words and the payment.
 */
export function PharmacyBillPrint({
  sale: s,
  clinic,
  paper,
  printedBy,
}: {
  sale: Sale;
  clinic: ClinicProfile | undefined;
  paper: PaperSize;
  printedBy: string;
}) {
  const roll = paper === '80mm';
  return (
    <PrintDocument
      paper={paper}
      title="Tax Invoice"
      reference={s.billNumber}
      clinic={clinic}
      printedBy={printedBy}
      testId="pharmacy-bill-print"
    >
      <div className={roll ? 'bill-facts-roll' : 'print-facts'}>
        <div>
          <strong>Bill No.:</strong> {s.billNumber}
        </div>
        <div>
          <strong>Date:</strong> {formatDateTime(s.soldAt)}
        </div>
        <div>
          <strong>Patient:</strong> {s.patientName}
          {s.mrn ? ` (${s.mrn})` : ''}
        </div>
        {s.doctorName && (
          <div>
            <strong>Prescriber:</strong> {s.doctorName}
          </div>
        )}
      </div>
      <table className="bill-lines">
        <thead>
          <tr>
            <th>Item</th>
            {!roll && <th>HSN</th>}
            {!roll && <th>Batch / Exp</th>}
            <th>Qty</th>
            {!roll && <th>GST</th>}
            <th>Amount</th>
          </tr>
        </thead>
        <tbody>
          {s.lines.map((l, i) => (
            <tr key={`${i}-${l.batchNumber}`}>
              <td>
                {l.drugName}
                {l.schedule === 'H' || l.schedule === 'H1' || l.schedule === 'X' ? ` (Sch. ${l.schedule})` : ''}
                {roll && (
                  <div className="bill-sub">
                    HSN {hsn(l.hsn)} · {l.batchNumber} · Exp {expiry(l.expiryDate)} · GST {l.gstRate}%
                  </div>
                )}
              </td>
              {!roll && <td>{hsn(l.hsn)}</td>}
              {!roll && (
                <td>
                  {l.batchNumber} / {expiry(l.expiryDate)}
                </td>
              )}
              <td>{l.quantity}</td>
              {!roll && <td>{l.gstRate}%</td>}
              <td>{formatPaise(l.amountPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Totals sale={s} />
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
