import { formatPaise } from './money.ts';

/**
 * The most one line or one payment may be: ₹1 crore, far above any hospital's single service or
 * package and far below what would overflow a sum of bills. A larger figure is a typing slip (or
 * an attack), refused with a clear message rather than stored.
 */
export const MAX_AMOUNT_PAISE = 1_00_00_000_00;
export const AMOUNT_TOO_LARGE = `Enter an amount up to ${formatPaise(MAX_AMOUNT_PAISE)}`;
