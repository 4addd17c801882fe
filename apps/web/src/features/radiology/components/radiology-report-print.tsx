import type { ClinicProfile } from '@clinic/shared/clinic';
import type { CaseDetail, Report } from '@clinic/shared/radiology';
import { PrintDocument, SignatureBlock } from '../../../components/print/print-document.tsx';
import { PrintFacts } from '../../../components/print/print-facts.tsx';
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
      <PrintFacts
        facts={[
          { label: 'Patient', value: detail.patientName },
          { label: 'MRN', value: detail.mrn },
          { label: 'Age / Gender', value: `${detail.age} / ${detail.gender}` },
          { label: 'Study', value: `${detail.serviceName} (${detail.modality})` },
          { label: 'Date', value: formatDateTime(detail.orderedAt) },
          { label: 'Referred by', value: detail.orderedBy },
        ]}
      />
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
