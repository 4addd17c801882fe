import type { AdmissionDetail, DischargeSummary } from '@clinic/shared/admissions';
import type { ClinicProfile } from '@clinic/shared/clinic';
import { PrintDocument, SignatureBlock } from '../../../components/print/print-document.tsx';
import { PrintFacts } from '../../../components/print/print-facts.tsx';
import { PrintLineTable } from '../../../components/print/print-line-table.tsx';
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
 * follow-up, and the doctor's signature with qualification and registration number. When the
 * patient died it is the death summary: the time and cause of death in place of the discharge,
 * and nothing to continue at home.
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
  const died = a.dischargeType === 'Death';
  const leaving = died
    ? [
        { label: 'Date and time of death', value: a.deathAt ? formatDateTime(a.deathAt) : '—', wide: true },
        { label: 'Cause of death', value: a.deathCause || '—', wide: true },
      ]
    : [{ label: 'Discharged', value: a.dischargedOn ? formatDateTime(a.dischargedOn) : 'Not yet discharged' }];
  return (
    <PrintDocument
      paper="A4"
      title={died ? 'Death Summary' : 'Discharge Summary'}
      reference={a.ipNumber}
      clinic={clinic}
      printedBy={printedBy}
      testId="discharge-summary-print"
    >
      <PrintFacts
        facts={[
          { label: 'Patient', value: `${a.patientName}, ${a.age} Y, ${a.gender}` },
          { label: 'MRN / IP No.', value: `${a.mrn} / ${a.ipNumber}` },
          { label: 'Admitted', value: formatDateTime(a.admittedOn) },
          { label: 'Department', value: a.department },
          { label: 'Ward / bed', value: `${a.ward}, bed ${a.bedNumber}` },
          {
            label: 'Admitting doctor',
            value: (
              <>
                {a.admittedBy} · <strong>Reason for admission:</strong> {a.reason}
              </>
            ),
            wide: true,
          },
          ...leaving,
        ]}
      />
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
      {!died && <Section title="Condition at discharge" text={s.condition} />}
      {!died && s.medicines.length > 0 && (
        <>
          <h3>Medicines to continue</h3>
          <PrintLineTable
            rows={s.medicines}
            rowKey={(m, i) => `${i}-${m.name}`}
            columns={[
              { header: '#', cell: (_, i) => i + 1 },
              { header: 'Medicine', cell: (m) => m.name },
              { header: 'Dose', cell: (m) => m.dose },
              { header: 'Frequency', cell: (m) => m.frequency },
              { header: 'Days', cell: (m) => m.durationDays ?? '' },
              { header: 'Instructions', cell: (m) => m.instructions },
            ]}
          />
        </>
      )}
      {!died && <Section title="Advice" text={s.advice} />}
      {!died && s.followUpDate && (
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
