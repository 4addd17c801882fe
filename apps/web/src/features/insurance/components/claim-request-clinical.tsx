import type { BillStay } from '@clinic/shared/billing';
import { CHRONIC_ILLNESSES, LINES_OF_TREATMENT, type ClaimRequest } from '@clinic/shared/insurance';
import { PrintFacts } from '../../../components/print/print-facts.tsx';
import { PrintBlank, PrintChoices, PrintYesNo } from '../../../components/print/print-form.tsx';
import { formatDate, formatTime } from '../../../lib/format.ts';
import { FormSection, orBlank } from './claim-form-section.tsx';

/** The room as the bill's head names it: the ward and the bed class of the stay's latest bed. */
const roomOf = (stay: BillStay) => (stay.roomType ? `${stay.ward} (${stay.roomType})` : stay.ward);

/**
 * The treating doctor's part: complaints, findings, the provisional diagnosis with its ICD-10
 * code, every line of treatment with the chosen one ticked, the planned procedure, days and room,
 * and the accident and maternity questions answered as the request records them.
 */
export function ClaimRequestClinical({ request: r, stay }: { request: ClaimRequest; stay: BillStay }) {
  return (
    <FormSection title="To be filled by the treating doctor / hospital">
      <PrintFacts
        facts={[
          { label: 'Name of the treating doctor', value: orBlank(stay.consultant) },
          { label: 'Contact number', value: <PrintBlank /> },
          { label: 'Presenting complaints', value: orBlank(r.complaints), wide: true },
          { label: 'Relevant clinical findings', value: orBlank(r.findings), wide: true },
          {
            label: 'Provisional diagnosis',
            value: (
              <>
                {r.provisionalDiagnosis} · <strong>ICD-10 code:</strong> {orBlank(r.icd10Code)}
              </>
            ),
            wide: true,
          },
          {
            label: 'Proposed line of treatment',
            value: <PrintChoices options={LINES_OF_TREATMENT} chosen={[r.lineOfTreatment]} />,
            wide: true,
          },
          { label: 'Name of surgery / planned procedure', value: r.plannedProcedure || '—', wide: true },
          { label: 'Expected days in hospital', value: r.expectedDays },
          { label: 'Room type', value: orBlank(roomOf(stay)) },
          {
            label: 'In case of accident',
            value: (
              <>
                <PrintYesNo yes={r.isAccident} /> · <strong>Reported to police:</strong>{' '}
                <PrintYesNo yes={r.reportedToPolice} /> · <strong>FIR no.:</strong> {r.firNumber || '—'}
              </>
            ),
            wide: true,
          },
          {
            label: 'In case of maternity',
            value: (
              <>
                <PrintYesNo yes={r.isMaternity} /> · <strong>Expected date of delivery:</strong>{' '}
                {r.expectedDeliveryDate ? formatDate(r.expectedDeliveryDate) : '—'}
              </>
            ),
            wide: true,
          },
        ]}
      />
    </FormSection>
  );
}

/** When the stay began. Whether it was an emergency or planned is not recorded: both boxes are left to tick. */
export function ClaimRequestAdmission({ stay }: { stay: BillStay }) {
  return (
    <FormSection title="Details of the patient admitted">
      <PrintFacts
        facts={[
          { label: 'Date of admission', value: formatDate(stay.admittedAt) },
          { label: 'Time of admission', value: formatTime(stay.admittedAt) },
          { label: 'IP number', value: stay.ipNumber },
          { label: 'Hospitalisation', value: <PrintChoices options={['Emergency', 'Planned']} chosen={[]} /> },
        ]}
      />
    </FormSection>
  );
}

/** The form's mandatory chronic illness history: every illness on its list, those the patient has ticked. */
export function ClaimRequestHistory({ request }: { request: ClaimRequest }) {
  return (
    <FormSection title="Mandatory past history of chronic illness">
      <PrintChoices options={CHRONIC_ILLNESSES} chosen={request.chronicIllnesses} />
      <div>
        <strong>Any other ailment (give details):</strong> <PrintBlank wide />
      </div>
    </FormSection>
  );
}
