import { decimal } from '../http/number-field.ts';
import { calendarDate } from '../dates/calendar-date.ts';
import { z } from 'zod';

export const STOCK_ENTRY_STATUSES = ['Pending', 'Verified'] as const;
export const ENTRY_REQUIRED = 'Supplier, invoice number, invoice date, and due date are required';
export const ITEM_FIELDS_REQUIRED = 'All item fields are required';
export const AT_LEAST_ONE_ITEM = 'At least one item is required';
export const ADJUSTMENT_REASONS = [
  'Damage',
  'Expiry',
  'Physical Count',
  'Returns',
  'Wrong Entry',
  'Unbilled Consumption',
] as const;
export const NEGATIVE_STOCK = 'Adjustment would result in negative stock';

const date = (message: string) => calendarDate(message);
/** An amount on an invoice line: plain decimals, and no more than any real invoice holds. */
const itemNumber = (check: (n: z.ZodCoercedNumber) => z.ZodCoercedNumber) =>
  decimal(check(z.coerce.number({ error: ITEM_FIELDS_REQUIRED }).max(10_000_000, 'The value is too large')));

/** One invoice line as the form sends it; the server computes `amount` itself. */
export const stockItemInputSchema = z.object({
  drug: z.string({ error: ITEM_FIELDS_REQUIRED }).trim().min(1, ITEM_FIELDS_REQUIRED).max(200),
  batchNumber: z.string({ error: ITEM_FIELDS_REQUIRED }).trim().min(1, ITEM_FIELDS_REQUIRED).max(50),
  expiryDate: date(ITEM_FIELDS_REQUIRED),
  mrp: itemNumber((n) => n.positive('MRP must be more than 0')),
  ptr: itemNumber((n) => n.positive('PTR must be more than 0')),
  quantity: itemNumber((n) => n.int('Quantity must be a whole number').positive('Quantity must be more than 0')),
  freeQuantity: decimal(z.coerce.number().int().min(0).max(1_000_000, 'The value is too large')).optional().default(0),
  disc: decimal(z.coerce.number().min(0).max(100, 'Discount must be between 0 and 100')).optional().default(0),
});
export type StockItemInput = z.input<typeof stockItemInputSchema>;

export const stockEntryInputSchema = z.object({
  supplier: z.string({ error: ENTRY_REQUIRED }).trim().min(1, ENTRY_REQUIRED).max(200),
  invoiceNumber: z.string({ error: ENTRY_REQUIRED }).trim().min(1, ENTRY_REQUIRED).max(50),
  invoiceDate: date(ENTRY_REQUIRED),
  dueDate: date(ENTRY_REQUIRED),
  itemDetails: z.array(stockItemInputSchema, { error: AT_LEAST_ONE_ITEM }).min(1, AT_LEAST_ONE_ITEM).max(500),
  status: z.enum(STOCK_ENTRY_STATUSES).optional().default('Pending'),
  totalItems: z.unknown().optional(),
  totalValue: z.unknown().optional(),
  totalGST: z.unknown().optional(),
});
export type StockEntryInput = z.input<typeof stockEntryInputSchema>;

export const stockItemSchema = z.object({
  drug: z.string(),
  drugId: z.string(),
  batchNumber: z.string(),
  expiryDate: z.string(),
  mrp: z.number(),
  ptr: z.number(),
  quantity: z.number(),
  freeQuantity: z.number(),
  disc: z.number(),
  amount: z.number(),
});

export const stockEntrySchema = z.object({
  _id: z.string(),
  id: z.string(),
  supplier: z.object({ _id: z.string(), name: z.string() }),
  invoiceNumber: z.string(),
  invoiceDate: z.string(),
  dueDate: z.string(),
  itemDetails: z.array(stockItemSchema),
  status: z.enum(STOCK_ENTRY_STATUSES),
  totalItems: z.number(),
  totalValue: z.number(),
  totalGST: z.number(),
  createdAt: z.string(),
});
export type StockEntry = z.infer<typeof stockEntrySchema>;

/** 001 §5: amount = ptr × quantity × (1 − disc/100), to 2 decimals, in paise to avoid float error. */
export function lineAmountPaise(ptrPaise: number, quantity: number, disc: number): number {
  return Math.round((ptrPaise * quantity * (100 - disc)) / 100);
}

export const stockAdjustmentInputSchema = z.object({
  itemName: z.string({ error: 'Please select an item' }).trim().min(1, 'Please select an item').max(200),
  batchNumber: z.string({ error: 'Batch number is required' }).trim().min(1, 'Batch number is required').max(50),
  currStock: z.union([z.number(), z.string()], { error: 'Current stock is required' }).transform((v, ctx) => {
    if (typeof v === 'string' && v.trim() === '')
      return (ctx.addIssue({ code: 'custom', message: 'Current stock is required' }), z.NEVER);
    const n = Number(v);
    if (!Number.isFinite(n))
      return (ctx.addIssue({ code: 'custom', message: 'Current stock must be a valid number' }), z.NEVER);
    return n;
  }),
  adjustmentValue: z.union([z.number(), z.string()], { error: 'Adjustment value is required' }).transform((v, ctx) => {
    if (typeof v === 'string' && v.trim() === '')
      return (ctx.addIssue({ code: 'custom', message: 'Adjustment value is required' }), z.NEVER);
    const n = Number(v);
    if (!Number.isInteger(n))
      return (ctx.addIssue({ code: 'custom', message: 'Adjustment value must be a valid number' }), z.NEVER);
    return n;
  }),
  reason: z.enum(ADJUSTMENT_REASONS, { error: 'Please select a reason for adjustment' }),
});
export type StockAdjustmentInput = z.input<typeof stockAdjustmentInputSchema>;

export const stockAdjustmentSchema = z.object({
  _id: z.string(),
  itemName: z.string(),
  batchNumber: z.string(),
  currStock: z.number(),
  adjustmentValue: z.number(),
  reason: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type StockAdjustment = z.infer<typeof stockAdjustmentSchema>;

export const batchSchema = z.object({
  _id: z.string(),
  drugId: z.string(),
  drug: z.string(),
  batchNumber: z.string(),
  expiryDate: z.string(),
  mrp: z.number(),
  ptr: z.number(),
  /** In units (tablets, ml); `unitsPerPack` of them make the pack the MRP is printed on. */
  quantityOnHand: z.number(),
  unitsPerPack: z.number(),
});
export type Batch = z.infer<typeof batchSchema>;

export { messageSchema } from '../http/api-error.ts';
