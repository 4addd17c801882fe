import type { ClinicProfile } from '@clinic/shared/clinic';
import type { Report, ReportRow } from '@clinic/shared/reports';
import { PrintDocument } from '../print/print-document.tsx';
import { PrintLineTable } from '../print/print-line-table.tsx';
import { formatDate } from '../../lib/format.ts';
import { formatCell } from './report-cell.ts';

/** A report on A4: its range and filters, every table with its totals, and what each figure means. */
export function ReportPrint({
  report,
  clinic,
  printedBy,
}: {
  report: Report;
  clinic: ClinicProfile | undefined;
  printedBy: string;
}) {
  return (
    <PrintDocument
      paper="A4"
      title={report.title}
      reference={`${formatDate(report.from)} to ${formatDate(report.to)}`}
      clinic={clinic}
      printedBy={printedBy}
      testId="report-print"
    >
      <p>
        {formatDate(report.from)} to {formatDate(report.to)}
        {report.filters.length > 0 && ` · ${report.filters.join(' · ')}`}
      </p>
      {report.tables.map((table) => (
        <section key={table.key}>
          <h3>{table.title}</h3>
          <PrintLineTable
            columns={table.columns.map((c) => ({
              header: c.label,
              cell: (row: ReportRow) => formatCell(c, row[c.key]),
            }))}
            rows={table.total ? [...table.rows, table.total] : table.rows}
            rowKey={(_, index) => index}
          />
        </section>
      ))}
      <dl>
        {report.definitions.map((d) => (
          <div key={d.term}>
            <dt style={{ fontWeight: 600, display: 'inline' }}>{d.term}: </dt>
            <dd style={{ display: 'inline', margin: 0 }}>{d.meaning}</dd>
          </div>
        ))}
      </dl>
    </PrintDocument>
  );
}
