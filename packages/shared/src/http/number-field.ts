import { z } from 'zod';
import { REQUIRED } from './messages.ts';

/** Plain decimal digits as people type them: no hex (0x1A), exponents (1e9), Infinity or spaces inside. */
const PLAIN_DECIMAL = /^[-+]?\d+(\.\d+)?$/;

/**
 * Turns text that is not a plain decimal into NaN before coercion, so `z.coerce.number()` cannot
 * read "0x1A" as 26 or "1e400" as Infinity. Numbers and empty values pass through unchanged.
 */
export function plainDecimal(value: unknown): unknown {
  if (typeof value !== 'string' || value.trim() === '') return value;
  return PLAIN_DECIMAL.test(value.trim()) ? value.trim() : Number.NaN;
}

/** A coerced number (a query string value, a form field) that only plain decimal text can be. */
export function decimal<T extends z.ZodType>(schema: T) {
  return z.preprocess(plainDecimal, schema);
}

/**
 * A number typed into a text box: '' or missing → "This field is required", text that is not a
 * plain decimal number → `notANumber`; numbers and numeric strings both pass.
 */
export function numberField(notANumber: string) {
  return z.union([z.number(), z.string()], { error: REQUIRED }).transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: REQUIRED });
      return z.NEVER;
    }
    const n = typeof value === 'number' ? value : Number(plainDecimal(value));
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: notANumber });
      return z.NEVER;
    }
    return n;
  });
}
