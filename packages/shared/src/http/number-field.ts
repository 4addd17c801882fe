import { z } from 'zod';
import { REQUIRED } from './messages.ts';

/**
 * A number typed into a text box: '' or missing → "This field is required", text that is not a
 * number → `notANumber`; numbers and numeric strings both pass.
 */
export function numberField(notANumber: string) {
  return z.union([z.number(), z.string()], { error: REQUIRED }).transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: REQUIRED });
      return z.NEVER;
    }
    const n = typeof value === 'number' ? value : Number(value.trim());
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: notANumber });
      return z.NEVER;
    }
    return n;
  });
}
