import type { ClinicProfile } from '@clinic/shared/clinic';
import type { Encounter } from '@clinic/shared/encounters';
import { fullName, type Patient } from '@clinic/shared/patients';
import { createPortal } from 'react-dom';
import { formatDateTime, formatDay } from '../../../lib/format.ts';
import './prescription-print.css';

export type Paper = 'A4' | 'A5';

/**
 * The printable prescription: clinic header from the clinic profile, doctor, patient, MRN, date,
 * diagnosis, medicines, advice and revisit date. It is rendered outside the app and shown only
 * when printing, laid out for the chosen paper size.
 */
export function PrescriptionPrint({
  encounter: e,
  patient,
  clinic,
  paper,
}: {
  encounter: Encounter;
  patient: Patient;
  clinic: ClinicProfile | undefined;
  paper: Paper;
}) {
  return createPortal(
    <div className="rx-print-root" data-paper={paper} data-testid="prescription-print">
      <style>{`@page { size: ${paper}; margin: ${paper === 'A5' ? 8 : 12}mm; }`}</style>
      <header>
        {clinic?.hasLogo && <img src={`/api/clinic/logo?v=${clinic.updatedAt ?? ''}`} alt="" />}
        <div>
          <h1>{clinic?.name || 'Clinic'}</h1>
          <div>{clinic?.address}</div>
          <div>
            {[clinic?.phone && `Phone ${clinic.phone}`, clinic?.email, clinic?.gstin && `GSTIN ${clinic.gstin}`]
              .filter(Boolean)
              .join(' · ')}
          </div>
        </div>
      </header>
      <div className="rx-meta">
        <div>
          <strong>Doctor:</strong> {e.doctorName}
          {e.doctorSpeciality ? ` (${e.doctorSpeciality})` : ''}
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
        {e.vitals && (
          <div style={{ gridColumn: '1 / -1' }}>
            <strong>Vitals:</strong>{' '}
            {[
              e.vitals.bloodPressure && `BP ${e.vitals.bloodPressure} mmHg`,
              e.vitals.heartRate !== null && `HR ${e.vitals.heartRate} bpm`,
              e.vitals.temperature !== null && `Temp ${e.vitals.temperature} °F`,
              e.vitals.spo2 !== null && `SpO2 ${e.vitals.spo2}%`,
              e.vitals.weight !== null && `Wt ${e.vitals.weight} kg`,
            ]
              .filter(Boolean)
              .join(', ')}
          </div>
        )}
      </div>
      <div>
        <strong>Diagnosis:</strong>{' '}
        {e.diagnoses.map((d) => (d.code ? `${d.description} (${d.code})` : d.description)).join('; ')}
      </div>
      <h2 style={{ fontSize: '13pt', margin: '8px 0 0' }}>℞</h2>
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
      <div className="rx-sign">{e.doctorName}</div>
    </div>,
    document.body,
  );
}
