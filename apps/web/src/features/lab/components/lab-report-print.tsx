import type { ClinicProfile } from '@clinic/shared/clinic';
import type { VisitReport } from '@clinic/shared/lab';
import { PrintDocument, SignatureBlock } from '../../../components/print/print-document.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/**
 * The lab report of a visit on the print kit (A4): the patient, then each test with its
 * accession, sample and approval times, every value with unit, range and flag, and who approved.
 */
export function LabReportPrint({
  report,
  clinic,
  printedBy,
}: {
  report: VisitReport;
  clinic: ClinicProfile | undefined;
  printedBy: string;
}) {
  const { patient } = report;
  const approvers = [...new Set(report.tests.map((t) => t.report.approvedBy ?? ''))].filter(Boolean);
  return (
    <PrintDocument
      paper="A4"
      title="Laboratory Report"
      reference={patient.mrn}
      clinic={clinic}
      printedBy={printedBy}
      testId="lab-report-print"
    >
      <div className="print-facts">
        <div>
          <strong>Patient:</strong> {patient.name}
        </div>
        <div>
          <strong>MRN:</strong> {patient.mrn}
        </div>
        <div>
          <strong>Age / Gender:</strong> {patient.ageText} / {patient.gender}
        </div>
        <div>
          <strong>Referred by:</strong> {report.orderedBy}
        </div>
      </div>
      {report.tests.map((test) => (
        <section key={test.orderId} style={{ breakInside: 'avoid', marginBottom: 10 }}>
          <h3 style={{ margin: '6px 0 2px' }}>{test.serviceName}</h3>
          <div>
            Accession {test.accessionNumber ?? '—'} · {test.sampleType || 'Sample'} collected{' '}
            {test.sampleCollectedAt ? formatDateTime(test.sampleCollectedAt) : '—'} · Approved{' '}
            {test.report.approvedAt ? formatDateTime(test.report.approvedAt) : '—'} by {test.report.approvedBy}
          </div>
          <table>
            <thead>
              <tr>
                <th>Parameter</th>
                <th>Result</th>
                <th>Unit</th>
                <th>Normal range</th>
                <th>Flag</th>
              </tr>
            </thead>
            <tbody>
              {test.report.results.map((r) => (
                <tr key={r.parameterId}>
                  <td>
                    {r.name}
                    {r.comment && <div>{r.comment}</div>}
                  </td>
                  <td style={{ fontWeight: r.flag ? 700 : 400 }}>{r.value}</td>
                  <td>{r.unit}</td>
                  <td>
                    {r.rangeText}
                    {r.rangeLabel && ` (${r.rangeLabel})`}
                  </td>
                  <td>{r.flag ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {test.report.comment && <div>Comment: {test.report.comment}</div>}
          {test.report.amendmentReason && (
            <div>
              <strong>Amended report</strong> (version {test.report.version}): {test.report.amendmentReason}
            </div>
          )}
        </section>
      ))}
      {approvers.map((name) => (
        <SignatureBlock key={name} name={name} label="Approved by" />
      ))}
    </PrintDocument>
  );
}
