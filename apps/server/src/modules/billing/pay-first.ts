import { formatPaise } from '@clinic/shared/money';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { billsRepository } from './bills.repository.ts';
import { billLines, bills } from './bills.table.ts';
import { validCreditIn } from './credit.repository.ts';
import { patientCharges } from './charges.table.ts';

/** An order the lab or radiology is about to act on. */
export type ServiceOrder = {
  patientId: string;
  admissionId: string | null;
  chargeId: string | null;
  serviceName: string;
};

/** Billing's word before a walk-in OP service starts: null to go ahead, else why not. */
export type PayFirst = (tx: DbOrTx, order: ServiceOrder, step: string) => Promise<string | null>;

export const notBilled = (service: string, step: string) =>
  `${service} is not paid yet: the billing desk bills it and takes the payment before ${step}`;
export const stillOwed = (service: string, duePaise: number, step: string) =>
  `${formatPaise(duePaise)} is still due on the bill of ${service}: take the payment before ${step}`;

/**
 * Bill before service (the `BILL_BEFORE_SERVICE` setting, on by default): an out-patient order
 * is collected or started only once its charge is on a bill that is paid, or the patient has
 * credit allowed for it; an inpatient order goes to the stay's account and never waits.
 */
export function payFirst(enabled: boolean, today: () => string): PayFirst {
  return async (tx, order, step) => {
    if (!enabled || order.admissionId || !order.chargeId) return null;
    const [line] = await tx
      .select({ billId: bills.id, status: patientCharges.status })
      .from(patientCharges)
      .leftJoin(billLines, eq(billLines.chargeId, patientCharges.id))
      .leftJoin(bills, eq(bills.id, billLines.billId))
      .where(eq(patientCharges.id, order.chargeId));
    if (!line?.billId) return notBilled(order.serviceName, step);
    const due = Math.max(0, (await billsRepository.detail(tx, line.billId))?.balancePaise ?? 0);
    if (due === 0) return null;
    const credit = await validCreditIn(tx, { patientId: order.patientId }, today());
    return credit >= due ? null : stillOwed(order.serviceName, due, step);
  };
}
