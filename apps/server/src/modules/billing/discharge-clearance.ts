import { formatPaise } from '@clinic/shared/money';
import type { DbOrTx } from '../../db/client.ts';
import { billsRepository } from './bills.repository.ts';
import { validCreditIn } from './credit.repository.ts';
import { ipBillingRepository as repo } from './ip-billing.repository.ts';

/**
 * Billing's word on a discharge, asked inside the discharging transaction: null when the patient
 * may leave, otherwise the reason they may not (shown to the doctor as a 409).
 */
export type DischargeClearance = (tx: DbOrTx, admission: { id: string; patientId: string }) => Promise<string | null>;

export const NOT_FINALIZED = 'The IP bill is not finalized yet; the billing desk finalizes it before discharge';
export const lateCharges = (n: number) =>
  `${n} ${n === 1 ? 'charge' : 'charges'} came after the final bill; the billing desk bills ${n === 1 ? 'it' : 'them'} on a supplementary bill first`;
export const stillDue = (duePaise: number, creditPaise: number) =>
  `${formatPaise(duePaise)} is still due on this stay${creditPaise > 0 ? ` (credit allowed ${formatPaise(creditPaise)})` : ''}; the billing desk settles it or records a credit approval before discharge`;

/**
 * What the patient still owes on a stay over its final bill and supplementary bills together (a
 * deposit left over on the final bill pays a supplementary bill's dues), never less than nothing.
 */
export async function stayDuesIn(tx: DbOrTx, admissionId: string): Promise<number> {
  const main = await repo.bill(tx, admissionId);
  if (!main) return 0;
  const bills = [main, ...(await repo.supplementary(tx, admissionId))];
  let net = 0;
  for (const b of bills) net += (await billsRepository.detail(tx, b.id))?.balancePaise ?? 0;
  return Math.max(0, net);
}

/**
 * A stay is discharged only with its bill final, nothing charged after it left unbilled, and its
 * bills settled, or with a credit approval (still valid today) that covers what is owed.
 */
export function dischargeClearance(today: () => string): DischargeClearance {
  return async (tx, admission) => {
    if (!(await repo.bill(tx, admission.id))) return NOT_FINALIZED;
    const late = await repo.pendingCharges(tx, admission.id);
    if (late.length > 0) return lateCharges(late.length);
    const due = await stayDuesIn(tx, admission.id);
    if (due <= 0) return null;
    const credit = await validCreditIn(tx, { admissionId: admission.id }, today());
    return credit >= due ? null : stillDue(due, credit);
  };
}
