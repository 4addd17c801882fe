import { PAYMENT_MODES, type Receipt } from './bill.schemas.ts';

type Mode = (typeof PAYMENT_MODES)[number];

/** What was paid on a bill by each mode, less what has gone back by that mode. */
export function netPaidByMode(receipts: readonly Pick<Receipt, 'mode' | 'purpose' | 'amountPaise'>[]) {
  const net: Record<Mode, number> = { Cash: 0, Card: 0, UPI: 0 };
  for (const r of receipts) net[r.mode] += r.purpose === 'Refund' ? -r.amountPaise : r.amountPaise;
  return net;
}

/** The mode a refund goes back by, as the money came: the one most was paid by (cash when nothing was). */
export function refundModeOf(receipts: readonly Pick<Receipt, 'mode' | 'purpose' | 'amountPaise'>[]): Mode {
  const net = netPaidByMode(receipts);
  return PAYMENT_MODES.reduce((best, mode) => (net[mode] > net[best] ? mode : best), 'Cash' as Mode);
}
