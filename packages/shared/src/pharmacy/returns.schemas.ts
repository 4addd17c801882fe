import { z } from 'zod';
import { PAYMENT_MODES, paymentInputSchema } from './sale.schemas.ts';

export const RETURN_DISPOSITIONS = ['Restock', 'Quarantine'] as const;
export type ReturnDisposition = (typeof RETURN_DISPOSITIONS)[number];
export const RETURN_MORE_THAN_SOLD = 'More than was sold less what was already returned';
export const ENTER_BILL_NUMBER = 'Enter a bill number';

/** A return against a bill: which lines and how many, where each goes, why, and the refund. */
export const returnInputSchema = z.object({
  lines: z
    .array(
      z.object({
        saleLineId: z.uuid({ error: 'Choose the bill line' }),
        quantity: z.number({ error: 'Enter the quantity' }).int('Enter whole units').min(1, 'Enter at least 1'),
        /** Restock: back to the same batch for sale. Quarantine: expired or damaged, kept out of stock. */
        disposition: z.enum(RETURN_DISPOSITIONS, { error: 'Choose restock or quarantine' }),
      }),
    )
    .min(1, 'Choose at least one line to return')
    .max(50),
  reason: z
    .string({ error: 'Enter the reason for the return' })
    .trim()
    .min(1, 'Enter the reason for the return')
    .max(300),
  refund: paymentInputSchema,
});
export type ReturnInput = z.input<typeof returnInputSchema>;

export const creditNoteSchema = z.object({
  _id: z.string(),
  creditNoteNumber: z.string(),
  billNumber: z.string(),
  patientName: z.string(),
  reason: z.string(),
  returnedAt: z.string(),
  returnedBy: z.string(),
  lines: z.array(
    z.object({
      drugName: z.string(),
      hsn: z.string(),
      batchNumber: z.string(),
      expiryDate: z.string(),
      quantity: z.number(),
      disposition: z.enum(RETURN_DISPOSITIONS),
      gstRate: z.number(),
      amountPaise: z.number(),
      taxablePaise: z.number(),
      cgstPaise: z.number(),
      sgstPaise: z.number(),
    }),
  ),
  amountPaise: z.number(),
  taxablePaise: z.number(),
  cgstPaise: z.number(),
  sgstPaise: z.number(),
  roundOffPaise: z.number(),
  totalPaise: z.number(),
  refund: z.object({ receiptNumber: z.string(), mode: z.enum(PAYMENT_MODES), reference: z.string().nullable() }),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;
