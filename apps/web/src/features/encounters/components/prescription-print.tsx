import type { ClinicProfile } from '@clinic/shared/clinic';
import type { Encounter } from '@clinic/shared/encounters';
import { fullName, type Patient } from '@clinic/shared/patients';
import { PrintDocument, SignatureBlock, type PaperSize } from '../../../components/print/print-document.tsx';
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
      <div className="print-facts">
        <div>
          <strong>Doctor:</strong> {e.doctorName}
          {e.doctorSpeciality ? ` (${e.doctorSpeciality})` : ''}
          {e.doctorQualification ? `, ${e.doctorQualification}` : ''}
          {e.doctorRegistrationNumber && <div>Reg. No. {e.doctorRegistrationNumber}</div>}
        </div>
        <div>
          <strong>Date:</strong> {formatDateTime(e.createdAt)}
        </div>
        <div>
          <strong>Patient:</strong> {fullName(patient)}, {patient.age} Y, {patient.gender}
        </div>
        <div>
          <strong>MRN:</strong> {patient.mrn}
        </div>
        <div className="print-wide">
          <strong>Allergies:</strong> {e.allergies.length > 0 ? e.allergies.join(', ') : 'None recorded'}
        </div>
        {e.vitals && (
          <div className="print-wide">
            <strong>Vitals:</strong> {vitalsLine(e.vitals)}
          </div>
        )}
      </div>
      <div>
        <strong>Diagnosis:</strong>{' '}
        {e.diagnoses.map((d) => (d.code ? `${d.description} (${d.code})` : d.description)).join('; ')}
      </div>
      <h3 className="rx-symbol">℞</h3>
      {e.prescriptions.length === 0 ? (
        <p>No medicines prescribed.</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>#</th>
              <th>Medicine</th>
              <th>Dose</th>
              <th>Frequency</th>
              <th>Days</th>
              <th>Route</th>
              <th>Qty</th>
              <th>Instructions</th>
            </tr>
          </thead>
          <tbody>
            {e.prescriptions.map((line, i) => (
              <tr key={line._id}>
                <td>{i + 1}</td>
                <td>{line.drugName}</td>
                <td>{line.dose}</td>
                <td>{line.frequency}</td>
                <td>{line.durationDays}</td>
                <td>{line.route}</td>
                <td>{line.quantity}</td>
                <td>{line.instructions}</td>
              </tr>
            ))}
          </tbody>
        </table>
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
