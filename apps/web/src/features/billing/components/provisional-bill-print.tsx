import type { IpBillView } from '@clinic/shared/billing';
import type { ClinicProfile } from '@clinic/shared/clinic';
import { formatPaise } from '@clinic/shared/money';
import { PrintDocument } from '../../../components/print/print-document.tsx';
import '../../../components/print/bill.css';
import { formatDateTime } from '../../../lib/format.ts';

/** The IP bill as it stands, printed at any time before finalization; it carries no bill number. */
export function ProvisionalBillPrint({
  view: v,
  clinic,
  printedBy,
}: {
  view: IpBillView;
  clinic: ClinicProfile | undefined;
  printedBy: string;
}) {
  return (
    <PrintDocument
      paper="A4"
      title="Provisional Bill"
      reference={v.admission.ipNumber}
      clinic={clinic}
      printedBy={printedBy}
      testId="provisional-bill-print"
    >
      <div className="print-facts">
        <div>
          <strong>Patient:</strong> {v.patient.name}
        </div>
        <div>
          <strong>MRN / IP:</strong> {v.patient.mrn} · {v.admission.ipNumber}
        </div>
        <div>
          <strong>Admitted:</strong> {formatDateTime(v.admission.admittedAt)}
        </div>
        <div>
          <strong>As of:</strong> {formatDateTime(new Date())}
        </div>
      </div>
      <table className="bill-lines">
        <thead>
          <tr>
            <th>Section</th>
            <th>Description</th>
            <th>Qty</th>
            <th>Rate</th>
            <th>GST</th>
            <th>Amount</th>
          </tr>
        </thead>
        <tbody>
          {v.lines.map((l, i) => (
            <tr key={i}>
              <td>{l.section}</td>
              <td>{l.description}</td>
              <td>{l.quantity}</td>
              <td>{formatPaise(l.unitPricePaise)}</td>
              <td>{l.taxPaise ? formatPaise(l.taxPaise) : ''}</td>
              <td>{formatPaise(l.totalPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="bill-totals">
        <tbody>
          <tr>
            <td>Round off</td>
            <td>{formatPaise(v.roundOffPaise)}</td>
          </tr>
          <tr className="bill-grand">
            <td>Total so far</td>
            <td>{formatPaise(v.totalPaise)}</td>
          </tr>
          <tr>
            <td>Deposits</td>
            <td>{formatPaise(v.paidPaise)}</td>
          </tr>
          <tr>
            <td>Balance</td>
            <td>{formatPaise(v.balancePaise)}</td>
          </tr>
        </tbody>
      </table>
      <div className="bill-sub">Provisional: not a bill. Charges may still be added until the bill is finalized.</div>
    </PrintDocument>
  );
}
