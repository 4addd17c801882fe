import type { IpBillLine, IpBillView } from '@clinic/shared/billing';
import type { ClinicProfile } from '@clinic/shared/clinic';
import { formatPaise, gstRows, rupeesInWords } from '@clinic/shared/money';
import { PrintDocument } from '../../../components/print/print-document.tsx';
import { PrintFacts } from '../../../components/print/print-facts.tsx';
import { PrintLineTable } from '../../../components/print/print-line-table.tsx';
import { PrintTotals } from '../../../components/print/print-totals.tsx';
import { splitRows } from './split-rows.ts';
import '../../../components/print/bill.css';
import { formatDateTime } from '../../../lib/format.ts';
import { quantityAtRateColumn, stayFacts } from './stay-facts.ts';

/**
 * The IP bill as it stands, printed at any time before finalization; it carries no bill number.
 * Its head is the stay (IP number, dates, consultant, ward, days); each line reads quantity ×
 * rate = amount, and the discount and any tax (per rate as CGST and SGST) come below the lines.
 * The total so far is written in words.
 */
export function ProvisionalBillPrint({
  view: v,
  clinic,
  printedBy,
}: {
  view: IpBillView;
  clinic: ClinicProfile | undefined;
  printedBy: string;
}) {
  const taxed = v.lines.some((l) => l.gstRateBp > 0);
  return (
    <PrintDocument
      paper="A4"
      title="Provisional Bill"
      reference={v.admission.ipNumber}
      clinic={clinic}
      printedBy={printedBy}
      testId="provisional-bill-print"
    >
      <PrintFacts
        facts={[
          { label: 'Patient', value: v.patient.name },
          { label: 'MRN', value: `${v.patient.mrn} · ${v.patient.phone}` },
          ...stayFacts(v.admission),
          { label: 'As of', value: formatDateTime(new Date()) },
        ]}
      />
      <PrintLineTable
        money
        rows={v.lines}
        rowKey={(_, i) => i}
        columns={[
          { header: 'Section', cell: (l) => l.section },
          { header: 'Description', cell: (l) => l.description },
          quantityAtRateColumn<IpBillLine>(),
          taxed && { header: 'GST', cell: (l) => (l.gstRateBp > 0 ? `${l.gstRateBp / 100}%` : 'Exempt') },
          { header: 'Amount', cell: (l) => formatPaise(l.amountPaise) },
        ]}
      />
      <PrintTotals
        lines={[
          { label: 'Gross', paise: v.grossPaise, optional: true },
          { label: 'Discount', paise: -v.discountPaise, optional: true },
          ...gstRows(v.lines),
          { label: 'Round off', paise: v.roundOffPaise },
          { label: 'Total so far', paise: v.totalPaise, grand: true },
          { label: 'Deposits', paise: v.paidPaise },
          { label: 'Balance', paise: v.balancePaise },
        ]}
      />
      <p className="bill-words">Total so far: {rupeesInWords(v.totalPaise)}</p>
      {v.split && (
        <>
          <h3 className="bill-sub">Payer and patient shares so far</h3>
          <PrintTotals lines={splitRows(v.split, v.contract.payerName)} />
        </>
      )}
      <div className="bill-sub">Provisional: not a bill. Charges may still be added until the bill is finalized.</div>
    </PrintDocument>
  );
}
