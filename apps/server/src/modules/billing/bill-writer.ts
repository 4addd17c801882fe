import { createHash } from 'node:crypto';
import {
  documentTypeOf,
  priceBill,
  splitBill,
  type BedClass,
  type BillSection,
  type SplitTerms,
} from '@clinic/shared/billing';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { NumberingService } from '../numbering/numbering.service.ts';
import { billsRepository } from './bills.repository.ts';
import { chargesRepository } from './charges.repository.ts';

export const discountNeedsApproval = (percent: number) =>
  `A discount above ${percent}% needs approval: send it for approval`;

/** Any discount needs a reason; one above the clinic's limit needs a clinic administrator. */
export function checkDiscount(
  discount: { discountPercent: number; discountReason: string },
  limitPercent: number,
  canApprove: boolean,
): void {
  if (discount.discountPercent > limitPercent && !canApprove)
    throw new AppError(403, 'DISCOUNT_NEEDS_APPROVAL', discountNeedsApproval(limitPercent));
  if (discount.discountPercent > 0 && !discount.discountReason)
    throw badRequest('Give the reason for the discount', { discountReason: 'Give the reason for the discount' });
}

/** A key of its own for a payment a billing request makes, derived from the request's key. */
export const derivedKey = (what: string, key: string) =>
  `${what}-${createHash('sha256').update(key).digest('hex').slice(0, 40)}`;

export type BillLineInput = {
  chargeId: string | null;
  section: BillSection;
  description: string;
  category: string;
  quantity: number;
  unitPricePaise: number;
  gstRateBp: number;
  /** The line's own approved discount, in place of the bill's percent. */
  discountPercent?: number;
  /** The regulator's non-payable item the line is, if any (the payer's side leaves it out). */
  nonPayableItem?: string | null;
  /** A room day's bed class (a package and a policy's room limit read it; not stored). */
  bedClass?: BedClass;
};

/** Who pays what share of a bill; the patient pays the rest. */
export type PayerShare = {
  payerType: string;
  payerName: string;
  policyNumber: string;
  approvedPaise: number;
  /** The cover's terms: the payer's share is what the split gives it, not simply the approval. */
  terms?: SplitTerms;
};

/**
 * Finalizes a bill inside the caller's transaction: prices the lines with the discount, takes
 * the next bill number, writes the bill and its lines (immutable from then on), marks the billed
 * charges Billed and audits it. OP and IP bills both come through here.
 */
export async function writeBillIn(
  tx: DbOrTx,
  deps: { numbering: NumberingService; audit: AuditService },
  bill: {
    kind: 'OP' | 'IP';
    patientId: string;
    admissionId?: string;
    /** The stay's final bill, for a supplementary bill of charges that came after it. */
    supplementOf?: string;
    lines: BillLineInput[];
    discountPercent: number;
    /** A flat amount off, spread over the lines, in place of the percent. */
    discountFlatPaise?: number;
    discountReason: string;
    payer?: PayerShare;
    idempotencyKey: string;
    /** What the audit row says after the bill number. */
    summary: string;
  },
  actor: Actor,
) {
  const priced = priceBill(bill.lines, bill.discountPercent, bill.discountFlatPaise ?? 0);
  const split = bill.payer?.terms ? splitBill(priced.lines, priced.totalPaise, bill.payer.terms) : null;
  const number = await deps.numbering.nextIn(tx, 'bill', undefined);
  const row = await billsRepository.insert(
    tx,
    {
      number: number.text,
      kind: bill.kind,
      patientId: bill.patientId,
      admissionId: bill.admissionId ?? null,
      supplementOf: bill.supplementOf ?? null,
      documentType: documentTypeOf(bill.lines),
      grossPaise: priced.grossPaise,
      discountPaise: priced.discountPaise,
      discountPercent: bill.discountPercent,
      discountReason: bill.discountReason,
      taxPaise: priced.taxPaise,
      roundOffPaise: priced.roundOffPaise,
      totalPaise: priced.totalPaise,
      payerType: bill.payer?.payerType ?? 'Self',
      payerName: bill.payer?.payerName ?? '',
      policyNumber: bill.payer?.policyNumber ?? '',
      payerSharePaise: split
        ? split.payerPaise
        : bill.payer
          ? Math.min(bill.payer.approvedPaise, priced.totalPaise)
          : 0,
      payerSplit: split,
      idempotencyKey: bill.idempotencyKey,
      finalizedBy: actor.userId,
      finalizedByName: actor.name ?? 'Unknown',
    },
    priced.lines.map((l, i) => ({
      lineNo: i + 1,
      chargeId: l.chargeId,
      section: l.section,
      description: l.description,
      category: l.category,
      quantity: l.quantity,
      unitPricePaise: l.unitPricePaise,
      amountPaise: l.amountPaise,
      discountPaise: l.discountPaise,
      gstRateBp: l.gstRateBp,
      taxPaise: l.taxPaise,
      totalPaise: l.totalPaise,
      nonPayableItem: l.nonPayableItem ?? null,
    })),
  );
  const chargeIds = bill.lines.flatMap((l) => (l.chargeId ? [l.chargeId] : []));
  await chargesRepository.markBilled(tx, chargeIds);
  await deps.audit.record(tx, actor, {
    action: 'create',
    entityType: 'bill',
    entityId: row.id,
    summary: `${bill.supplementOf ? 'Supplementary ' : ''}${bill.kind} bill ${number.text}: ${bill.summary}`,
  });
  return row;
}
