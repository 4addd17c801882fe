import type { ClinicProfile } from '@clinic/shared/clinic';
import { formatPaise, gstRows, rupeesInWords } from '@clinic/shared/money';
import type { CreditNote } from '@clinic/shared/pharmacy';
import { PrintDocument, SignatureBlock, type PaperSize } from '../../../components/print/print-document.tsx';
import { PrintFacts } from '../../../components/print/print-facts.tsx';
import { PrintLineTable } from '../../../components/print/print-line-table.tsx';
import { PrintTotals } from '../../../components/print/print-totals.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { mmYyyy } from './cart-table.tsx';
import { gstLinesOf } from './pharmacy-bill-print.tsx';
import '../../../components/print/bill.css';

/**
 * The credit note on the print kit: its number, the bill it reverses, lines, GST reversed per rate
 * as CGST and SGST, the refund in figures and words, and the pharmacy's drug licence numbers.
 */
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
      <PrintFacts
        stacked={paper === '80mm'}
        facts={[
          !!clinic?.drugLicenceRetail && {
            label: 'D.L. No. (Retail, 20/21)',
            value: clinic.drugLicenceRetail,
            wide: true,
          },
          { label: 'Credit note', value: n.creditNoteNumber },
          { label: 'Date', value: formatDateTime(n.returnedAt) },
          { label: 'Against bill', value: n.billNumber },
          { label: 'Patient', value: n.patientName },
          { label: 'Reason', value: n.reason, wide: true },
        ]}
      />
      <PrintLineTable
        money
        rows={n.lines}
        rowKey={(l, i) => `${i}-${l.batchNumber}`}
        columns={[
          {
            header: 'Item',
            cell: (l) => (
              <>
                {l.drugName}
                <div className="bill-sub">
                  HSN {l.hsn.slice(0, 4)} · {l.batchNumber} · Exp {mmYyyy(l.expiryDate)} · GST {l.gstRate}% ·{' '}
                  {l.disposition === 'Restock' ? 'back to stock' : 'quarantined'}
                </div>
              </>
            ),
          },
          { header: 'Qty', cell: (l) => l.quantity },
          { header: 'Amount', cell: (l) => formatPaise(l.amountPaise) },
        ]}
      />
      <PrintTotals
        lines={[
          { label: 'Taxable value', paise: n.taxablePaise },
          ...gstRows(gstLinesOf(n.lines)),
          { label: 'Round off', paise: n.roundOffPaise },
          { label: 'Refund', paise: n.totalPaise, grand: true },
        ]}
      />
      <p className="bill-words">{rupeesInWords(n.totalPaise)}</p>
      <p>
        Refunded by {n.refund.mode}
        {n.refund.reference ? ` (${n.refund.reference})` : ''} · Receipt {n.refund.receiptNumber}
      </p>
      <SignatureBlock name={n.returnedBy} label="Pharmacist" />
    </PrintDocument>
  );
}
