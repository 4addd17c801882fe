import { ROOM_TYPE_LABELS, type AdmissionDetail } from '@clinic/shared/admissions';
import type { ClinicProfile } from '@clinic/shared/clinic';
import { Barcode } from '../../../components/print/barcode.tsx';
import { PrintDocument, SignatureBlock, type PaperSize } from '../../../components/print/print-document.tsx';
import { PrintFacts } from '../../../components/print/print-facts.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/** The sheets an admission slip prints on: it carries signatures, so never the 80 mm roll. */
export type AdmissionSlipPaper = Extract<PaperSize, 'A4' | 'A5'>;

/** "Suresh Kumar (Son)": the attendant with their relation to the patient, when given. */
const attendantOf = (a: AdmissionDetail) =>
  a.attendantRelation ? `${a.attendantName} (${a.attendantRelation})` : a.attendantName;

/**
 * The admission slip on the print kit (A4 or A5): letterhead, the patient, the IP number with its
 * barcode, when and where the patient was admitted and by whom, the reason, the attendant, the
 * medico-legal details of an MLC, and the signatures of the patient or attendant (consent for
 * admission) and the admitting clerk.
 */
export function AdmissionSlipPrint({
  admission: a,
  clinic,
  printedBy,
  paper,
}: {
  admission: AdmissionDetail;
  clinic: ClinicProfile | undefined;
  printedBy: string;
  paper: AdmissionSlipPaper;
}) {
  const consultants = a.consultants.map((c) => c.name).join(', ');
  const attendant = a.attendantName ? attendantOf(a) : '';
  return (
    <PrintDocument
      paper={paper}
      title="Admission Slip"
      reference={a.ipNumber}
      clinic={clinic}
      printedBy={printedBy}
      testId="admission-slip-print"
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 12 }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          {/* One under another: beside the barcode, half a column is too narrow for a date and time. */}
          <PrintFacts
            stacked
            facts={[
              { label: 'IP No.', value: a.ipNumber },
              { label: 'MRN', value: a.mrn },
              { label: 'Patient', value: a.patientName, wide: true },
              { label: 'Age / sex', value: `${a.age} Y / ${a.gender}` },
              { label: 'Admitted on', value: formatDateTime(a.admittedOn) },
            ]}
          />
        </div>
        <div>
          <Barcode value={a.ipNumber} height={paper === 'A5' ? 28 : 34} />
        </div>
      </div>
      <PrintFacts
        facts={[
          { label: 'Department', value: a.department },
          { label: 'Admitting doctor', value: a.admittedBy },
          { label: 'Treating doctor', value: a.treatingDoctor },
          consultants !== '' && { label: 'Consultants', value: consultants },
          { label: 'Ward / room / bed', value: `${a.ward} / ${a.roomNumber} / ${a.bedNumber}` },
          { label: 'Bed class', value: ROOM_TYPE_LABELS[a.roomType] },
          { label: 'Reason for admission', value: a.reason, wide: true },
          attendant !== '' && {
            label: 'Attendant',
            value: [attendant, a.attendantPhone].filter(Boolean).join(', '),
            wide: true,
          },
        ]}
      />
      {a.isMlc && (
        <div style={{ border: '1.5px solid #000', padding: '3px 6px', margin: '4px 0 8px', fontWeight: 700 }}>
          Medico-legal case: MLC no. {a.mlcNumber}, police station {a.policeStation}
        </div>
      )}
      <h3>Consent for admission</h3>
      <p style={{ margin: 0 }}>
        I agree to the admission of the patient named above to this hospital and to the examinations and treatment the
        doctors advise. The hospital&apos;s rules for patients and visitors and the likely charges have been explained
        to me.
      </p>
      <div className="print-signature-pair">
        <div>
          <SignatureBlock
            name={attendant || a.patientName}
            qualification={attendant ? 'Attendant' : 'Patient'}
            label="Signature of patient or attendant"
          />
        </div>
        <div>
          <SignatureBlock name="Admitting clerk" label="Signature of admitting clerk" />
        </div>
      </div>
    </PrintDocument>
  );
}
