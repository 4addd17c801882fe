import { decimal } from '../http/number-field.ts';
import { z } from 'zod';

/** Drugs and Cosmetics Rules schedules (DOMAIN.md §3); OTC means none. */
export const DRUG_SCHEDULES = ['H', 'H1', 'X', 'G', 'OTC'] as const;
export const DRUG_REQUIRED = 'Name, manufacturer, and category are required';
export const DRUG_IN_USE = 'This drug has stock or stock history, so it cannot be deleted';
export const UNITS_PER_PACK_LOCKED =
  'Units per pack cannot change once the drug has stock or stock history; add the drug again with the new pack size';

/** A number typed into an optional box: '' or missing means not given (001 §5: omitted when empty). */
const optionalNumber = (message: string) =>
  z
    .union([z.number(), z.string()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || (typeof v === 'string' && v.trim() === '')) return undefined;
      const n = typeof v === 'number' ? v : Number(v);
      if (!Number.isFinite(n) || n < 0) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return Math.round(n * 100) / 100;
    });

export const drugInputSchema = z.object({
  name: z.string({ error: DRUG_REQUIRED }).trim().min(1, DRUG_REQUIRED).max(200),
  molecule: z.string().trim().max(300).optional().default(''),
  manufacturer: z.string({ error: DRUG_REQUIRED }).trim().min(1, DRUG_REQUIRED).max(200),
  category: z.string({ error: DRUG_REQUIRED }).trim().min(1, DRUG_REQUIRED).max(100),
  schedule: z
    .union([z.enum(DRUG_SCHEDULES), z.literal('')])
    .optional()
    .default(''),
  hsn: z
    .string()
    .trim()
    .regex(/^(\d{4}|\d{6}|\d{8})?$/, 'HSN code must have 4, 6 or 8 digits')
    .optional()
    .default(''),
  packing: z.string().trim().max(100).optional().default(''),
  /** Tablets in a strip, ml in a bottle: stock is kept and sold in these units, bought in packs. */
  unitsPerPack: decimal(
    z.coerce
      .number({ error: 'Units per pack must be a number' })
      .int('Units per pack must be a whole number')
      .min(1, 'Units per pack must be at least 1')
      .max(10_000, 'Units per pack is at most 10,000'),
  )
    .optional()
    .default(1),
  weight: optionalNumber('Weight must be a number'),
  measurement: z.string().trim().max(20).optional().default(''),
  gst: optionalNumber('GST must be a number'),
  mrp: optionalNumber('MRP must be a number'),
  reorderLevel: decimal(
    z.coerce.number().int('Reorder level must be a whole number').min(0).max(1_000_000, 'The value is too large'),
  ).optional(),
});
export type DrugInput = z.input<typeof drugInputSchema>;

export const drugSchema = z.object({
  _id: z.string(),
  name: z.string(),
  molecule: z.string(),
  manufacturer: z.string(),
  category: z.string(),
  schedule: z.string(),
  hsn: z.string(),
  packing: z.string(),
  unitsPerPack: z.number(),
  weight: z.number().nullable(),
  measurement: z.string(),
  gst: z.number().nullable(),
  mrp: z.number().nullable(),
  reorderLevel: z.number().nullable(),
  stockOnHand: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Drug = z.infer<typeof drugSchema>;

/** Stock in units with its packs: "5,500 (550 packs)", "25 (2 packs + 5)"; just the units when sold singly. */
export function stockText(units: number, unitsPerPack: number): string {
  const count = units.toLocaleString('en-IN');
  if (unitsPerPack <= 1) return count;
  const packs = Math.floor(units / unitsPerPack);
  const loose = units % unitsPerPack;
  const packWord = packs === 1 ? 'pack' : 'packs';
  return `${count} (${packs.toLocaleString('en-IN')} ${packWord}${loose ? ` + ${loose}` : ''})`;
}
