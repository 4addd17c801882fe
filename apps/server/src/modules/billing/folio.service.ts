import { randomUUID } from 'node:crypto';
import {
  contractInputSchema,
  discountDecisionSchema,
  discountInputSchema,
  miscLineInputSchema,
  type Closure,
  type ContractInput,
  type Discount,
  type DiscountDecision,
  type DiscountInput,
  type MiscLineInput,
  type PendingDiscount,
  type RoomDayRule,
} from '@clinic/shared/billing';
import { formatPaise } from '@clinic/shared/money';
import type { Db, DbOrTx } from '../../db/client.ts';
import { clinicNow } from '../../lib/clinic-time.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, notFound, ruleBroken } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import { chargesRepository } from './charges.repository.ts';
import type { CoveragesService } from '../insurance/coverages.service.ts';
import type { OpDiscountsService } from './op-discounts.service.ts';
import { folioRepository, toDiscount } from './folio.repository.ts';
import { lateCharges } from './discharge-clearance.ts';
import { ipBillViewOf } from './ip-bill-view.ts';
import { ipBillingRepository as repo } from './ip-billing.repository.ts';
import { BILL_FINALIZED, FOLIO_CLOSED } from './ip-billing.service.ts';

export const DISCOUNT_ALREADY = 'This line already has a discount; reject it before asking for another';
export const DISCOUNT_DECIDED = 'This discount has already been decided';
export const NO_SUCH_LINE = 'That line is not on this bill';
export const balanceNotZero = (balancePaise: number) =>
  balancePaise > 0
    ? `The balance is not zero: ${formatPaise(balancePaise)} is still due`
    : `The balance is not zero: refund the excess of ${formatPaise(-balancePaise)} first`;
export const CLOSE_NEEDS_BILL = 'Finalize the bill before closing the account';

/**
 * The patient bill's own work on a stay's account before and after its bill: discounts with
 * their approval, the payer contract, Miscellaneous lines, and closing the account.
 */
