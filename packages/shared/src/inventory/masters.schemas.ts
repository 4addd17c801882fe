import { z } from 'zod';
import { gstinProblem } from '../india/gstin.ts';

/** 001 §3 and §9: the option lists of the inventory masters. */
export const MANUFACTURER_STATES = ['TG', 'RJ', 'MP', 'UP', 'MH'] as const;
export const SUPPLIER_STATES = ['Maharashtra', 'Gujarat', 'Karnataka', 'Tamil Nadu', 'Telangana'] as const;
export const REGION_TYPES = ['Local', 'Non-Local'] as const;
export const DUE_DATE_RULES = [
  '45 days after bill date',
  '1 month after bill date',
  '15 days after bill date',
] as const;
export type DueDateRule = (typeof DUE_DATE_RULES)[number];

export const MANUFACTURER_REQUIRED = 'Brand name and address are required';
export const SUPPLIER_REQUIRED = 'Name, GST number, and phone number are required';

const trimmed = (max = 200) => z.string().trim().max(max).optional().default('');

export const manufacturerInputSchema = z.object({
  brandName: z.string({ error: MANUFACTURER_REQUIRED }).trim().min(1, MANUFACTURER_REQUIRED).max(200),
  address: z.string({ error: MANUFACTURER_REQUIRED }).trim().min(1, MANUFACTURER_REQUIRED).max(500),
  city: trimmed(100),
  state: z
    .union([z.enum(MANUFACTURER_STATES), z.literal('')])
    .optional()
    .default(''),
  pinCode: z
    .string()
    .trim()
    .regex(/^([1-9]\d{5})?$/, 'Please enter a valid 6-digit PIN code')
    .optional()
    .default(''),
});
export type ManufacturerInput = z.input<typeof manufacturerInputSchema>;

export const manufacturerSchema = z.object({
  _id: z.string(),
  brandName: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pinCode: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Manufacturer = z.infer<typeof manufacturerSchema>;

export const supplierInputSchema = z
  .object({
    name: z.string({ error: SUPPLIER_REQUIRED }).trim().min(1, SUPPLIER_REQUIRED).max(200),
    gstNumber: z
      .string({ error: SUPPLIER_REQUIRED })
      .trim()
      .min(1, SUPPLIER_REQUIRED)
      .transform((v) => v.toUpperCase()),
    regionType: z.enum(REGION_TYPES).optional().default('Local'),
    phoneNumber: z
      .string({ error: SUPPLIER_REQUIRED })
      .trim()
      .min(1, SUPPLIER_REQUIRED)
      .regex(/^\d{10}$/, 'Please enter a valid 10-digit phone number'),
    address: trimmed(500),
    city: trimmed(100),
    state: z.enum(SUPPLIER_STATES).optional().default('Maharashtra'),
    pinCode: z
      .string()
      .trim()
      .regex(/^([1-9]\d{5})?$/, 'Please enter a valid 6-digit PIN code')
      .optional()
      .default(''),
    dueDateForBill: z.enum(DUE_DATE_RULES).optional().default('45 days after bill date'),
  })
  .superRefine((v, ctx) => {
    const problem = gstinProblem(v.gstNumber, v.state);
    if (problem) ctx.addIssue({ code: 'custom', path: ['gstNumber'], message: problem });
  });
export type SupplierInput = z.input<typeof supplierInputSchema>;

export const supplierSchema = z.object({
  _id: z.string(),
  name: z.string(),
  gstNumber: z.string(),
  regionType: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pinCode: z.string(),
  dueDate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Supplier = z.infer<typeof supplierSchema>;

/** The invoice's due date from the supplier's rule (001 §9). */
export function dueDateFor(rule: string, invoiceDate: string): string {
  const date = new Date(`${invoiceDate}T00:00:00Z`);
  if (rule === '1 month after bill date') date.setUTCMonth(date.getUTCMonth() + 1);
  else date.setUTCDate(date.getUTCDate() + (rule === '15 days after bill date' ? 15 : 45));
  return date.toISOString().slice(0, 10);
}
