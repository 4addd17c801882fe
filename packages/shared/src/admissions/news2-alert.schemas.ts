import { z } from 'zod';

export const ALERT_ACKNOWLEDGED = 'Alert acknowledged';
export const ALERT_ALREADY_ACKNOWLEDGED = 'This alert has already been acknowledged';

/** An early-warning alert raised to the stay's treating doctor by a NEWS2 of 5+ (or 3 in one parameter). */
export const news2AlertSchema = z.object({
  _id: z.string(),
  admissionId: z.string(),
  ipNumber: z.string(),
  patientName: z.string(),
  mrn: z.string(),
  ward: z.string(),
  bedNumber: z.string(),
  score: z.number(),
  risk: z.string(),
  /** The response NEWS2 calls for at this score. */
  response: z.string(),
  doctorId: z.string(),
  doctorName: z.string(),
  raisedAt: z.string(),
  acknowledgedAt: z.string().nullable(),
  acknowledgedBy: z.string().nullable(),
  /** Minutes from the alert to its acknowledgement; null while open. */
  responseMinutes: z.number().nullable(),
  note: z.string(),
});
export type News2Alert = z.infer<typeof news2AlertSchema>;

export const news2AlertQuerySchema = z.object({
  /** Only the alerts of stays this doctor admitted, treats or consults on. */
  mine: z.enum(['true', 'false']).optional(),
  admissionId: z.uuid().optional(),
  /** Open (not yet acknowledged) only, unless false. */
  open: z.enum(['true', 'false']).optional(),
});
export type News2AlertQuery = z.infer<typeof news2AlertQuerySchema>;

export const acknowledgeAlertInputSchema = z.object({
  note: z.string().trim().max(500, 'At most 500 characters').default(''),
});