export function createFolioService(deps: {
  db: Db;
  audit: AuditService;
  timeZone: string;
  roomDayRule: RoomDayRule;
  discountApprovalPercent: number;
  opDiscounts: OpDiscountsService;
  coverages: Pick<CoveragesService, 'forContract'>;
}) {
  const { db, audit } = deps;

  /** Locks the stay and checks its bill is still open to changes. */
  async function openAccount(tx: DbOrTx, admissionId: string) {
    const admission = await repo.lockAdmission(tx, admissionId);
    if (!admission) throw notFound(`Admission with ID ${admissionId} not found`);
    if (await folioRepository.closure(tx, admissionId)) throw conflict(FOLIO_CLOSED);
    if (await repo.bill(tx, admissionId)) throw conflict(BILL_FINALIZED);
    return admission;
  }

  async function writeContract(
    tx: DbOrTx,
    admission: { id: string; patientId: string; ipNumber: string; admittedAt: Date },
    v: ReturnType<typeof contractInputSchema.parse>,
    actor: Actor,
  ) {
    const cover = v.coverageId
      ? await deps.coverages.forContract(
          tx,
          v.coverageId,
          admission.patientId,
          clinicNow(deps.timeZone, admission.admittedAt).date,
        )
      : null;
    const payerType = cover
      ? cover.payerKind === 'Corporate'
        ? 'Corporate'
        : 'Insurance / TPA'
      : (v.payerType ?? 'Self');
    const self = payerType === 'Self';
    // The claim owns a cover's approval: left out, it stays while the cover does; a new cover starts at 0.
    const before = await folioRepository.contract(tx, admission.id);
    const kept = cover && before.coverageId === cover.coverageId ? before.approvedPaise : 0;
    await folioRepository.upsertContract(tx, {
      admissionId: admission.id,
      payerType,
      coverageId: cover?.coverageId ?? null,
      payerName: cover?.payerName ?? (self ? '' : v.payerName),
      policyNumber: cover?.policyNumber ?? (self ? '' : v.policyNumber),
      approvedPaise: self ? 0 : (v.approvedPaise ?? kept),
      updatedBy: actor.userId,
      updatedByName: actor.name ?? 'Unknown',
    });
    await audit.record(tx, actor, {
      action: 'update',
      entityType: 'bill contract',
      entityId: admission.id,
      summary: `Payer of ${admission.ipNumber}: ${payerType}${cover ? ' (cover)' : ''}`,
    });
  }

  return {
    /**
     * Records a discount on a line or the whole bill. One within the clinic's limit (or given by
     * a clinic administrator) is approved at once; one above waits for an administrator.
     */
    async requestDiscount(
      admissionId: string,
      input: DiscountInput,
      actor: Actor,
      canApprove: boolean,
    ): Promise<Discount> {
      const v = discountInputSchema.parse(input);
      const approvedNow = v.percent <= deps.discountApprovalPercent || canApprove;
      try {
        return await db.transaction(async (tx) => {
          const admission = await openAccount(tx, admissionId);
          let appliesTo = 'Whole bill';
          if (v.chargeId) {
            const charges = await repo.pendingCharges(tx, admissionId);
            const line = charges.find((c) => c.id === v.chargeId);
            if (!line) throw ruleBroken(NO_SUCH_LINE);
            appliesTo = line.serviceName;
          }
          const row = await folioRepository.insertDiscount(tx, {
            patientId: admission.patientId,
            admissionId,
            chargeId: v.chargeId,
            appliesTo,
            percent: v.percent,
            reason: v.reason,
            status: approvedNow ? 'Approved' : 'Pending approval',
            requestedBy: actor.userId,
            requestedByName: actor.name ?? 'Unknown',
            ...(approvedNow && {
              decidedBy: actor.userId,
              decidedByName: actor.name ?? 'Unknown',
              decidedAt: new Date(),
              decisionNote: canApprove ? 'Given by a clinic administrator' : 'Within the limit',
            }),
          });
          await audit.record(tx, actor, {
            action: 'create',
            entityType: 'bill discount',
            entityId: row.id,
            summary: `${v.percent}% on ${appliesTo} of ${admission.ipNumber}: ${row.status}`,
          });
          return toDiscount(row);
        });
      } catch (error) {
        if (isUniqueViolation(error, 'bill_discounts_live_key')) throw conflict(DISCOUNT_ALREADY);
        throw error;
      }
    },

    /** A clinic administrator approves or rejects a waiting discount; the decision is audited. */
    async decideDiscount(id: string, input: DiscountDecision, actor: Actor): Promise<Discount> {
      const v = discountDecisionSchema.parse(input);
      return db.transaction(async (tx) => {
        const found = await folioRepository.lockDiscount(tx, id);
        if (!found) throw notFound(`Discount with ID ${id} not found`);
        const admission = found.admissionId ? await openAccount(tx, found.admissionId) : null;
        if (found.status !== 'Pending approval') throw conflict(DISCOUNT_DECIDED);
        const resultBillId =
          found.kind === 'OP' && v.decision === 'Approved' ? await deps.opDiscounts.approveIn(tx, found, actor) : null;
        const row = await folioRepository.decideDiscount(tx, id, {
          resultBillId,
          status: v.decision,
          decidedBy: actor.userId,
          decidedByName: actor.name ?? 'Unknown',
          decisionNote: v.note,
        });
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'bill discount',
          entityId: id,
          summary: `${v.decision} ${found.flatPaise ? formatPaise(found.flatPaise) : `${found.percent}%`} on ${found.appliesTo} of ${admission?.ipNumber ?? 'an OP bill'}`,
        });
        return toDiscount(row);
      });
    },

    /** The approval queue, with every listed patient's view audited. */
    async pendingDiscounts(actor: Actor): Promise<PendingDiscount[]> {
      return db.transaction(async (tx) => {
        const rows = await folioRepository.pending(tx);
        const patientIds = [...new Set(rows.map((r) => r.patientId))];
        if (patientIds.length > 0)
          await audit.recordViews(tx, actor, {
            entityType: 'patient',
            entityIds: patientIds,
            summary: 'Listed on the discount approval queue',
          });
        return rows;
      });
    },

    /**
     * Sets who pays; the payer's share is fixed on the bill when it is finalized. A cover chosen
     * must be the patient's and valid on the day of admission; its payer and policy are copied.
     */
    async setContract(admissionId: string, input: ContractInput, actor: Actor) {
      const v = contractInputSchema.parse(input);
      return db.transaction(async (tx) => {
        const admission = await openAccount(tx, admissionId);
        await writeContract(tx, admission, v, actor);
        return folioRepository.contract(tx, admissionId);
      });
    },

    /** For the claims desk, in the decision's transaction: the payer's approval becomes the contract's. */
    /**
     * For the claims desk, in the decision's transaction: the payer's approval becomes the
     * contract's while the contract still names that cover, and only while the bill is open (a
     * final bill has fixed the payer's share: 409).
     */
    async approvedByPayer(tx: DbOrTx, admissionId: string, coverageId: string, approvedPaise: number) {
      await openAccount(tx, admissionId);
      await folioRepository.setApproved(tx, admissionId, coverageId, approvedPaise);
    },

    /** For the admission desk, in its transaction: the stay's payer is the cover chosen as it admits. */
    async contractAtAdmission(
      tx: DbOrTx,
      admission: { id: string; patientId: string; ipNumber: string; admittedAt: Date },
      coverageId: string,
      actor: Actor,
    ) {
      await writeContract(tx, admission, contractInputSchema.parse({ coverageId }), actor);
    },

    /** A Miscellaneous line added by hand, with its reason; billed like any charge. */
    async addMiscLine(admissionId: string, input: MiscLineInput, actor: Actor) {
      const v = miscLineInputSchema.parse(input);
      return db.transaction(async (tx) => {
        const admission = await openAccount(tx, admissionId);
        const charge = await chargesRepository.insertOnce(tx, {
          patientId: admission.patientId,
          admissionId,
          sourceArea: 'billing',
          sourceId: randomUUID(),
          serviceName: v.description,
          category: 'Miscellaneous',
          pricePaise: v.amountPaise,
          note: v.reason,
          createdBy: actor.userId,
          createdByName: actor.name,
        });
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'charge',
          entityId: charge.id,
          summary: `Miscellaneous line on ${admission.ipNumber}: ${formatPaise(v.amountPaise)}`,
        });
        return { _id: charge.id, description: charge.serviceName, amountPaise: charge.pricePaise };
      });
    },

    /**
     * Closes the account once the bill is final, nothing charged after it is left unbilled, and
     * nothing is due or to refund over all the stay's bills: after it no money moves on the stay.
     */
    async close(admissionId: string, actor: Actor): Promise<Closure> {
      return db.transaction(async (tx) => {
        const locked = await repo.lockAdmission(tx, admissionId);
        if (!locked) throw notFound(`Admission with ID ${admissionId} not found`);
        const earlier = await folioRepository.closure(tx, admissionId);
        if (earlier) return earlier;
        const admission = await repo.admission(tx, admissionId);
        if (!admission) throw notFound(`Admission with ID ${admissionId} not found`);
        const view = await ipBillViewOf(tx, admission, deps);
        if (!view.finalized) throw conflict(CLOSE_NEEDS_BILL);
        if (view.afterFinal.charges > 0) throw ruleBroken(lateCharges(view.afterFinal.charges));
        // The stay's bills together: the final bill's excess pays a supplementary bill's dues.
        const net = view.balancePaise + view.supplementary.reduce((n, b) => n + b.balancePaise, 0);
        if (net !== 0) throw ruleBroken(balanceNotZero(net));
        await folioRepository.close(tx, { admissionId, closedBy: actor.userId, closedByName: actor.name ?? 'Unknown' });
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'admission',
          entityId: admissionId,
          summary: `Closed the account of ${locked.ipNumber}`,
        });
        const closure = await folioRepository.closure(tx, admissionId);
        if (!closure) throw new Error('folio closure vanished');
        return closure;
      });
    },
  };
}

export type FolioService = ReturnType<typeof createFolioService>;
