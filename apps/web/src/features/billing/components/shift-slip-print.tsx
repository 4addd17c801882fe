import type { Shift } from '@clinic/shared/billing';
import type { ClinicProfile } from '@clinic/shared/clinic';
import { formatPaise, rupeesInWords } from '@clinic/shared/money';
import { PrintDocument, SignatureBlock, type PaperSize } from '../../../components/print/print-document.tsx';
import { PrintFacts } from '../../../components/print/print-facts.tsx';
import { PrintLineTable } from '../../../components/print/print-line-table.tsx';
import '../../../components/print/bill.css';
import { formatDateTime } from '../../../lib/format.ts';

/** The handover slip of a closed shift: expected against counted by mode, signed by both hands. */
export function ShiftSlipPrint({
  shift: s,
  clinic,
  paper,
  printedBy,
}: {
  shift: Shift;
  clinic: ClinicProfile | undefined;
  paper: PaperSize;
  printedBy: string;
}) {
  const cash = s.modes.find((m) => m.mode === 'Cash');
  return (
    <PrintDocument
      paper={paper}
      title="Shift Handover Slip"
      reference={s.number}
      clinic={clinic}
      printedBy={printedBy}
      testId="shift-slip-print"
    >
      <PrintFacts
        facts={[
          { label: 'Shift', value: s.number },
          { label: 'Counter', value: s.counter },
          { label: 'Cashier', value: s.openedBy },
          { label: 'Opened', value: formatDateTime(s.openedAt) },
          { label: 'Closed', value: s.closedAt ? formatDateTime(s.closedAt) : 'Open' },
          { label: 'Opening float', value: formatPaise(s.openingFloatPaise) },
          { label: 'Receipts', value: String(s.receipts.length) },
        ]}
      />
      <PrintLineTable
        money
        rows={s.modes}
        rowKey={(m) => m.mode}
        columns={[
          { header: 'Mode', cell: (m) => m.mode },
          { header: 'Received', cell: (m) => formatPaise(m.receivedPaise) },
          { header: 'Refunded', cell: (m) => formatPaise(m.refundedPaise) },
          { header: 'Expected', cell: (m) => formatPaise(m.expectedPaise) },
          { header: 'Counted', cell: (m) => (m.countedPaise === null ? '—' : formatPaise(m.countedPaise)) },
          { header: 'Difference', cell: (m) => (m.differencePaise === null ? '—' : formatPaise(m.differencePaise)) },
        ]}
      />
      <div className="bill-sub">
        Total expected {formatPaise(s.expectedPaise)}
        {s.countedPaise !== null &&
          ` · counted ${formatPaise(s.countedPaise)} · difference ${formatPaise(s.differencePaise ?? 0)}`}
      </div>
      {cash?.countedPaise ? <div className="bill-sub">Cash handed over: {rupeesInWords(cash.countedPaise)}</div> : null}
      {s.closeNote && <div className="bill-sub">Note: {s.closeNote}</div>}
      <SignatureBlock name={`Handed over by ${s.openedBy}`} label="Handed over by" />
      <SignatureBlock name="Received by" label="Received by" />
    </PrintDocument>
  );
}
