import { opBillInputSchema, type Bill, type OpBillInput, type OpPending } from '@clinic/shared/billing';
import { fullName } from '@clinic/shared/patients';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { IDEMPOTENCY_KEY_REUSED } from '../../plugins/idempotency.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { NumberingService } from '../numbering/numbering.service.ts';
import type { PatientsService } from '../patients/patients.service.ts';
import { checkDiscount, derivedKey } from './bill-writer.ts';
import { lockOpLines, writeOpBillIn } from './op-bill-lines.ts';
import { billsRepository as repo } from './bills.repository.ts';
import type { PaymentsService } from './payments.service.ts';

/** A bill found by a request's key answers it only if it is the same kind of bill for the same patient. */
function sameBill(earlier: { id: string; kind: string; patientId: string }, patientId: string): string {
  if (earlier.kind !== 'OP' || earlier.patientId !== patientId)
    throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED);
  return earlier.id;
}

/**
 * The OP bill of the appointment bill dialog: the patient's pending charges outside any
 * admission, a discount, and what was paid, finalized in one transaction with its number, the
 * charges marked Billed and the payment's receipt. The request's idempotency key is the bill's,
 * so a retried Confirm & print returns the same bill and never bills or takes money twice.
 */
export function createOpBillingService(deps: {
  db: Db;
  audit: AuditService;
  numbering: NumberingService;
  payments: PaymentsService;
  patients: PatientsService;
  discountApprovalPercent: number;
}) {
  const { db, audit } = deps;

  async function detail(id: string): Promise<Bill> {
    const bill = await repo.detail(db, id);
    if (!bill) throw notFound(`Bill with ID ${id} not found`);
    return bill;
  }

  return {
    async pending(patientId: string, actor: Actor): Promise<OpPending> {
      const patient = await deps.patients.get(patientId);
      const rows = await repo.pendingOpCharges(db, patientId);
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: [patientId],
        summary: 'Opened the OP bill',
      });
      return {
        patient: { _id: patient._id, name: fullName(patient), mrn: patient.mrn, phone: patient.phone },
        charges: rows.map((c) => ({
          _id: c.id,
          serviceName: c.serviceName,
          category: c.category,
          sourceArea: c.sourceArea,
          quantity: c.quantity,
          unitPricePaise: c.pricePaise,
          gstRateBp: c.gstRateBp,
          amountPaise: c.quantity * c.pricePaise,
          createdAt: c.createdAt.toISOString(),
        })),
        discountApprovalPercent: deps.discountApprovalPercent,
      };
    },

    async bill(input: OpBillInput, key: string, actor: Actor, canApprove: boolean): Promise<Bill> {
      const v = opBillInputSchema.parse(input);
      await deps.patients.get(v.patientId);
      try {
        const id = await db.transaction(async (tx) => {
          // A retry of a request that has committed finds its bill before anything is checked.
          const earlier = await repo.byKey(tx, key);
          if (earlier) return sameBill(earlier, v.patientId);
          const { lines, effectivePercent } = await lockOpLines(tx, v);
          checkDiscount(
            { discountPercent: effectivePercent, discountReason: v.discountReason },
            deps.discountApprovalPercent,
            canApprove,
          );
          const bill = await writeOpBillIn(tx, deps, v, lines, key, actor);
          // Refused after writing: the transaction rolls back, number and all.
          if (v.payment.amountPaise > bill.totalPaise)
            throw badRequest('Paid amount cannot exceed the bill total', {
              'payment.amountPaise': 'Paid amount cannot exceed the bill total',
            });
          if (v.payment.amountPaise > 0)
            await deps.payments.recordPaymentIn(
              tx,
              {
                patientId: v.patientId,
                purpose: 'Bill',
                againstId: bill.id,
                mode: v.payment.mode,
                reference: v.payment.reference || null,
                amountPaise: v.payment.amountPaise,
                idempotencyKey: derivedKey('bill', key),
              },
              actor,
            );
          return bill.id;
        });
        return await detail(id);
      } catch (error) {
        // A twin of this request that committed first (its charges now billed, or its key taken)
        // is the answer to this one.
        const earlier = await repo.byKey(db, key);
        if (!earlier) throw error;
        return detail(sameBill(earlier, v.patientId));
      }
    },

    async get(id: string, actor: Actor): Promise<Bill> {
      const bill = await detail(id);
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: [bill.patient._id],
        summary: `Opened bill ${bill.number}`,
      });
      return bill;
    },

    async ofPatient(patientId: string, actor: Actor) {
      await deps.patients.get(patientId);
      const list = await repo.ofPatient(db, patientId);
      await audit.viewed(actor, { entityType: 'patient', entityIds: [patientId], summary: 'Listed bills' });
      return list;
    },
  };
}

export type OpBillingService = ReturnType<typeof createOpBillingService>;
