import { z } from 'zod';

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const THEATRE_STATUSES = ['Active', 'Inactive'] as const;
const clock = (message: string) => z.string({ error: message }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, message);

/** The spec's OT setup form; the fields it marks required are enforced here. */
export const theatreInputSchema = z
  .object({
    identifier: z.string({ error: 'OT identifier is required' }).trim().min(1, 'OT identifier is required').max(40),
    type: z.string({ error: 'Type / speciality is required' }).trim().min(1, 'Type / speciality is required').max(80),
    capacity: z
      .number({ error: 'Capacity is required' })
      .int('Capacity is a whole number')
      .min(1, 'Capacity is at least 1')
      .max(50),
    status: z.enum(THEATRE_STATUSES, { error: 'Choose Active or Inactive' }),
    /** ISO weekdays the theatre works: 1 Monday … 7 Sunday. */
    days: z
      .array(z.number().int().min(1).max(7))
      .min(1, 'Choose at least one day')
      .refine((d) => new Set(d).size === d.length, 'A day is listed twice'),
    opensAt: clock('Enter the opening time'),
    closesAt: clock('Enter the closing time'),
    /** What an hour in this theatre costs the patient, in paise (0 when the clinic does not charge it). */
    hourlyRatePaise: z
      .number({ error: 'Enter the OT charge per hour' })
      .int()
      .min(0, 'OT charge cannot be negative')
      .max(100_000_000)
      .default(0),
    /** Names of equipment kept in this theatre; empty entries are ignored. */
    equipment: z
      .array(z.string().trim().max(80))
      .default([])
      .transform((list) => list.filter((e) => e.length > 0)),
  })
  .superRefine((t, ctx) => {
    if (t.closesAt <= t.opensAt)
      ctx.addIssue({ code: 'custom', path: ['closesAt'], message: 'Closing time must be after opening time' });
  });
export type TheatreInput = z.input<typeof theatreInputSchema>;

export const equipmentSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The theatre it belongs to; null when it moves between theatres. */
  theatreId: z.string().nullable(),
  theatre: z.string().nullable(),
  status: z.enum(THEATRE_STATUSES),
});
export type Equipment = z.infer<typeof equipmentSchema>;

export const theatreSchema = z.object({
  _id: z.string(),
  identifier: z.string(),
  type: z.string(),
  capacity: z.number(),
  status: z.enum(THEATRE_STATUSES),
  days: z.array(z.number()),
  opensAt: z.string(),
  closesAt: z.string(),
  hourlyRatePaise: z.number(),
  equipment: z.array(equipmentSchema),
});
export type Theatre = z.infer<typeof theatreSchema>;

export const equipmentInputSchema = z.object({
  name: z.string({ error: 'Equipment name is required' }).trim().min(1, 'Equipment name is required').max(80),
  theatreId: z.uuid({ error: 'Choose a theatre' }).nullable().default(null),
  status: z.enum(THEATRE_STATUSES).default('Active'),
});
export type EquipmentInput = z.input<typeof equipmentInputSchema>;
