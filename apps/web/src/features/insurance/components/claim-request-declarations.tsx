import type { ReactNode } from 'react';
import { PrintBlank } from '../../../components/print/print-form.tsx';
import { FormSection } from './claim-form-section.tsx';

/** What the insured agrees to by signing: the form's declaration, in short. */
const PATIENT_DECLARES = [
  'The facts given in this form are true. I understand that the approval may be withdrawn if a material fact has been left out or misstated.',
  'I allow the hospital to give the insurer or TPA the records of this hospitalisation, and the insurer or TPA to see my medical records for this claim.',
  'I will pay the hospital what the insurer or TPA does not: charges the policy does not cover, the co-payment, and anything above the amount approved.',
];

/** What the hospital undertakes by signing. */
const HOSPITAL_DECLARES = [
  'We have no objection to the insurer or TPA verifying the documents and the treatment at the hospital.',
  'The original documents of the hospitalisation, signed by the patient, will be sent with the claim.',
  'The insurer or TPA is not liable to pay where the treatment differs from what this request describes.',
];

/** A party's signature line with what the form asks under it: the name where known, blanks for the rest. */
function SignHere({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div aria-label={label}>
      <div className="print-signature-line" />
      <strong>{label}</strong>
      {children}
    </div>
  );
}

/** "Name: Dr. Priya Sharma", or the label with a line to write on beside it. */
const Filled = ({ label, value }: { label: string; value?: string }) =>
  value ? (
    <div>
      {label}: {value}
    </div>
  ) : (
    <div className="print-fill">
      {label}: <PrintBlank />
    </div>
  );

/**
 * The declarations and where each party signs: the treating doctor (name printed, qualification
 * and registration number written in), the patient or insured, and the hospital's authorised
 * signatory beside its seal; the date and time of signing are written by hand.
 */
export function ClaimRequestDeclarations({
  doctor,
  patient,
}: {
  doctor: string;
  patient: { name: string; phone: string };
}) {
  return (
    <FormSection title="Declarations">
      <strong>By the patient / insured</strong>
      <ol>
        {PATIENT_DECLARES.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ol>
      <strong>By the hospital</strong>
      <ol>
        {HOSPITAL_DECLARES.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ol>
      <div className="print-sign-row">
        <SignHere label="Treating doctor">
          <Filled label="Name" value={doctor} />
          <Filled label="Qualification" />
          <Filled label="Reg. no. (state code)" />
        </SignHere>
        <SignHere label="Patient / insured">
          <Filled label="Name" value={patient.name} />
          <Filled label="Contact number" value={patient.phone} />
        </SignHere>
        <SignHere label="Hospital seal and authorised signatory">
          <Filled label="Name" />
          <Filled label="Designation" />
        </SignHere>
      </div>
      <div style={{ marginTop: 12 }}>
        <strong>Date:</strong> <PrintBlank /> <strong>Time:</strong> <PrintBlank />
      </div>
    </FormSection>
  );
}
