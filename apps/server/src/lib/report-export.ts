import type { Report, ReportCell, ReportColumn, ReportTable } from '@clinic/shared/reports';
import Papa from 'papaparse';
import writeExcelFile, { type SheetData } from 'write-excel-file/node';

/** A cell as a spreadsheet holds it: money in rupees (the report keeps paise), the rest as is. */
function exported(column: ReportColumn, value: ReportCell | undefined): string | number | null {
  if (value === undefined || value === null) return null;
  if (column.kind === 'money' && typeof value === 'number') return value / 100;
  return value;
}

const rowsOf = (table: ReportTable) => (table.total ? [...table.rows, table.total] : table.rows);

/** One table as CSV, the totals last; formula-like text is escaped so a spreadsheet never runs it. */
export function reportCsv(table: ReportTable): string {
  return Papa.unparse(
    {
      fields: table.columns.map((c) => c.label),
      data: rowsOf(table).map((row) => table.columns.map((c) => exported(c, row[c.key]))),
    },
    { escapeFormulae: true },
  );
}

const FORMAT: Partial<Record<ReportColumn['kind'], string>> = {
  money: '#,##0.00',
  percent: '0.0',
  decimal: '0.0',
  minutes: '0.0',
  count: '0',
};

function sheetOf(report: Report, table: ReportTable): SheetData {
  const header = table.columns.map((c) => ({ value: c.label, fontWeight: 'bold' as const }));
  const body = rowsOf(table).map((row, index) =>
    table.columns.map((c) => {
      const value = exported(c, row[c.key]);
      if (value === null || value === '') return null;
      const bold = table.total !== null && index === table.rows.length;
      const format = typeof value === 'number' ? FORMAT[c.kind] : c.kind === 'text' ? '@' : undefined;
      return { value, ...(format ? { format } : {}), ...(bold ? { fontWeight: 'bold' as const } : {}) };
    }),
  );
  const title = [{ value: `${report.title}, ${report.from} to ${report.to}`, fontWeight: 'bold' as const }];
  const filters = report.filters.length > 0 ? [[{ value: report.filters.join('; ') }]] : [];
  return [title, ...filters, [], header, ...body];
}

/** Sheet names: at most 31 characters, none of \ / ? * [ ] : */
const sheetName = (title: string) => title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31);

/** The whole report as an XLSX workbook: one sheet per table, each headed by the report's title and range. */
export async function reportXlsx(report: Report): Promise<Buffer> {
  const sheets = report.tables.map((table) => ({
    data: sheetOf(report, table),
    sheet: sheetName(table.title),
    columns: table.columns.map((c) => ({ width: Math.max(12, c.label.length + 2) })),
  }));
  return writeExcelFile(sheets).toBuffer();
}
