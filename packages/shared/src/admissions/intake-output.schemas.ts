import { z } from 'zod';
import { calendarDate } from '../dates/calendar-date.ts';

/** What goes in and what comes out, as an Indian ward's intake/output chart lists them. */
export const INTAKE_ROUTES = ['Oral', 'IV fluid', 'Ryles tube feed', 'Blood / products'] as const;
export const OUTPUT_ROUTES = ['Urine', 'Vomitus', 'Drain', 'Stool', 'Ryles tube aspirate'] as const;
export const IO_KINDS = ['Intake', 'Output'] as const;
export type IoKind = (typeof IO_KINDS)[number];

export const IO_RECORDED = 'Intake/output recorded';
export const IO_ROUTE_MISMATCH = 'Choose a route of this kind';
export const IO_TIME_OUT_OF_RANGE = 'The time must be within the stay and not in the future';

/** One measured volume on the chart; the time is when it was measured (now when not given). */
export const ioEntryInputSchema = z
  .object({
    kind: z.enum(IO_KINDS, { error: 'Choose intake or output' }),
    route: z.string({ error: 'Choose the route' }).trim().min(1, 'Choose the route').max(40),
    volumeMl: z
      .number({ error: 'Enter the volume in ml' })
      .int('Enter whole millilitres')
      .min(1, 'Enter the volume in ml')
      .max(5000, 'At most 5000 ml at a time'),
    measuredAt: z.iso.datetime({ offset: true, error: 'Enter the time' }).nullish(),
    note: z.string().trim().max(200, 'At most 200 characters').default(''),
  })
  .refine((v) => (v.kind === 'Intake' ? INTAKE_ROUTES : OUTPUT_ROUTES).some((r) => r === v.route), {
    path: ['route'],
    message: IO_ROUTE_MISMATCH,
  });
export type IoEntryInput = z.input<typeof ioEntryInputSchema>;

export const ioEntrySchema = z.object({
  _id: z.string(),
  kind: z.enum(IO_KINDS),
  route: z.string(),
  volumeMl: z.number(),
  measuredAt: z.string(),
  note: z.string(),
  recordedBy: z.string(),
});
export type IoEntry = z.infer<typeof ioEntrySchema>;

/** One clinic day of the chart: its entries, oldest first, and the 24-hour balance. */
export const ioDaySchema = z.object({
  date: z.string(),
  entries: z.array(ioEntrySchema),
  intakeMl: z.number(),
  outputMl: z.number(),
  /** Intake less output: positive when the patient kept more than was lost. */
  balanceMl: z.number(),
});
export type IoDay = z.infer<typeof ioDaySchema>;

export const ioDayQuerySchema = z.object({ date: calendarDate('Choose the date').optional() });
