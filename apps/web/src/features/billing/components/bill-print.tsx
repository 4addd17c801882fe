import type { Bill } from '@clinic/shared/billing';
import type { ClinicProfile } from '@clinic/shared/clinic';
import { formatPaise, rupeesInWords } from '@clinic/shared/money';
import { PrintDocument, SignatureBlock, type PaperSize } from '../../../components/print/print-document.tsx';
import '../../../components/print/bill.css';
import { formatDateTime } from '../../../lib/format.ts';

/**
 * A finalized bill (OP or IP) with its receipts, on the print kit (A4, A5 or an 80 mm roll). Its title is the
 * document its lines make it: a Bill of Supply when every line is exempt (Rule 49).
 */
export function BillPrint({
  bill: b,
  clinic,
  paper,
  printedBy,
}: {
  bill: Bill;
  clinic: ClinicProfile | undefined;
  paper: PaperSize;
  printedBy: string;
}) {
  const totals: [string, number][] = [
    ['Gross', b.grossPaise],
    [`Discount${b.discountPercent ? ` (${b.discountPercent}%)` : ''}`, -b.discountPaise],
    ['GST', b.taxPaise],
    ['Round off', b.roundOffPaise],
  ];
  return (
    <PrintDocument
      paper={paper}
      title={b.documentType}
      reference={b.number}
      clinic={clinic}
      printedBy={printedBy}
      testId="bill-print"
    >
      <div className="print-facts">
        <div>
          <strong>Bill No:</strong> {b.number}
        </div>
        <div>
          <strong>Date:</strong> {formatDateTime(b.finalizedAt)}
        </div>
        <div>
          <strong>Patient:</strong> {b.patient.name}
        </div>
        <div>
          <strong>MRN:</strong> {b.patient.mrn} · {b.patient.phone}
        </div>
      </div>
      <table className="bill-lines">
        <thead>
          <tr>
            <th>#</th>
            <th>Description</th>
            <th>Qty</th>
            <th>Rate</th>
            <th>Amount</th>
          </tr>
        </thead>
        <tbody>
          {b.lines.map((l) => (
            <tr key={l.lineNo}>
              <td>{l.lineNo}</td>
              <td>
                {b.kind === 'IP' && <span className="bill-sub">{l.section}: </span>}
                {l.description}
              </td>
              <td>{l.quantity}</td>
              <td>{formatPaise(l.unitPricePaise)}</td>
              <td>{formatPaise(l.amountPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="bill-totals">
        <tbody>
          {totals
            .filter(([label, v]) => v !== 0 || label === 'Round off')
            .map(([label, v]) => (
              <tr key={label}>
                <td>{label}</td>
                <td>{formatPaise(v)}</td>
              </tr>
            ))}
          <tr className="bill-grand">
            <td>Total</td>
            <td>{formatPaise(b.totalPaise)}</td>
          </tr>
          {b.payerSharePaise > 0 && (
            <tr>
              <td>Payable by {b.payerName}</td>
              <td>{formatPaise(-b.payerSharePaise)}</td>
            </tr>
          )}
          {b.creditNotePaise > 0 && (
            <tr>
              <td>Credit notes</td>
              <td>{formatPaise(-b.creditNotePaise)}</td>
            </tr>
          )}
          {b.payments.map((p) => (
            <tr key={p._id}>
              <td>
                {p.purpose === 'Refund' ? 'Refunded' : 'Paid'} {p.mode}
                {p.reference ? ` (${p.reference})` : ''} · {p.receiptNumber}
              </td>
              <td>{formatPaise(p.purpose === 'Refund' ? -p.amountPaise : p.amountPaise)}</td>
            </tr>
          ))}
          <tr>
            <td>Balance</td>
            <td>{formatPaise(b.balancePaise)}</td>
          </tr>
        </tbody>
      </table>
      <div className="bill-sub">{rupeesInWords(b.totalPaise)}</div>
      {b.discountReason && <div className="bill-sub">Discount: {b.discountReason}</div>}
      {b.documentType === 'Bill of Supply' && (
        <div className="bill-sub">Health care services exempt from GST (Notification 12/2017-CT(Rate), Sl. 74).</div>
      )}
      <SignatureBlock name={b.finalizedBy} label="Billed by" />
    </PrintDocument>
  );
}
