import { z } from 'zod';

/**
 * A report as every report screen and export reads it: a title, its range, and one or more tables
 * of typed columns. The server computes it; the screen draws the tables and charts, and CSV, XLSX
 * and print write the same tables, so what is printed is what was seen.
 */
export const REPORT_COLUMN_KINDS = ['text', 'date', 'count', 'money', 'percent', 'decimal', 'minutes'] as const;
export type ReportColumnKind = (typeof REPORT_COLUMN_KINDS)[number];

export const reportColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(REPORT_COLUMN_KINDS),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

/** A cell: text, or a number (a count, paise for money, a percent such as 71.4, minutes). */
export const reportCellSchema = z.union([z.string(), z.number(), z.null()]);
export type ReportCell = z.infer<typeof reportCellSchema>;
export type ReportRow = Record<string, ReportCell>;

export const reportTableSchema = z.object({
  key: z.string(),
  title: z.string(),
  columns: z.array(reportColumnSchema),
  rows: z.array(z.record(z.string(), reportCellSchema)),
  /** The totals row, where summing or averaging the column means something. */
  total: z.record(z.string(), reportCellSchema).nullable(),
});
export type ReportTable = z.infer<typeof reportTableSchema>;

export const reportSchema = z.object({
  key: z.string(),
  title: z.string(),
  from: z.string(),
  to: z.string(),
  /** Which filters narrowed it, as the reader should see them ("Ward: General Ward A"). */
  filters: z.array(z.string()),
  generatedAt: z.string(),
  tables: z.array(reportTableSchema),
  /** How each figure is counted, printed under the tables. */
  definitions: z.array(z.object({ term: z.string(), meaning: z.string() })),
});
export type Report = z.infer<typeof reportSchema>;

export const REPORT_FORMATS = ['json', 'csv', 'xlsx'] as const;

/** The wards, departments and doctors a report can be narrowed to. */
export const reportOptionsSchema = z.object({
  wards: z.array(z.object({ id: z.string(), name: z.string() })),
  departments: z.array(z.string()),
  doctors: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ReportOptions = z.infer<typeof reportOptionsSchema>;
