import {
  CREDIT_UNTIL_PAST,
  creditApprovalInputSchema,
  type CreditApproval,
  type CreditApprovalInput,
} from '@clinic/shared/billing';
import { formatPaise } from '@clinic/shared/money';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clinicNow } from '../../lib/clinic-time.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import { ipBillingRepository as repo } from './ip-billing.repository.ts';
import { creditApprovals } from './shifts.table.ts';

type Row = typeof creditApprovals.$inferSelect;
const toCredit = (r: Row): CreditApproval => ({
  _id: r.id,
  amountPaise: r.amountPaise,
  validUntil: r.validUntil,
  reason: r.reason,
  approvedBy: r.approvedByName,
  admissionId: r.admissionId,
});

/**
 * Leave for a patient to go home owing money on a stay (`bills.credit.approve`): who, how much,
 * until when and why, kept for ever; discharge clearance accepts dues up to it while valid, and
 * the patient's account shows it.
 */
export function createCreditApprovalsService(deps: { db: Db; audit: AuditService; timeZone: string }) {
  return {
    async approve(admissionId: string, input: CreditApprovalInput, key: string, actor: Actor): Promise<CreditApproval> {
      const v = creditApprovalInputSchema.parse(input);
      if (v.validUntil < clinicNow(deps.timeZone).date)
        throw badRequest(CREDIT_UNTIL_PAST, { validUntil: CREDIT_UNTIL_PAST });
      return deps.db.transaction(async (tx) => {
        const [earlier] = await tx.select().from(creditApprovals).where(eq(creditApprovals.idempotencyKey, key));
        if (earlier) return toCredit(earlier);
        const admission = await repo.lockAdmission(tx, admissionId);
        if (!admission) throw notFound(`Admission with ID ${admissionId} not found`);
        const [row] = await tx
          .insert(creditApprovals)
          .values({
            patientId: admission.patientId,
            admissionId,
            amountPaise: v.amountPaise,
            validUntil: v.validUntil,
            reason: v.reason,
            approvedBy: actor.userId ?? '00000000-0000-0000-0000-000000000000',
            approvedByName: actor.name ?? 'Unknown',
            idempotencyKey: key,
          })
          .returning();
        if (!row) throw new Error('insert into credit_approvals returned no row');
        await deps.audit.record(tx, actor, {
          action: 'create',
          entityType: 'credit approval',
          entityId: row.id,
          summary: `Credit of ${formatPaise(v.amountPaise)} on ${admission.ipNumber} until ${v.validUntil}`,
        });
        return toCredit(row);
      });
    },
  };
}

export type CreditApprovalsService = ReturnType<typeof createCreditApprovalsService>;
