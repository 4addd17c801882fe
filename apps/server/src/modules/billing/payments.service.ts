import { createHash } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { clinicNow } from '../../lib/clinic-time.ts';
import { displayDate } from '@clinic/shared/dates';
import { formatPaise } from '@clinic/shared/money';
import type { TellPatient } from '../messages/messages.service.ts';
import { AppError, badRequest, ruleBroken } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { NumberingService } from '../numbering/numbering.service.ts';
import { paymentsRepository, type PaymentRow } from './payments.repository.ts';
import type { PaymentMode, PaymentPurpose } from './payments.table.ts';
import type { ShiftsService } from './shifts.service.ts';

/** Income Tax Act s.269ST: no cash of ₹2 lakh or more from one person in a day or for one event. */
export const CASH_LIMIT_PAISE = 2_00_000_00;
export const CASH_LIMIT_MESSAGE =
  'Cash of ₹2,00,000 or more from one patient in a day or for one admission is not allowed (Income Tax Act s.269ST); take the rest by card or UPI';
export const IDEMPOTENCY_KEY_REUSED = 'This idempotency key was already used for a different payment';

export type PaymentInput = {
  /** Null for a walk-in at the pharmacy counter, who is not a registered patient. */
  patientId: string | null;
  admissionId?: string | null;
  purpose: PaymentPurpose;
  againstId?: string | null;
  mode: PaymentMode;
  reference?: string | null;
  amountPaise: number;
  /** Sent by the client once per payment it means to make; a retry sends the same key. */
  idempotencyKey: string;
};

const fingerprint = (p: PaymentInput) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        p.patientId,
        p.admissionId ?? null,
        p.purpose,
        p.againstId ?? null,
        p.mode,
        p.reference ?? null,
        p.amountPaise,
      ]),
    )
    .digest('hex');

/**
 * The one way money is received or refunded, used by the billing desk and the pharmacy counter
 * inside their own transactions. A retried request (same idempotency key, same body) returns the
 * first payment and never pays twice; the same key with another body is refused (422).
 */
export function createPaymentsService(deps: {
  audit: AuditService;
  numbering: NumberingService;
  timeZone: string;
  /** The cashier's shift each receipt and refund belongs to. */
  shifts: Pick<ShiftsService, 'shiftForReceiptIn'>;
  tell: TellPatient;
}) {
  return {
    async recordPaymentIn(
      tx: DbOrTx,
      input: PaymentInput,
      actor: Actor,
    ): Promise<{ payment: PaymentRow; replayed: boolean }> {
      const key = input.idempotencyKey.trim();
      if (key.length < 8 || key.length > 100) throw badRequest('An idempotency key of 8 to 100 characters is required');
      if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise <= 0)
        throw badRequest('Amount must be more than zero', { amount: 'Amount must be more than zero' });
      const reference = input.reference?.trim() || null;
      if (input.mode !== 'Cash' && !reference)
        throw badRequest(`Enter the ${input.mode} reference`, { reference: `Enter the ${input.mode} reference` });
      const requestHash = fingerprint({ ...input, reference });

      await paymentsRepository.lockKey(tx, key);
      const earlier = await paymentsRepository.findByKey(tx, key);
      if (earlier) {
        if (earlier.requestHash !== requestHash)
          throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED);
        return { payment: earlier, replayed: true };
      }

      if (input.mode === 'Cash' && input.purpose !== 'Refund') {
        // Cash from one patient (and for one stay) is summed under a lock, so parallel payments
        // on several connections cannot each see the old total and pass the limit together.
        if (input.patientId) await paymentsRepository.lockKey(tx, `cash-patient:${input.patientId}`);
        if (input.admissionId) await paymentsRepository.lockKey(tx, `cash-admission:${input.admissionId}`);
        // A walk-in is not identified; a counter sale of ₹2 lakh in cash is refused on its own.
        const today = input.patientId
          ? await paymentsRepository.cashReceivedOn(tx, input.patientId, clinicNow(deps.timeZone).date, deps.timeZone)
          : 0;
        const admission = input.admissionId ? await paymentsRepository.cashForAdmission(tx, input.admissionId) : 0;
        if (Math.max(today, admission) + input.amountPaise >= CASH_LIMIT_PAISE) throw ruleBroken(CASH_LIMIT_MESSAGE);
      }

      const shiftId = await deps.shifts.shiftForReceiptIn(tx, actor);
      const receipt = await deps.numbering.nextIn(tx, input.purpose === 'Refund' ? 'refund' : 'receipt', undefined);
      const payment = await paymentsRepository.insert(tx, {
        receiptNumber: receipt.text,
        patientId: input.patientId,
        admissionId: input.admissionId ?? null,
        purpose: input.purpose,
        againstId: input.againstId ?? null,
        mode: input.mode,
        reference,
        amountPaise: input.amountPaise,
        idempotencyKey: key,
        requestHash,
        shiftId,
        receivedBy: actor.userId,
        receivedByName: actor.name,
      });
      await deps.audit.record(tx, actor, {
        action: 'create',
        entityType: 'payment',
        entityId: payment.id,
        summary: `${input.purpose} ${receipt.text}: ${input.mode}`,
      });
      if (input.patientId && input.purpose !== 'Refund')
        await deps.tell(tx, {
          patientId: input.patientId,
          template: 'bill-receipt',
          key: `bill-receipt:${payment.id}`,
          values: {
            amount: formatPaise(input.amountPaise),
            receipt: receipt.text,
            date: displayDate(clinicNow(deps.timeZone).date),
          },
        });
      return { payment, replayed: false };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
