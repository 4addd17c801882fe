import { z } from 'zod';
import { PAYMENT_MODES } from './sale.schemas.ts';

export const NEAR_EXPIRY_DAYS = 90;

/** The pharmacy's day: sales, returns and money by payment mode and by user; stock to act on. */
export const dayEndSchema = z.object({
  date: z.string(),
  sales: z.object({ bills: z.number(), totalPaise: z.number() }),
  returns: z.object({ creditNotes: z.number(), totalPaise: z.number() }),
  byMode: z.array(
    z.object({
      mode: z.enum(PAYMENT_MODES),
      receivedPaise: z.number(),
      refundedPaise: z.number(),
      netPaise: z.number(),
    }),
  ),
  byUser: z.array(z.object({ user: z.string(), bills: z.number(), salesPaise: z.number(), returnsPaise: z.number() })),
  nearExpiry: z.array(
    z.object({ drugName: z.string(), batchNumber: z.string(), expiryDate: z.string(), quantity: z.number() }),
  ),
  belowReorder: z.array(z.object({ drugName: z.string(), stock: z.number(), reorderLevel: z.number() })),
});
export type DayEnd = z.infer<typeof dayEndSchema>;
