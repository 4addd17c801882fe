import type { ClinicProfile } from '@clinic/shared/clinic';
import type { VisitReport } from '@clinic/shared/lab';
import { PrintDocument, SignatureBlock } from '../../../components/print/print-document.tsx';
import { PrintFacts } from '../../../components/print/print-facts.tsx';
import { PrintLineTable } from '../../../components/print/print-line-table.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/**
 * The lab report of a visit on the print kit (A4): the patient, then each test with its
 * accession, sample and approval times, every value with unit, range and flag, and who approved
 * (name, qualification and council registration, as the signatory of a lab report must show).
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
  // One signature per signatory, with the qualification and registration they held at approval.
  const approvers = [
    ...new Map(
      report.tests.flatMap(({ report: r }) =>
        r.approvedBy
          ? [
              [
                r.approvedBy,
                {
                  name: r.approvedBy,
                  qualification: r.approvedByQualification,
                  registration: r.approvedByRegistration,
                },
              ] as const,
            ]
          : [],
      ),
    ).values(),
  ];
  return (
    <PrintDocument
      paper="A4"
      title="Laboratory Report"
      reference={patient.mrn}
      clinic={clinic}
      printedBy={printedBy}
      testId="lab-report-print"
    >
      <PrintFacts
        facts={[
          { label: 'Patient', value: patient.name },
          { label: 'MRN', value: patient.mrn },
          { label: 'Age / Gender', value: `${patient.ageText} / ${patient.gender}` },
          { label: 'Referred by', value: report.orderedBy },
        ]}
      />
      {report.tests.map((test) => (
        <section key={test.orderId} style={{ breakInside: 'avoid', marginBottom: 10 }}>
          <h3 style={{ margin: '6px 0 2px' }}>{test.serviceName}</h3>
          <div>
            Accession {test.accessionNumber ?? '—'} · {test.sampleType || 'Sample'} collected{' '}
            {test.sampleCollectedAt ? formatDateTime(test.sampleCollectedAt) : '—'} · Approved{' '}
            {test.report.approvedAt ? formatDateTime(test.report.approvedAt) : '—'} by {test.report.approvedBy}
          </div>
          <PrintLineTable
            rows={test.report.results}
            rowKey={(r) => r.parameterId}
            columns={[
              {
                header: 'Parameter',
                cell: (r) => (
                  <>
                    {r.name}
                    {r.comment && <div>{r.comment}</div>}
                  </>
                ),
              },
              { header: 'Result', cell: (r) => r.value, style: (r) => ({ fontWeight: r.flag ? 700 : 400 }) },
              { header: 'Unit', cell: (r) => r.unit },
              {
                header: 'Normal range',
                cell: (r) => (
                  <>
                    {r.rangeText}
                    {r.rangeLabel && ` (${r.rangeLabel})`}
                  </>
                ),
              },
              { header: 'Flag', cell: (r) => r.flag ?? '' },
            ]}
          />
          {test.report.comment && <div>Comment: {test.report.comment}</div>}
          {test.report.amendmentReason && (
            <div>
              <strong>Amended report</strong> (version {test.report.version}): {test.report.amendmentReason}
            </div>
          )}
        </section>
      ))}
      {approvers.map((a) => (
        <SignatureBlock
          key={a.name}
          name={a.name}
          qualification={a.qualification}
          registrationNumber={a.registration}
          label="Approved by"
        />
      ))}
    </PrintDocument>
  );
}
