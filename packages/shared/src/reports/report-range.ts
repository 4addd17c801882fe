import { z } from 'zod';
import { calendarDate } from '../dates/calendar-date.ts';
import { REPORT_FORMATS } from './report.schemas.ts';

export const REPORT_RANGE_ORDER = 'The end date must be on or after the start date';
export const REPORT_RANGE_TOO_LONG = 'Choose a range of at most 366 days';
export const MAX_REPORT_DAYS = 366;

const DAY_MS = 86_400_000;
/** Days from one ISO date to another, counting both ends. */
export const daysInRange = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;

/** The range and filters every report takes; `format` picks the screen's JSON, CSV or XLSX. */
export const reportQuerySchema = z
  .object({
    from: calendarDate('Enter the start date as YYYY-MM-DD'),
    to: calendarDate('Enter the end date as YYYY-MM-DD'),
    format: z.enum(REPORT_FORMATS).default('json'),
    /** CSV holds one table: this one, or the report's first. */
    table: z.string().max(40).optional(),
    wardId: z.uuid({ error: 'Choose a ward from the list' }).optional(),
    department: z.string().trim().min(1).max(80).optional(),
    doctorId: z.uuid({ error: 'Choose a doctor from the list' }).optional(),
  })
  .refine((q) => q.to >= q.from, { message: REPORT_RANGE_ORDER, path: ['to'] })
  .refine((q) => daysInRange(q.from, q.to) <= MAX_REPORT_DAYS, { message: REPORT_RANGE_TOO_LONG, path: ['to'] });
export type ReportQuery = z.infer<typeof reportQuerySchema>;
