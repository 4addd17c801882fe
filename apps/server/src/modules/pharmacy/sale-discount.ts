import { checkDiscount } from '../billing/bill-writer.ts';

/**
 * The counter's discounts follow the bills' rule: any discount needs its reason, and a line
 * discounted above the clinic's limit needs whoever holds `bills.discount.approve`.
 */
export function checkSaleDiscount(
  lines: { discountPercent?: number }[],
  reason: string,
  limitPercent: number,
  canApprove: boolean,
): void {
  const highest = Math.max(0, ...lines.map((l) => l.discountPercent ?? 0));
  checkDiscount({ discountPercent: highest, discountReason: reason }, limitPercent, canApprove);
}
