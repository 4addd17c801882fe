import type { ClinicProfile } from '@clinic/shared/clinic';
import type { Encounter } from '@clinic/shared/encounters';
import { fullName, type Patient } from '@clinic/shared/patients';
import { PrintDocument, SignatureBlock, type PaperSize } from '../../../components/print/print-document.tsx';
import { PrintFacts } from '../../../components/print/print-facts.tsx';
import { PrintLineTable } from '../../../components/print/print-line-table.tsx';
import { formatDateTime, formatDay } from '../../../lib/format.ts';
import './prescription-print.css';

function vitalsLine(v: NonNullable<Encounter['vitals']>): string {
  return [
    v.bloodPressure && `BP ${v.bloodPressure} mmHg`,
    v.heartRate !== null && `HR ${v.heartRate} bpm`,
    v.temperature !== null && `Temp ${v.temperature} °F`,
    v.spo2 !== null && `SpO2 ${v.spo2}%`,
    v.weight !== null && `Wt ${v.weight} kg`,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * The printed prescription on the print kit: the clinic's letterhead, doctor with qualification
 * and medical council registration number, patient with MRN and recorded allergies, vitals,
 * diagnosis, medicines, investigations, advice, revisit date and the doctor's signature block.
 */
export function PrescriptionPrint({
  encounter: e,
  patient,
  clinic,
  paper,
  printedBy,
}: {
  encounter: Encounter;
  patient: Patient;
  clinic: ClinicProfile | undefined;
  paper: PaperSize;
  printedBy: string;
}) {
  return (
    <PrintDocument
      paper={paper}
      title="Prescription"
      reference={patient.mrn}
      clinic={clinic}
      printedBy={printedBy}
      testId="prescription-print"
    >
      <PrintFacts
        facts={[
          {
            label: 'Doctor',
            value: (
              <>
                {e.doctorName}
                {e.doctorSpeciality ? ` (${e.doctorSpeciality})` : ''}
                {e.doctorQualification ? `, ${e.doctorQualification}` : ''}
                {e.doctorRegistrationNumber && <div>Reg. No. {e.doctorRegistrationNumber}</div>}
              </>
            ),
          },
          { label: 'Date', value: formatDateTime(e.createdAt) },
          { label: 'Patient', value: `${fullName(patient)}, ${patient.age} Y, ${patient.gender}` },
          { label: 'MRN', value: patient.mrn },
          { label: 'Allergies', value: e.allergies.length > 0 ? e.allergies.join(', ') : 'None recorded', wide: true },
          e.vitals && { label: 'Vitals', value: vitalsLine(e.vitals), wide: true },
        ]}
      />
      <div>
        <strong>Diagnosis:</strong>{' '}
        {e.diagnoses.map((d) => (d.code ? `${d.description} (${d.code})` : d.description)).join('; ')}
      </div>
      <h3 className="rx-symbol">℞</h3>
      {e.prescriptions.length === 0 ? (
        <p>No medicines prescribed.</p>
      ) : (
        <PrintLineTable
          rows={e.prescriptions}
          rowKey={(line) => line._id}
          columns={[
            { header: '#', cell: (_, i) => i + 1 },
            { header: 'Medicine', cell: (line) => line.drugName },
            { header: 'Dose', cell: (line) => line.dose },
            { header: 'Frequency', cell: (line) => line.frequency },
            { header: 'Days', cell: (line) => line.durationDays },
            { header: 'Route', cell: (line) => line.route },
            { header: 'Qty', cell: (line) => line.quantity },
            { header: 'Instructions', cell: (line) => line.instructions },
          ]}
        />
      )}
      {e.prescriptions.some((line) => line.overrideReason) && (
        <div data-testid="rx-overrides">
          <strong>Prescribed despite a safety warning:</strong>{' '}
          {e.prescriptions
            .flatMap((line, i) => (line.overrideReason ? [`${i + 1}. ${line.drugName}: ${line.overrideReason}`] : []))
            .join('; ')}
        </div>
      )}
      {e.orders.length > 0 && (
        <div>
          <strong>Investigations:</strong> {e.orders.map((o) => o.serviceName).join(', ')}
        </div>
      )}
      {e.advice && (
        <div>
          <strong>Advice:</strong> {e.advice}
        </div>
      )}
      {e.revisitDate && (
        <div>
          <strong>Revisit on:</strong> {formatDay(e.revisitDate)}
        </div>
      )}
      <SignatureBlock
        name={e.doctorName}
        qualification={e.doctorQualification}
        registrationNumber={e.doctorRegistrationNumber}
        label="Doctor's signature"
      />
    </PrintDocument>
  );
}
