import { z } from 'zod';
import { NON_PAYABLE_NAMES } from '../billing/non-payable.ts';
import { REQUIRED } from '../http/messages.ts';
import { numberField } from '../http/number-field.ts';

export const SERVICE_CATEGORIES = [
  'Consultation',
  'Laboratory',
  'Radiology',
  'Cardiology',
  'Therapy',
  'Dental',
  // Not in the spec's list: the theatre books surgical procedures from the catalogue.
  'Procedure',
  'Other',
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];
export const DUPLICATE_SERVICE = 'A service with this name already exists';

/** A catalogue service as the spec's calls send it (000 §7); duration in minutes, price in rupees. */
export const serviceInputSchema = z.object({
  name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200),
  category: z.enum(SERVICE_CATEGORIES, { error: REQUIRED }),
  description: z.string().trim().max(1000).optional(),
  duration: numberField('Duration must be a number').pipe(
    z
      .number()
      .int('Duration must be whole minutes')
      .min(1, 'Duration must be at least 1 minute')
      .max(24 * 60),
  ),
  price: numberField('Price must be a number').pipe(
    z
      .number()
      .min(0, 'Price cannot be negative')
      .max(10_000_000, 'Price is too large')
      .refine((n) => Math.round(n * 100) === Math.round(n * 100 * 1000) / 1000, 'Price can have at most 2 decimals'),
  ),
  isActive: z.boolean().default(true),
  /** The regulator's non-payable item it is, for the split bill; null when an insurer pays for it. */
  nonPayableItem: z
    .enum(NON_PAYABLE_NAMES, { error: 'Choose an item from the non-payable lists' })
    .nullable()
    .optional(),
});
export type ServiceInput = z.input<typeof serviceInputSchema>;

export const serviceSchema = z.object({
  _id: z.string(),
  name: z.string(),
  category: z.enum(SERVICE_CATEGORIES),
  description: z.string(),
  duration: z.number(),
  price: z.number(),
  isActive: z.boolean(),
  nonPayableItem: z.string().nullable().default(null),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Service = z.infer<typeof serviceSchema>;
