import {
  billPaymentInputSchema,
  creditNoteInputSchema,
  netPaidByMode,
  type BillPaymentInput,
  refundInputSchema,
  type CreditNote,
  type CreditNoteInput,
  type Receipt,
  type RefundInput,
} from '@clinic/shared/billing';
import { formatPaise } from '@clinic/shared/money';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, notFound, ruleBroken } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { NumberingService } from '../numbering/numbering.service.ts';
import { billsRepository, toReceipt } from './bills.repository.ts';
import { derivedKey } from './bill-writer.ts';
import { folioRepository } from './folio.repository.ts';
import { FOLIO_CLOSED } from './ip-billing.service.ts';
import { paymentsRepository } from './payments.repository.ts';
import type { PaymentsService } from './payments.service.ts';

export const creditNoteTooLarge = (maxPaise: number) =>
  `A credit note cannot be more than what the patient owes on the bill (${formatPaise(maxPaise)})`;
export const moreThanBalance = (balancePaise: number) =>
  balancePaise > 0
    ? `A payment cannot be more than the balance (${formatPaise(balancePaise)})`
    : 'Nothing is due on this bill';

export const refundByMode = (mode: string, paise: number) =>
  `Refund the way it was paid: ${formatPaise(Math.max(0, paise))} was paid by ${mode} on this bill`;

export const refundTooLarge = (maxPaise: number) =>
  maxPaise > 0
    ? `A refund cannot be more than the excess paid (${formatPaise(maxPaise)})`
    : 'Nothing has been paid in excess on this bill, so there is nothing to refund';

/**
 * Corrections to a finalized bill, which itself never changes: a credit note (numbered
 * CN/2627/00001) lowers what the patient owes, and a refund pays back what was paid beyond that.
 * Neither can exceed its limit, so refunds never exceed what was paid.
 */
export function createBillCorrectionsService(deps: {
  db: Db;
  audit: AuditService;
  numbering: NumberingService;
  payments: PaymentsService;
}) {
  const { db, audit } = deps;

  /** Locks the bill (and its stay's account) so corrections happen one after another. */
  async function lockedBill(tx: DbOrTx, billId: string) {
    const bill = await folioRepository.lockBill(tx, billId);
    if (!bill) throw notFound(`Bill with ID ${billId} not found`);
    if (bill.admissionId && (await folioRepository.closure(tx, bill.admissionId))) throw conflict(FOLIO_CLOSED);
    const detail = await billsRepository.detail(tx, billId);
    if (!detail) throw notFound(`Bill with ID ${billId} not found`);
    return { bill, detail };
  }

  /** Money taken on a bill or paid back against it, in the caller's transaction (a retry gets the first). */
  const moneyAgainst = (
    tx: DbOrTx,
    bill: { id: string; patientId: string; admissionId: string | null },
    purpose: 'Bill' | 'Refund',
    v: { mode: Receipt['mode']; reference: string; amountPaise: number },
    idempotencyKey: string,
    actor: Actor,
  ) =>
    deps.payments.recordPaymentIn(
      tx,
      {
        patientId: bill.patientId,
        admissionId: bill.admissionId,
        purpose,
        againstId: bill.id,
        mode: v.mode,
        reference: v.reference || null,
        amountPaise: v.amountPaise,
        idempotencyKey,
      },
      actor,
    );

  return {
    async creditNote(billId: string, input: CreditNoteInput, actor: Actor): Promise<CreditNote> {
      const v = creditNoteInputSchema.parse(input);
      return db.transaction(async (tx) => {
        const { bill, detail } = await lockedBill(tx, billId);
        const maxPaise = detail.totalPaise - detail.payerSharePaise - detail.creditNotePaise;
        if (v.amountPaise > maxPaise) throw ruleBroken(creditNoteTooLarge(Math.max(0, maxPaise)));
        const number = await deps.numbering.nextIn(tx, 'creditNote', undefined);
        const row = await folioRepository.insertCreditNote(tx, {
          number: number.text,
          billId,
          patientId: bill.patientId,
          amountPaise: v.amountPaise,
          reason: v.reason,
          createdBy: actor.userId,
          createdByName: actor.name ?? 'Unknown',
        });
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'credit note',
          entityId: row.id,
          summary: `${number.text} against ${bill.number}: ${formatPaise(v.amountPaise)}, ${v.reason}`,
        });
        return {
          _id: row.id,
          number: row.number,
          billId,
          billNumber: bill.number,
          amountPaise: row.amountPaise,
          reason: row.reason,
          createdBy: row.createdByName,
          createdAt: row.createdAt.toISOString(),
        };
      });
    },

    /** Takes the rest (or part of the rest) of a part-paid bill; a retry with the same key returns the same receipt. */
    async pay(billId: string, input: BillPaymentInput, key: string, actor: Actor): Promise<Receipt> {
      const v = billPaymentInputSchema.parse(input);
      const payment = await db.transaction(async (tx) => {
        const { bill, detail } = await lockedBill(tx, billId);
        const paymentKey = derivedKey('bill-payment', key);
        const retried = await paymentsRepository.findByKey(tx, paymentKey);
        if (!retried && v.amountPaise > detail.balancePaise) throw ruleBroken(moreThanBalance(detail.balancePaise));
        const { payment, replayed } = await moneyAgainst(tx, bill, 'Bill', v, paymentKey, actor);
        if (replayed) return payment;
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'payment',
          entityId: payment.id,
          summary: `${payment.receiptNumber} against ${bill.number}: ${formatPaise(v.amountPaise)} by ${v.mode}`,
        });
        return payment;
      });
      return toReceipt(payment);
    },

    /** Pays back the excess on a bill; the request's key makes a retry return the same refund. */
    async refund(
      billId: string,
      input: RefundInput,
      key: string,
      actor: Actor,
      cashOverride = false,
    ): Promise<Receipt> {
      const v = refundInputSchema.parse(input);
      const payment = await db.transaction(async (tx) => {
        const { bill, detail } = await lockedBill(tx, billId);
        const refundKey = derivedKey('refund', key);
        // A retry of a refund already made is replayed by the payments service, not measured again.
        const excess = -detail.balancePaise;
        const retried = await paymentsRepository.findByKey(tx, refundKey);
        if (!retried && v.amountPaise > excess) throw ruleBroken(refundTooLarge(Math.max(0, excess)));
        // Money goes back the way it came: card to card, UPI to UPI. Cash for a card or UPI payment
        // only with the override permission (the refund's reason is then the record of why).
        const byMode = netPaidByMode(detail.payments)[v.mode];
        if (!retried && v.amountPaise > byMode && !(v.mode === 'Cash' && cashOverride))
          throw ruleBroken(refundByMode(v.mode, byMode));
        const { payment, replayed } = await moneyAgainst(tx, bill, 'Refund', v, refundKey, actor);
        if (replayed) return payment;
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'refund',
          entityId: payment.id,
          summary: `${payment.receiptNumber} against ${bill.number}: ${formatPaise(v.amountPaise)}, ${v.reason}`,
        });
        return payment;
      });
      return toReceipt(payment);
    },
  };
}

export type BillCorrectionsService = ReturnType<typeof createBillCorrectionsService>;
