import { z } from 'zod';
import { calendarDate } from '../dates/calendar-date.ts';
import { AMOUNT_TOO_LARGE, MAX_AMOUNT_PAISE } from '../money/limits.ts';
import { PAYMENT_MODES } from './bill.schemas.ts';

/** The counters a shift is opened at; a clinic's own names can be typed. */
export const COUNTERS = ['Front desk', 'Billing counter', 'IP counter', 'Pharmacy counter'] as const;
/** The counter of a shift that opened by itself at its cashier's first receipt. */
export const COUNTER_NOT_SET = 'Not set';
export const COUNT_DIFFERS = 'Say why the count differs from what was expected';

const paise = (message: string) =>
  z.number({ error: message }).int(message).min(0, 'Cannot be negative').max(MAX_AMOUNT_PAISE, AMOUNT_TOO_LARGE);

export const openShiftSchema = z.object({
  counter: z.string({ error: 'Choose the counter' }).trim().min(1, 'Choose the counter').max(60),
  openingFloatPaise: paise('Enter the cash in the drawer at the start').default(0),
});
export type OpenShiftInput = z.input<typeof openShiftSchema>;

/** What was counted at the close, by mode (card and UPI from the machine's and the app's totals). */
export const closeShiftSchema = z.object({
  countedCashPaise: paise('Enter the cash counted'),
  countedCardPaise: paise('Enter the card total'),
  countedUpiPaise: paise('Enter the UPI total'),
  note: z.string().trim().max(300).default(''),
});
export type CloseShiftInput = z.input<typeof closeShiftSchema>;

export const shiftModeSchema = z.object({
  mode: z.enum(PAYMENT_MODES),
  receivedPaise: z.number(),
  refundedPaise: z.number(),
  /** Received less refunded, and for cash the opening float too. */
  expectedPaise: z.number(),
  countedPaise: z.number().nullable(),
  differencePaise: z.number().nullable(),
});
export type ShiftMode = z.infer<typeof shiftModeSchema>;

export const shiftSummarySchema = z.object({
  _id: z.string(),
  number: z.string(),
  counter: z.string(),
  status: z.enum(['Open', 'Closed']),
  openingFloatPaise: z.number(),
  openedBy: z.string(),
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  closeNote: z.string(),
  modes: z.array(shiftModeSchema),
  expectedPaise: z.number(),
  countedPaise: z.number().nullable(),
  differencePaise: z.number().nullable(),
});
export type ShiftSummary = z.infer<typeof shiftSummarySchema>;

export const shiftSchema = shiftSummarySchema.extend({
  receipts: z.array(
    z.object({
      _id: z.string(),
      receiptNumber: z.string(),
      purpose: z.string(),
      mode: z.enum(PAYMENT_MODES),
      reference: z.string().nullable(),
      amountPaise: z.number(),
      receivedAt: z.string(),
      patientName: z.string().nullable(),
    }),
  ),
});
export type Shift = z.infer<typeof shiftSchema>;

export const currentShiftSchema = z.object({ shift: shiftSchema.nullable() });

export const shiftsDayQuerySchema = z.object({ date: calendarDate('Use a date like 2026-11-23').optional() });

/** A day's shifts, and their money by counter and mode, for the day end. */
export const shiftsDaySchema = z.object({
  date: z.string(),
  shifts: z.array(shiftSummarySchema),
  counters: z.array(z.object({ counter: z.string(), modes: z.array(shiftModeSchema) })),
});
export type ShiftsDay = z.infer<typeof shiftsDaySchema>;
