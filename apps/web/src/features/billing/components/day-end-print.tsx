import type { ShiftsDay } from '@clinic/shared/billing';
import type { ClinicProfile } from '@clinic/shared/clinic';
import { formatPaise } from '@clinic/shared/money';
import { PrintDocument, type PaperSize } from '../../../components/print/print-document.tsx';
import { PrintLineTable } from '../../../components/print/print-line-table.tsx';
import '../../../components/print/bill.css';
import { formatDate } from '../../../lib/format.ts';

/** The day end per counter and mode, on A4 for the accounts or an 80 mm roll at the counter. */
export function DayEndPrint({
  day,
  clinic,
  paper,
  printedBy,
}: {
  day: ShiftsDay;
  clinic: ClinicProfile | undefined;
  paper: PaperSize;
  printedBy: string;
}) {
  const rows = day.counters.flatMap((c) => c.modes.map((m) => ({ counter: c.counter, ...m })));
  return (
    <PrintDocument
      paper={paper}
      title="Day End by Counter"
      reference={formatDate(day.date)}
      clinic={clinic}
      printedBy={printedBy}
      testId="day-end-print"
    >
      <PrintLineTable
        money
        rows={rows}
        rowKey={(r) => `${r.counter}-${r.mode}`}
        columns={[
          { header: 'Counter', cell: (r) => r.counter },
          { header: 'Mode', cell: (r) => r.mode },
          { header: 'Received', cell: (r) => formatPaise(r.receivedPaise) },
          { header: 'Refunded', cell: (r) => formatPaise(r.refundedPaise) },
          { header: 'Expected', cell: (r) => formatPaise(r.expectedPaise) },
          { header: 'Counted', cell: (r) => (r.countedPaise === null ? '—' : formatPaise(r.countedPaise)) },
          { header: 'Difference', cell: (r) => (r.differencePaise === null ? '—' : formatPaise(r.differencePaise)) },
        ]}
      />
      <div className="bill-sub">
        {day.shifts.length} shifts ·{' '}
        {day.shifts.filter((s) => s.status === 'Open').length > 0
          ? `${day.shifts.filter((s) => s.status === 'Open').length} still open`
          : 'all closed'}
      </div>
    </PrintDocument>
  );
}
