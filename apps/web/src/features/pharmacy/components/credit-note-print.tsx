import type { ClinicProfile } from '@clinic/shared/clinic';
import { formatPaise, rupeesInWords } from '@clinic/shared/money';
import type { CreditNote } from '@clinic/shared/pharmacy';
import { PrintDocument, SignatureBlock, type PaperSize } from '../../../components/print/print-document.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { mmYyyy } from './cart-table.tsx';
import '../../../components/print/bill.css';

/** The credit note on the print kit: its number, the bill it reverses, lines, GST reversed and the refund. */
export function CreditNotePrint({
  note: n,
  clinic,
  paper,
  printedBy,
}: {
  note: CreditNote;
  clinic: ClinicProfile | undefined;
  paper: PaperSize;
  printedBy: string;
}) {
  return (
    <PrintDocument
      paper={paper}
      title="Credit Note"
      reference={n.creditNoteNumber}
      clinic={clinic}
      printedBy={printedBy}
      testId="credit-note-print"
    >
      <div className={paper === '80mm' ? 'bill-facts-roll' : 'print-facts'}>
        <div>
          <strong>Credit note:</strong> {n.creditNoteNumber}
        </div>
        <div>
          <strong>Date:</strong> {formatDateTime(n.returnedAt)}
        </div>
        <div>
          <strong>Against bill:</strong> {n.billNumber}
        </div>
        <div>
          <strong>Patient:</strong> {n.patientName}
        </div>
        <div className="print-wide">
          <strong>Reason:</strong> {n.reason}
        </div>
      </div>
      <table className="bill-lines">
        <thead>
          <tr>
            <th>Item</th>
            <th>Qty</th>
            <th>Amount</th>
          </tr>
        </thead>
        <tbody>
          {n.lines.map((l, i) => (
            <tr key={`${i}-${l.batchNumber}`}>
              <td>
                {l.drugName}
                <div className="bill-sub">
                  HSN {l.hsn.slice(0, 4)} · {l.batchNumber} · Exp {mmYyyy(l.expiryDate)} · GST {l.gstRate}% ·{' '}
                  {l.disposition === 'Restock' ? 'back to stock' : 'quarantined'}
                </div>
              </td>
              <td>{l.quantity}</td>
              <td>{formatPaise(l.amountPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="bill-totals">
        <tbody>
          <tr>
            <td>Taxable value</td>
            <td>{formatPaise(n.taxablePaise)}</td>
          </tr>
          <tr>
            <td>CGST</td>
            <td>{formatPaise(n.cgstPaise)}</td>
          </tr>
          <tr>
            <td>SGST</td>
            <td>{formatPaise(n.sgstPaise)}</td>
          </tr>
          <tr>
            <td>Round off</td>
            <td>{formatPaise(n.roundOffPaise)}</td>
          </tr>
          <tr className="bill-grand">
            <td>Refund</td>
            <td>{formatPaise(n.totalPaise)}</td>
          </tr>
        </tbody>
      </table>
      <p className="bill-words">{rupeesInWords(n.totalPaise)}</p>
      <p>
        Refunded by {n.refund.mode}
        {n.refund.reference ? ` (${n.refund.reference})` : ''} · Receipt {n.refund.receiptNumber}
      </p>
      <SignatureBlock name={n.returnedBy} label="Pharmacist" />
    </PrintDocument>
  );
}
