import type { IpBillView } from '@clinic/shared/billing';
import type { ClinicProfile } from '@clinic/shared/clinic';
import type { ClaimCase, Coverage } from '@clinic/shared/insurance';
import { fullName, type Patient } from '@clinic/shared/patients';
import { PrintDocument } from '../../../components/print/print-document.tsx';
import { PrintFacts } from '../../../components/print/print-facts.tsx';
import { PrintBlank, PrintForm } from '../../../components/print/print-form.tsx';
import { formatDate } from '../../../lib/format.ts';
import { FormSection, orBlank } from './claim-form-section.tsx';
import { ClaimRequestAdmission, ClaimRequestClinical, ClaimRequestHistory } from './claim-request-clinical.tsx';
import { ClaimRequestDeclarations } from './claim-request-declarations.tsx';
import { ClaimRequestEstimate } from './claim-request-estimate.tsx';

/** What the form needs of the stay: its head (doctor, admission, room) and who the patient is. */
export type ClaimStay = Pick<IpBillView, 'admission' | 'patient'>;

export const CLAIM_FORM_TITLE = 'Request for cashless hospitalisation for health insurance policy — Part C (revised)';

function PayerAndHospital({ claim, clinic }: { claim: ClaimCase; clinic: ClinicProfile | undefined }) {
  return (
    <FormSection title="Details of the TPA / insurer and the hospital">
      <PrintFacts
        facts={[
          { label: 'Name of TPA / insurer', value: claim.tpaName ?? claim.payerName },
          claim.tpaName !== null && { label: 'Insurer', value: claim.payerName },
          { label: 'Claim number', value: `${claim.number} (${claim.stage})` },
          { label: "Payer's reference", value: orBlank(claim.payerReference) },
          { label: 'Name of the hospital', value: orBlank(clinic?.name) },
          { label: 'ROHINI ID', value: orBlank(clinic?.rohiniId) },
          { label: 'Address', value: orBlank(clinic?.address), wide: true },
          { label: 'Phone', value: orBlank(clinic?.phone) },
          { label: 'Email', value: orBlank(clinic?.email) },
        ]}
      />
    </FormSection>
  );
}

/** "Spouse of Ravi Kumar": the insured's place on the policy, named when it is not their own. */
const relationOf = (cover: Coverage) =>
  cover.relation !== 'Self' && cover.primaryMemberName
    ? `${cover.relation} of ${cover.primaryMemberName}`
    : cover.relation;

/**
 * The insured's part. Without the patient's record (a claims reader who may not read patients)
 * it keeps the name and phone the bill carries and leaves the rest to be written in.
 */
function InsuredPatient({
  stay,
  patient: p,
  cover,
  claim,
}: {
  stay: ClaimStay;
  patient: Patient | null;
  cover: Coverage | null;
  claim: ClaimCase;
}) {
  const address = p && [p.address, p.city, p.state, p.pinCode].filter(Boolean).join(', ');
  return (
    <FormSection title="To be filled by the insured / patient">
      <PrintFacts
        facts={[
          { label: 'Name of the patient', value: p ? fullName(p) : stay.patient.name },
          { label: 'MRN', value: stay.patient.mrn },
          { label: 'Gender', value: orBlank(p?.gender) },
          {
            label: 'Age / date of birth',
            value: p ? `${p.age} years / ${p.dateOfBirth ? formatDate(p.dateOfBirth) : '—'}` : <PrintBlank />,
          },
          { label: 'Contact number', value: p?.phone ?? stay.patient.phone },
          { label: "Attending relative's phone", value: <PrintBlank /> },
          { label: 'Policy number', value: orBlank(cover?.policyNumber || claim.policyNumber) },
          { label: 'Insured card ID (member ID)', value: orBlank(cover?.memberId) },
          Boolean(cover?.employeeId) && { label: 'Employee ID', value: cover?.employeeId },
          { label: 'Relation to the primary member', value: cover ? relationOf(cover) : <PrintBlank /> },
          Boolean(p?.occupation) && { label: 'Occupation', value: p?.occupation },
          { label: 'Current address', value: orBlank(address), wide: true },
        ]}
      />
    </FormSection>
  );
}

/**
 * The cashless request on A4 in the layout of the regulator's form (IRDAI, Part C, revised 2019):
 * the payer and the hospital with its ROHINI ID, the insured, the treating doctor's clinical part,
 * the admission, the cost estimate by the form's heads, the chronic illness history, and the
 * declarations to sign. What the record does not hold is left as a blank or boxes to fill by hand.
 */
export function ClaimRequestPrint({
  claim,
  stay,
  patient,
  cover,
  clinic,
  printedBy,
}: {
  claim: ClaimCase;
  stay: ClaimStay;
  patient: Patient | null;
  /** The claim's cover among the patient's; null when it cannot be read. */
  cover: Coverage | null;
  clinic: ClinicProfile | undefined;
  printedBy: string;
}) {
  const signer = { name: patient ? fullName(patient) : stay.patient.name, phone: patient?.phone ?? stay.patient.phone };
  return (
    <PrintDocument
      paper="A4"
      title={CLAIM_FORM_TITLE}
      reference={claim.number}
      clinic={clinic}
      printedBy={printedBy}
      testId="claim-request-print"
    >
      <PrintForm>
        <PayerAndHospital claim={claim} clinic={clinic} />
        <InsuredPatient stay={stay} patient={patient} cover={cover} claim={claim} />
        <ClaimRequestClinical request={claim.request} stay={stay.admission} />
        <ClaimRequestAdmission stay={stay.admission} />
        <ClaimRequestEstimate request={claim.request} />
        <ClaimRequestHistory request={claim.request} />
        <ClaimRequestDeclarations doctor={stay.admission.consultant} patient={signer} />
      </PrintForm>
    </PrintDocument>
  );
}
