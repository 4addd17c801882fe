import { createHash } from 'node:crypto';
import {
  documentTypeOf,
  opBillInputSchema,
  priceBill,
  type Bill,
  type OpBillInput,
  type OpPending,
} from '@clinic/shared/billing';
import { fullName } from '@clinic/shared/patients';
import type { Role } from '@clinic/shared/auth';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Actor, AuditService } from '../audit/audit.service.ts';
import type { NumberingService } from '../numbering/numbering.service.ts';
import type { PatientsService } from '../patients/patients.service.ts';
import { billsRepository as repo } from './bills.repository.ts';
import type { PaymentsService } from './payments.service.ts';

export const discountNeedsApproval = (percent: number) =>
  `A discount above ${percent}% needs a clinic administrator's approval`;

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
      await audit.recordViews(db, actor, {
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

    async bill(input: OpBillInput, key: string, actor: Actor, roles: readonly Role[]): Promise<Bill> {
      const v = opBillInputSchema.parse(input);
      if (v.discountPercent > deps.discountApprovalPercent && !roles.includes('clinicAdmin'))
        throw new AppError(403, 'DISCOUNT_NEEDS_APPROVAL', discountNeedsApproval(deps.discountApprovalPercent));
      if (v.discountPercent > 0 && !v.discountReason)
        throw badRequest('Give the reason for the discount', { discountReason: 'Give the reason for the discount' });
      await deps.patients.get(v.patientId);
      try {
        const id = await db.transaction(async (tx) => {
          const charges = await repo.lockCharges(tx, v.chargeIds);
          // After the lock: a retry of a request that has committed finds its bill here.
          const earlier = await repo.byKey(tx, key);
          if (earlier) return earlier.id;
          if (charges.length !== v.chargeIds.length) throw notFound('A chosen charge was not found');
          for (const c of charges) {
            if (c.patientId !== v.patientId || c.admissionId !== null)
              throw badRequest('Validation failed', {
                chargeIds: `${c.serviceName} is not an OP charge of this patient`,
              });
            if (c.status !== 'Pending') throw conflict(`${c.serviceName} is already ${c.status.toLowerCase()}`);
          }
          const priced = priceBill(
            charges.map((c) => ({
              charge: c,
              quantity: c.quantity,
              unitPricePaise: c.pricePaise,
              gstRateBp: c.gstRateBp,
            })),
            v.discountPercent,
          );
          if (v.payment.amountPaise > priced.totalPaise)
            throw badRequest('Paid amount cannot exceed the bill total', {
              'payment.amountPaise': 'Paid amount cannot exceed the bill total',
            });
          const number = await deps.numbering.nextIn(tx, 'bill', undefined);
          const bill = await repo.insert(
            tx,
            {
              number: number.text,
              kind: 'OP',
              patientId: v.patientId,
              documentType: documentTypeOf(charges),
              grossPaise: priced.grossPaise,
              discountPaise: priced.discountPaise,
              discountPercent: v.discountPercent,
              discountReason: v.discountReason,
              taxPaise: priced.taxPaise,
              roundOffPaise: priced.roundOffPaise,
              totalPaise: priced.totalPaise,
              idempotencyKey: key,
              finalizedBy: actor.userId,
              finalizedByName: actor.name ?? 'Unknown',
            },
            priced.lines.map((l, i) => ({
              lineNo: i + 1,
              chargeId: l.charge.id,
              section: 'Services' as const,
              description: l.charge.serviceName,
              category: l.charge.category,
              quantity: l.quantity,
              unitPricePaise: l.unitPricePaise,
              amountPaise: l.amountPaise,
              discountPaise: l.discountPaise,
              gstRateBp: l.gstRateBp,
              taxPaise: l.taxPaise,
              totalPaise: l.totalPaise,
            })),
          );
          await repo.markBilled(
            tx,
            charges.map((c) => c.id),
          );
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
                idempotencyKey: `bill-${createHash('sha256').update(key).digest('hex').slice(0, 40)}`,
              },
              actor,
            );
          await audit.record(tx, actor, {
            action: 'create',
            entityType: 'bill',
            entityId: bill.id,
            summary: `OP bill ${number.text}: ${charges.length} lines${v.discountPercent ? `, ${v.discountPercent}% discount` : ''}`,
          });
          return bill.id;
        });
        return await detail(id);
      } catch (error) {
        if (!isUniqueViolation(error, 'bills_idempotency_key')) throw error;
        const earlier = await repo.byKey(db, key);
        if (!earlier) throw error;
        return detail(earlier.id);
      }
    },

    async get(id: string, actor: Actor): Promise<Bill> {
      const bill = await detail(id);
      await audit.recordViews(db, actor, {
        entityType: 'patient',
        entityIds: [bill.patient._id],
        summary: `Opened bill ${bill.number}`,
      });
      return bill;
    },

    async ofPatient(patientId: string, actor: Actor) {
      await deps.patients.get(patientId);
      const list = await repo.ofPatient(db, patientId);
      await audit.recordViews(db, actor, { entityType: 'patient', entityIds: [patientId], summary: 'Listed bills' });
      return list;
    },
  };
}

export type OpBillingService = ReturnType<typeof createOpBillingService>;
