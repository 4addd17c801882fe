import type { AdmissionDetail } from '@clinic/shared/admissions';
import type { PatientAllergies } from '@clinic/shared/allergies';
import { createPortal } from 'react-dom';
import { Barcode } from '../../../components/print/barcode.tsx';
import { formatDate, formatDateTime } from '../../../lib/format.ts';

/**
 * A patient wristband: 25 mm wide, 250 mm long (the common adult band on a thermal band printer).
 * The kit's PrintLabel is a 50 × 25 mm tube sticker, too small for a band, so the band has its
 * own page: laid out landscape (250 mm across, 25 mm high), so the text runs along the band with
 * no rotation, and the printer feeds the band lengthwise.
 */
const BAND = { lengthMm: 250, widthMm: 25, marginMm: 2 } as const;

const bandCss = `
@page { size: ${BAND.lengthMm}mm ${BAND.widthMm}mm; margin: ${BAND.marginMm}mm ${BAND.marginMm * 2}mm; }
.print-root[data-paper='wristband'] {
  font-size: 7.5pt;
  line-height: 1.2;
  width: ${BAND.lengthMm - BAND.marginMm * 4}mm;
  height: ${BAND.widthMm - BAND.marginMm * 2}mm;
  overflow: hidden;
}
.print-root[data-paper='wristband'] .band {
  display: flex;
  align-items: center;
  gap: 4mm;
  height: 100%;
  white-space: nowrap;
}
.print-root[data-paper='wristband'] .band-patient { max-width: 90mm; }
.print-root[data-paper='wristband'] .band-name { font-size: 13pt; font-weight: 700; white-space: normal; }
.print-root[data-paper='wristband'] svg { max-height: ${BAND.widthMm - BAND.marginMm * 2}mm; width: auto; }
.print-root[data-paper='wristband'] .band-allergies {
  padding: 1mm 2mm;
  border: 2px solid #c00;
  font-weight: 700;
  white-space: normal;
  max-width: 70mm;
}
.print-root[data-paper='wristband'] .band-allergies[data-flag='allergic'] {
  background: #c00;
  color: #fff;
  -webkit-print-color-adjust: exact;
  print-color-adjust: exact;
}
.print-root[data-paper='wristband'] .band-printed { font-size: 5.5pt; color: #444; }
`;

/**
 * What the band says of allergies: the substances in red when any are recorded, "No known
 * allergies" when the record says none, "Allergies not recorded" when nobody has asked yet, and
 * "Allergies: see record" when they could not be read (`null`: no permission, or a failed read).
 */
function AllergyFlag({ allergies }: { allergies: PatientAllergies | null }) {
  if (!allergies)
    return (
      <div className="band-allergies" data-flag="unknown">
        Allergies: see record
      </div>
    );
  if (allergies.allergies.length > 0)
    return (
      <div className="band-allergies" data-flag="allergic">
        ALLERGIES: {allergies.allergies.map((a) => a.substance).join(', ')}
      </div>
    );
  return (
    <div className="band-allergies" data-flag={allergies.recorded ? 'none' : 'unrecorded'}>
      {allergies.recorded ? 'No known allergies' : 'Allergies not recorded'}
    </div>
  );
}

/**
 * The patient's wristband: name (large), age/sex, MRN, IP number, a barcode of the IP number (it
 * names this stay, so a band left from an earlier stay does not scan as the current one), the
 * admission date, ward and bed, and the allergy flag. Rendered outside the app, shown only when
 * printing.
 */
export function WristbandPrint({
  admission: a,
  allergies,
  printedBy,
  printedAt = new Date(),
}: {
  admission: AdmissionDetail;
  /** The patient's allergies as read when printing; `null` when they could not be read. */
  allergies: PatientAllergies | null;
  printedBy: string;
  printedAt?: Date;
}) {
  return createPortal(
    <div className="print-root" data-paper="wristband" data-testid="wristband-print">
      <style>{bandCss}</style>
      <div className="band">
        <div className="band-patient">
          <div className="band-name">{a.patientName}</div>
          <div>
            {a.age} Y / {a.gender} · MRN {a.mrn}
          </div>
          <div>
            IP {a.ipNumber} · Adm. {formatDate(a.admittedOn)}
          </div>
          <div>
            {a.ward} · Bed {a.bedNumber}
          </div>
        </div>
        <Barcode value={a.ipNumber} height={30} width={1.2} />
        <AllergyFlag allergies={allergies} />
        <div className="band-printed">
          Printed {formatDateTime(printedAt)}
          <br />
          by {printedBy}
        </div>
      </div>
    </div>,
    document.body,
  );
}
