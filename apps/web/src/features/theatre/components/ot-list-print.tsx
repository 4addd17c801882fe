import type { ClinicProfile } from '@clinic/shared/clinic';
import type { OtDay } from '@clinic/shared/theatre';
import { PrintDocument } from '../../../components/print/print-document.tsx';
import { PrintLineTable } from '../../../components/print/print-line-table.tsx';
import { formatDay } from '../../../lib/format.ts';

/** The day's OT list on the print kit (A4 landscape-friendly table): per theatre, in order. */
export function OtListPrint({
  day,
  clinic,
  printedBy,
}: {
  day: OtDay;
  clinic: ClinicProfile | undefined;
  printedBy: string;
}) {
  return (
    <PrintDocument
      paper="A4"
      title="OT List"
      reference={formatDay(day.date)}
      clinic={clinic}
      printedBy={printedBy}
      testId="ot-list-print"
    >
      {day.theatres
        .filter((t) => t.surgeries.length > 0)
        .map((t) => (
          <section key={t._id}>
            <h3>
              {t.identifier} · {t.type} ({t.opensAt}–{t.closesAt})
            </h3>
            <PrintLineTable
              rows={t.surgeries}
              rowKey={(s) => s._id}
              columns={[
                { header: 'Time', cell: (s) => `${s.startTime}–${s.endTime}` },
                { header: 'Patient', cell: (s) => `${s.patient.name} (${s.patient.mrn})` },
                { header: 'IP No.', cell: (s) => s.ipNumber ?? 'Day care' },
                { header: 'Procedure', cell: (s) => s.procedure.name },
                {
                  header: 'Surgeon / assistant',
                  cell: (s) => `${s.surgeon.name}${s.assistant ? ` / ${s.assistant.name}` : ''}`,
                },
                { header: 'Anaesthetist', cell: (s) => s.anaesthetist.name },
                { header: 'Anaesthesia', cell: (s) => s.anaesthesiaType },
              ]}
            />
          </section>
        ))}
      {day.theatres.every((t) => t.surgeries.length === 0) && <p>No surgeries booked.</p>}
    </PrintDocument>
  );
}
