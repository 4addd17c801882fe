import type { Bill, BillLine } from '@clinic/shared/billing';
import type { ClinicProfile } from '@clinic/shared/clinic';
import { formatPaise, gstRows, rupeesInWords } from '@clinic/shared/money';
import {
  PrintDocument,
  SignatureBlock,
  type PaperSize,
  type PrintCopy,
} from '../../../components/print/print-document.tsx';
import { PrintFacts } from '../../../components/print/print-facts.tsx';
import { PrintLineTable } from '../../../components/print/print-line-table.tsx';
import { PrintTotals } from '../../../components/print/print-totals.tsx';
import '../../../components/print/bill.css';
import { formatDateTime } from '../../../lib/format.ts';
import { splitRows } from './split-rows.ts';
import { quantityAtRateColumn, stayFacts } from './stay-facts.ts';

/**
 * A finalized bill (OP or IP) with its receipts, on the print kit (A4, A5 or an 80 mm roll). Its title is the
 * document its lines make it: a Bill of Supply when every line is exempt (Rule 49). Taxable lines
 * show their rate, and the tax is set out per rate as CGST and SGST (Rule 46). The finalize flow
 * prints the original; a print from the bill list or the patient's record is a duplicate.
 * An IP bill is headed with its stay (IP number, admission and discharge, consultant, ward and
 * bed class, days) and reads each line as quantity × rate = amount.
 */
export function BillPrint({
  bill: b,
  clinic,
  paper,
  printedBy,
  copy = 'original',
}: {
  bill: Bill;
  clinic: ClinicProfile | undefined;
  paper: PaperSize;
  printedBy: string;
  copy?: PrintCopy;
}) {
  const taxed = b.lines.some((l) => l.gstRateBp > 0);
  const ip = b.kind === 'IP';
  // The payer's part as the bill was split; any of it the payer did not pay and the desk moved to the patient.
  const payerPart = b.payerSplit?.payerPaise ?? b.payerSharePaise;
  const moved = payerPart - b.payerSharePaise;
  return (
    <PrintDocument
      paper={paper}
      title={b.documentType}
      reference={b.number}
      clinic={clinic}
      printedBy={printedBy}
      copy={copy}
      testId="bill-print"
    >
      <PrintFacts
        facts={[
          { label: 'Bill No', value: b.number },
          { label: 'Date', value: formatDateTime(b.finalizedAt) },
          { label: 'Patient', value: b.patient.name },
          { label: 'MRN', value: `${b.patient.mrn} · ${b.patient.phone}` },
          ...(b.stay ? stayFacts(b.stay) : []),
        ]}
      />
      <PrintLineTable
        money
        rows={b.lines}
        rowKey={(l) => l.lineNo}
        columns={[
          { header: '#', cell: (l) => l.lineNo },
          {
            header: 'Description',
            cell: (l) => (
              <>
                {ip && <span className="bill-sub">{l.section}: </span>}
                {l.description}
                {l.nonPayableItem && <span className="bill-sub"> (non-payable)</span>}
              </>
            ),
          },
          ip ? quantityAtRateColumn<BillLine>() : { header: 'Qty', cell: (l) => l.quantity },
          !ip && { header: 'Rate', cell: (l) => formatPaise(l.unitPricePaise) },
          taxed && { header: 'GST', cell: (l) => (l.gstRateBp > 0 ? `${l.gstRateBp / 100}%` : 'Exempt') },
          { header: 'Amount', cell: (l) => formatPaise(l.amountPaise) },
        ]}
      />
      <PrintTotals
        lines={[
          { label: 'Gross', paise: b.grossPaise, optional: true },
          {
            label: `Discount${b.discountPercent ? ` (${b.discountPercent}%)` : ''}`,
            paise: -b.discountPaise,
            optional: true,
          },
          ...gstRows(b.lines),
          { label: 'Round off', paise: b.roundOffPaise },
          { label: 'Total', paise: b.totalPaise, grand: true },
          payerPart > 0 && { label: `Payable by ${b.payerName}`, paise: -payerPart },
          moved > 0 && { label: 'Not paid by the payer, moved to the patient', paise: moved },
          b.creditNotePaise > 0 && { label: 'Credit notes', paise: -b.creditNotePaise },
          ...b.payments.map((p) => ({
            label: `${p.purpose === 'Refund' ? 'Refunded' : 'Paid'} ${p.mode}${p.reference ? ` (${p.reference})` : ''} · ${p.receiptNumber}`,
            paise: p.purpose === 'Refund' ? -p.amountPaise : p.amountPaise,
          })),
          { label: 'Balance', paise: b.balancePaise },
        ]}
      />
      <div className="bill-sub">{rupeesInWords(b.totalPaise)}</div>
      {b.payerSplit && (
        <>
          <h3 className="bill-sub">Payer and patient shares</h3>
          <PrintTotals lines={splitRows(b.payerSplit, b.payerName)} />
        </>
      )}
      {b.discountReason && <div className="bill-sub">Discount: {b.discountReason}</div>}
      {b.documentType === 'Bill of Supply' && (
        <div className="bill-sub">Health care services exempt from GST (Notification 12/2017-CT(Rate), Sl. 74).</div>
      )}
      <SignatureBlock name={b.finalizedBy} label="Billed by" />
    </PrintDocument>
  );
}
