import { z } from 'zod';

/** The hospital at a glance, now: what the administrator's landing page shows and keeps current. */
export const dashboardSchema = z.object({
  date: z.string(),
  asOf: z.string(),
  inPatients: z.number(),
  beds: z.number(),
  occupiedBeds: z.number(),
  occupancy: z.number().nullable(),
  admittedToday: z.number(),
  dischargedToday: z.number(),
  pendingDischarges: z.number(),
  opd: z.object({ booked: z.number(), waiting: z.number(), seen: z.number() }),
  /** Today's money, for those who may see the revenue report; null for the rest. */
  billedPaise: z.number().nullable(),
  collectedPaise: z.number().nullable(),
  pendingApprovals: z.number(),
  criticalResults: z.number(),
  earlyWarnings: z.number(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
