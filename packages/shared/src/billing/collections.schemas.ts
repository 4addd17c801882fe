import { z } from 'zod';
import { calendarDate } from '../dates/calendar-date.ts';
import { PAYMENT_MODES } from './bill.schemas.ts';

export const collectionsQuerySchema = z.object({
  date: calendarDate('Use a date like 2026-11-23').optional(),
  format: z.enum(['json', 'csv']).default('json'),
});

/** The day's money: by payment mode, by the user who took it, by hour, and every receipt. */
export const collectionsSchema = z.object({
  date: z.string(),
  byMode: z.array(
    z.object({
      mode: z.enum(PAYMENT_MODES),
      receivedPaise: z.number(),
      refundedPaise: z.number(),
      netPaise: z.number(),
    }),
  ),
  byUser: z.array(
    z.object({ user: z.string(), receipts: z.number(), receivedPaise: z.number(), refundedPaise: z.number() }),
  ),
  /** 24 entries, 0 to 23, the net taken in each clinic hour. */
  byHour: z.array(z.object({ hour: z.number(), netPaise: z.number() })),
  receipts: z.array(
    z.object({
      receiptNumber: z.string(),
      receivedAt: z.string(),
      purpose: z.string(),
      mode: z.enum(PAYMENT_MODES),
      reference: z.string().nullable(),
      amountPaise: z.number(),
      mrn: z.string().nullable(),
      receivedBy: z.string(),
    }),
  ),
  netPaise: z.number(),
});
export type Collections = z.infer<typeof collectionsSchema>;
