import type { ClinicProfile } from '@clinic/shared/clinic';
import type { CaseDetail, Report } from '@clinic/shared/radiology';
import { PrintDocument, SignatureBlock } from '../../../components/print/print-document.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/**
 * The signed report on the print kit (A4): letterhead, patient, study, the report as signed, any
 * addenda with who and when, and the radiologist's name, qualification, registration and signing time.
 */
export function RadiologyReportPrint({
  detail,
  report,
  clinic,
  printedBy,
}: {
  detail: CaseDetail;
  report: Report;
  clinic: ClinicProfile | undefined;
  printedBy: string;
}) {
  return (
    <PrintDocument
      paper="A4"
      title="Radiology Report"
      reference={detail.mrn}
      clinic={clinic}
      printedBy={printedBy}
      testId="radiology-report-print"
    >
      <div className="print-facts">
        <div>
          <strong>Patient:</strong> {detail.patientName}
        </div>
        <div>
          <strong>MRN:</strong> {detail.mrn}
        </div>
        <div>
          <strong>Age / Gender:</strong> {detail.age} / {detail.gender}
        </div>
        <div>
          <strong>Study:</strong> {detail.serviceName} ({detail.modality})
        </div>
        <div>
          <strong>Date:</strong> {formatDateTime(detail.orderedAt)}
        </div>
        <div>
          <strong>Referred by:</strong> {detail.orderedBy}
        </div>
      </div>
      {/* Sanitised on the server before it was stored. */}
      <div className="print-report" dangerouslySetInnerHTML={{ __html: report.content }} />
      {report.addenda.map((a) => (
        <section key={a._id} style={{ breakInside: 'avoid', marginTop: 8 }}>
          <strong>
            Addendum, {formatDateTime(a.addedAt)}, by {a.addedBy}
          </strong>
          <div dangerouslySetInnerHTML={{ __html: a.content }} />
        </section>
      ))}
      <SignatureBlock
        name={report.signedBy ?? ''}
        qualification={report.signerQualification}
        registrationNumber={report.signerRegistration}
        label="Radiologist"
      />
      <div>Signed {report.signedAt ? formatDateTime(report.signedAt) : ''}</div>
    </PrintDocument>
  );
}
