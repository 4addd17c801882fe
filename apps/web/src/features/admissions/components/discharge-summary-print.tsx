import type { AdmissionDetail, DischargeSummary } from '@clinic/shared/admissions';
import type { ClinicProfile } from '@clinic/shared/clinic';
import { PrintDocument, SignatureBlock } from '../../../components/print/print-document.tsx';
import { formatDateTime, formatDay } from '../../../lib/format.ts';

function Section({ title, text }: { title: string; text: string }) {
  if (!text) return null;
  return (
    <div>
      <h3>{title}</h3>
      <p style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{text}</p>
    </div>
  );
}

/**
 * The printed discharge summary on the print kit (A4): letterhead, the patient and the stay,
 * diagnoses with ICD-10 codes, procedures, course, condition, medicines to continue, advice,
 * follow-up, and the doctor's signature with qualification and registration number.
 */
export function DischargeSummaryPrint({
  admission: a,
  summary: s,
  clinic,
  printedBy,
}: {
  admission: AdmissionDetail;
  summary: DischargeSummary;
  clinic: ClinicProfile | undefined;
  printedBy: string;
}) {
  return (
    <PrintDocument
      paper="A4"
      title="Discharge Summary"
      reference={a.ipNumber}
      clinic={clinic}
      printedBy={printedBy}
      testId="discharge-summary-print"
    >
      <div className="print-facts">
        <div>
          <strong>Patient:</strong> {a.patientName}, {a.age} Y, {a.gender}
        </div>
        <div>
          <strong>MRN / IP No.:</strong> {a.mrn} / {a.ipNumber}
        </div>
        <div>
          <strong>Admitted:</strong> {formatDateTime(a.admittedOn)}
        </div>
        <div>
          <strong>Discharged:</strong> {a.dischargedOn ? formatDateTime(a.dischargedOn) : 'Not yet discharged'}
        </div>
        <div>
          <strong>Department:</strong> {a.department}
        </div>
        <div>
          <strong>Ward / bed:</strong> {a.ward}, bed {a.bedNumber}
        </div>
        <div className="print-wide">
          <strong>Admitting doctor:</strong> {a.admittedBy} · <strong>Reason for admission:</strong> {a.reason}
        </div>
      </div>
      <h3>Diagnoses</h3>
      <ol style={{ margin: 0 }}>
        {s.diagnoses.map((d) => (
          <li key={`${d.code ?? ''}${d.description}`}>
            {d.description}
            {d.code ? ` (ICD-10 ${d.code})` : ''}
          </li>
        ))}
      </ol>
      <Section title="Procedures" text={s.procedures} />
      <Section title="Course in hospital" text={s.course} />
      <Section title="Condition at discharge" text={s.condition} />
      {s.medicines.length > 0 && (
        <>
          <h3>Medicines to continue</h3>
          <table>
            <thead>
              <tr>
                <th>#</th>
                <th>Medicine</th>
                <th>Dose</th>
                <th>Frequency</th>
                <th>Days</th>
                <th>Instructions</th>
              </tr>
            </thead>
            <tbody>
              {s.medicines.map((m, i) => (
                <tr key={`${i}-${m.name}`}>
                  <td>{i + 1}</td>
                  <td>{m.name}</td>
                  <td>{m.dose}</td>
                  <td>{m.frequency}</td>
                  <td>{m.durationDays ?? ''}</td>
                  <td>{m.instructions}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      <Section title="Advice" text={s.advice} />
      {s.followUpDate && (
        <div>
          <strong>Follow-up on:</strong> {formatDay(s.followUpDate)}
        </div>
      )}
      <SignatureBlock
        name={s.writtenBy}
        qualification={s.doctorQualification}
        registrationNumber={s.doctorRegistrationNumber}
        label="Doctor's signature"
      />
    </PrintDocument>
  );
}
