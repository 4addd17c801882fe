import { flatAsPercent } from '@clinic/shared/billing';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { NumberingService } from '../numbering/numbering.service.ts';
import { writeBillIn, type BillLineInput } from './bill-writer.ts';
import { billsRepository as repo } from './bills.repository.ts';
import { folioRepository } from './folio.repository.ts';

export const DISCOUNT_WAITING = 'A discount on these charges is waiting for approval';
export const DISCOUNT_ABOVE_BILL = 'The discount cannot be more than the bill';

/** What an OP bill is asked for: the patient's charges and one discount (a percent or flat). */
export type OpBillAsk = {
  patientId: string;
  chargeIds: string[];
  discountPercent: number;
  discountFlatPaise: number;
  discountReason: string;
};

/**
 * Locks the asked-for charges and checks each is a pending OP charge of the patient, none of them
 * waiting in the discount approval queue; gives the bill's lines and the discount as a percent
 * of the bill (for the clinic's approval limit).
 */
export async function lockOpLines(tx: DbOrTx, ask: OpBillAsk, waitingOk = false) {
  const charges = await repo.lockCharges(tx, ask.chargeIds);
  if (charges.length !== ask.chargeIds.length) throw notFound('A chosen charge was not found');
  for (const c of charges) {
    if (c.patientId !== ask.patientId || c.admissionId !== null)
      throw badRequest('Validation failed', { chargeIds: `${c.serviceName} is not an OP charge of this patient` });
    if (c.status !== 'Pending') throw conflict(`${c.serviceName} is already ${c.status.toLowerCase()}`);
  }
  if (!waitingOk && (await folioRepository.opChargesWaiting(tx, ask.patientId, ask.chargeIds)))
    throw conflict(DISCOUNT_WAITING);
  const lines: BillLineInput[] = charges.map((c) => ({
    chargeId: c.id,
    section: 'Services',
    description: c.serviceName,
    category: c.category,
    quantity: c.quantity,
    unitPricePaise: c.pricePaise,
    gstRateBp: c.gstRateBp,
  }));
  const grossPaise = lines.reduce((s, l) => s + l.quantity * l.unitPricePaise, 0);
  if (ask.discountFlatPaise > grossPaise)
    throw badRequest(DISCOUNT_ABOVE_BILL, { discountFlatPaise: DISCOUNT_ABOVE_BILL });
  const effectivePercent = ask.discountFlatPaise
    ? flatAsPercent(ask.discountFlatPaise, grossPaise)
    : ask.discountPercent;
  return { lines, grossPaise, effectivePercent };
}

const discountText = (ask: OpBillAsk) =>
  ask.discountFlatPaise
    ? `, ₹${ask.discountFlatPaise / 100} discount`
    : ask.discountPercent
      ? `, ${ask.discountPercent}% discount`
      : '';

/** Writes the OP bill of checked lines inside the caller's transaction. */
export function writeOpBillIn(
  tx: DbOrTx,
  deps: { numbering: NumberingService; audit: AuditService },
  ask: OpBillAsk,
  lines: BillLineInput[],
  key: string,
  actor: Actor,
) {
  return writeBillIn(
    tx,
    deps,
    {
      kind: 'OP',
      patientId: ask.patientId,
      lines,
      discountPercent: ask.discountPercent,
      discountFlatPaise: ask.discountFlatPaise,
      discountReason: ask.discountReason,
      idempotencyKey: key,
      summary: `${lines.length} lines${discountText(ask)}`,
    },
    actor,
  );
}
