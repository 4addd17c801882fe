import type { LabOrderDetail, LabSample } from '@clinic/shared/lab';
import { Barcode } from '../../../components/print/barcode.tsx';
import { PrintLabel } from '../../../components/print/print-document.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/** The tube's sticker: patient, MRN, test, the accession as Code 128, sample type and time taken. */
export function SampleLabelPrint({ detail, sample }: { detail: LabOrderDetail; sample: LabSample }) {
  return (
    <PrintLabel testId="sample-label">
      <div>
        <strong>{detail.patient.name}</strong> · {detail.patient.ageText} {detail.patient.gender.charAt(0)}
      </div>
      <div>
        {detail.patient.mrn} · {detail.order.serviceName}
      </div>
      <Barcode value={sample.accessionNumber} height={28} width={1} />
      <div>
        {sample.sampleType || 'Sample'} · {formatDateTime(sample.collectedAt)}
      </div>
    </PrintLabel>
  );
}
