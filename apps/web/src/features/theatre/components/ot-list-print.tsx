import type { ClinicProfile } from '@clinic/shared/clinic';
import type { OtDay } from '@clinic/shared/theatre';
import { PrintDocument } from '../../../components/print/print-document.tsx';
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
            <table>
              <thead>
                <tr>
                  <th>Time</th>
                  <th>Patient</th>
                  <th>IP No.</th>
                  <th>Procedure</th>
                  <th>Surgeon / assistant</th>
                  <th>Anaesthetist</th>
                  <th>Anaesthesia</th>
                </tr>
              </thead>
              <tbody>
                {t.surgeries.map((s) => (
                  <tr key={s._id}>
                    <td>
                      {s.startTime}–{s.endTime}
                    </td>
                    <td>
                      {s.patient.name} ({s.patient.mrn})
                    </td>
                    <td>{s.ipNumber ?? 'Day care'}</td>
                    <td>{s.procedure.name}</td>
                    <td>
                      {s.surgeon.name}
                      {s.assistant ? ` / ${s.assistant.name}` : ''}
                    </td>
                    <td>{s.anaesthetist.name}</td>
                    <td>{s.anaesthesiaType}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
      {day.theatres.every((t) => t.surgeries.length === 0) && <p>No surgeries booked.</p>}
    </PrintDocument>
  );
}
