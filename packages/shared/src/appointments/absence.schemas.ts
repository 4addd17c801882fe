import { z } from 'zod';
import { calendarDate } from '../dates/calendar-date.ts';

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:30');
const reason = z.string().trim().max(200, 'Keep the reason under 200 characters').default('');

/** A doctor away: on leave from one day to another, or arriving late on one day. */
export const absenceInputSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('leave'),
        fromDate: calendarDate('Choose the first day of leave'),
        toDate: calendarDate('Choose the last day of leave'),
        reason,
      })
      .refine((v) => v.fromDate <= v.toDate, {
        path: ['toDate'],
        message: 'The last day of leave cannot be before the first',
      }),
    z.object({
      kind: z.literal('late'),
      date: calendarDate('Choose the day'),
      arrivesAt: clock,
      reason,
    }),
  ],
  { error: 'Choose leave or late arrival' },
);
export type AbsenceInput = z.input<typeof absenceInputSchema>;

export const absenceSchema = z.object({
  _id: z.string(),
  doctorId: z.string(),
  doctorName: z.string(),
  kind: z.enum(['leave', 'late']),
  fromDate: z.string(),
  toDate: z.string(),
  arrivesAt: z.string().nullable(),
  reason: z.string(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
});
export type Absence = z.infer<typeof absenceSchema>;

/** What marking an absence did: the bookings it touches, and how many patients were messaged. */
export const absenceResultSchema = z.object({
  absence: absenceSchema,
  affected: z.number().int(),
  told: z.number().int(),
});
export type AbsenceResult = z.infer<typeof absenceResultSchema>;

export const absenceListQuerySchema = z.object({
  /** Absences that touch this day or later; the clinic's today when left out. */
  from: calendarDate('Choose a date').optional(),
  doctorId: z.uuid('Doctor must be a valid id').optional(),
});
