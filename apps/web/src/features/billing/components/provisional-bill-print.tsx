import type { IpBillView } from '@clinic/shared/billing';
import type { ClinicProfile } from '@clinic/shared/clinic';
import { formatPaise, gstRows, rupeesInWords } from '@clinic/shared/money';
import { PrintDocument } from '../../../components/print/print-document.tsx';
import { PrintFacts } from '../../../components/print/print-facts.tsx';
import { PrintLineTable } from '../../../components/print/print-line-table.tsx';
import { PrintTotals } from '../../../components/print/print-totals.tsx';
import '../../../components/print/bill.css';
import { formatDateTime } from '../../../lib/format.ts';

/**
 * The IP bill as it stands, printed at any time before finalization; it carries no bill number.
 * Any tax is set out per rate as CGST and SGST, and the total so far is written in words.
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
          { label: 'MRN / IP', value: `${v.patient.mrn} · ${v.admission.ipNumber}` },
          { label: 'Admitted', value: formatDateTime(v.admission.admittedAt) },
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
          { header: 'Qty', cell: (l) => l.quantity },
          { header: 'Rate', cell: (l) => formatPaise(l.unitPricePaise) },
          { header: 'GST', cell: (l) => (l.taxPaise ? formatPaise(l.taxPaise) : '') },
          { header: 'Amount', cell: (l) => formatPaise(l.totalPaise) },
        ]}
      />
      <PrintTotals
        lines={[
          ...gstRows(v.lines),
          { label: 'Round off', paise: v.roundOffPaise },
          { label: 'Total so far', paise: v.totalPaise, grand: true },
          { label: 'Deposits', paise: v.paidPaise },
          { label: 'Balance', paise: v.balancePaise },
        ]}
      />
      <p className="bill-words">Total so far: {rupeesInWords(v.totalPaise)}</p>
      <div className="bill-sub">Provisional: not a bill. Charges may still be added until the bill is finalized.</div>
    </PrintDocument>
  );
}
