import {
  pendingOrdersRefused,
  depositInputSchema,
  finalizeInputSchema,
  type Bill,
  type FinalizeInput,
  type IpBillRow,
  type IpBillView,
  type PaymentInput,
  type Receipt,
  type RoomDayRule,
} from '@clinic/shared/billing';
import { formatPaise } from '@clinic/shared/money';
import { fullName } from '@clinic/shared/patients';
import type { Paged } from '@clinic/shared/http';
import type { ServiceOrder } from '@clinic/shared/encounters';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { PageQuery } from '../../db/list.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, notFound, ruleBroken } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { NumberingService } from '../numbering/numbering.service.ts';
import { billSplitRepository } from './bill-split.repository.ts';
import { billsRepository, toReceipt } from './bills.repository.ts';
import { folioRepository } from './folio.repository.ts';
import { ipBillViewOf } from './ip-bill-view.ts';
import { ipBillingRepository as repo } from './ip-billing.repository.ts';
import { checkDiscount, derivedKey, writeBillIn } from './bill-writer.ts';
import { discountedIpBillOf } from './ip-bill-lines.ts';
import type { PaymentsService } from './payments.service.ts';

export const INITIATE_DISCHARGE_FIRST = 'Initiate the discharge before finalizing the IP bill';
export const BILL_FINALIZED = 'The IP bill is finalized; corrections are made by a credit note';
export const FOLIO_CLOSED = 'This account is closed';
export const DISCOUNT_WAITING =
  "A discount is waiting for a clinic administrator's approval; decide it before finalizing";
export const FINAL_APPROVAL_FIRST =
  "Record the payer's final approval on the stay's claim before finalizing the IP bill";
export const DISCOUNT_TWICE = 'A discount on the whole bill is already approved on the patient bill';
export const moreThanDue = (duePaise: number) =>
  `The payment is more than the balance due (${formatPaise(Math.max(0, duePaise))})`;

/**
 * The IP bill: room rent from the bed history (the day rule is the clinic's setting), the stay's
 * charges by section, deposits with receipts, and finalization once, which writes the numbered
 * bill (immutable), marks the charges Billed and gives billing's clearance for discharge.
 */
export type PendingOrders = (conn: DbOrTx, admissionId: string) => Promise<ServiceOrder[]>;

export function createIpBillingService(deps: {
  db: Db;
  audit: AuditService;
  numbering: NumberingService;
  payments: PaymentsService;
  timeZone: string;
  roomDayRule: RoomDayRule;
  discountApprovalPercent: number;
  /** The stay's tests and studies not yet done or cancelled (the wards' orders). */
  pendingOrders: PendingOrders;
  /**
   * Whether the payer's final approval is recorded for the stay's claim on this cover (true when
   * the stay has no live claim on it: a payer without pre-authorisation).
   */
  finalApproved: (conn: DbOrTx, admissionId: string, coverageId: string) => Promise<boolean>;
}) {
  const { db, audit } = deps;

  async function admissionOrThrow(id: string) {
    const row = await repo.admission(db, id);
    if (!row) throw notFound(`Admission with ID ${id} not found`);
    return row;
  }

  async function view(admissionId: string, actor: Actor): Promise<IpBillView> {
    const admission = await admissionOrThrow(admissionId);
    const bill = await ipBillViewOf(db, admission, deps);
    await audit.viewed(actor, {
      entityType: 'patient',
      entityIds: [admission.a.patientId],
      summary: `Opened the IP bill of ${admission.a.ipNumber}`,
    });
    return bill;
  }

  return {
    view,

    /** The stay's bill as it stands and the patient's side of it (for the payer's meter), without a view of its own. */
    async runningBill(admissionId: string): Promise<{ totalPaise: number; patientPaise: number }> {
      const bill = await ipBillViewOf(db, await admissionOrThrow(admissionId), deps);
      return { totalPaise: bill.totalPaise, patientPaise: bill.totalPaise - bill.payerSharePaise };
    },

    /** The IP billing list: a page of stays, each with its running total, deposits and balance. */
    async list(query: { search?: string } & PageQuery, actor: Actor): Promise<Paged<IpBillRow>> {
      const { rows, total } = await repo.page(db, query);
      const data = await Promise.all(
        rows.map(async (row) => {
          const bill = await ipBillViewOf(db, row, deps);
          const { a, p } = row;
          return {
            admissionId: a.id,
            ipNumber: a.ipNumber,
            patientName: fullName(p),
            mrn: p.mrn,
            status: a.status,
            dischargeInitiated: a.dischargeInitiatedAt !== null,
            admittedAt: a.admittedAt.toISOString(),
            dischargedAt: a.dischargedAt?.toISOString() ?? null,
            totalPaise: bill.totalPaise,
            paidPaise: bill.paidPaise,
            balancePaise: bill.balancePaise,
            billNumber: bill.finalized?.number ?? null,
          };
        }),
      );
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: rows.map((r) => r.a.patientId),
        summary: 'Listed for IP billing',
      });
      return { data, total, page: query.page, pageSize: query.pageSize };
    },

    /**
     * Money from the patient for the stay, with its receipt: an advance until the bill is
     * finalized, then a payment of the balance (never more than is due). A closed account takes none.
     */
    async deposit(admissionId: string, input: PaymentInput, key: string, actor: Actor): Promise<Receipt> {
      const v = depositInputSchema.parse(input);
      if (v.amountPaise <= 0)
        throw badRequest('Amount must be more than zero', { amountPaise: 'Amount must be more than zero' });
      const payment = await db.transaction(async (tx) => {
        const admission = await repo.lockAdmission(tx, admissionId);
        if (!admission) throw notFound(`Admission with ID ${admissionId} not found`);
        if (await folioRepository.closure(tx, admissionId)) throw conflict(FOLIO_CLOSED);
        const bill = await repo.bill(tx, admissionId);
        if (bill) {
          const full = await repo.admission(tx, admissionId);
          if (!full) throw notFound(`Admission with ID ${admissionId} not found`);
          const { balancePaise } = await ipBillViewOf(tx, full, deps);
          if (v.amountPaise > balancePaise) throw ruleBroken(moreThanDue(balancePaise));
        }
        const { payment } = await deps.payments.recordPaymentIn(
          tx,
          {
            patientId: admission.patientId,
            admissionId,
            purpose: bill ? 'Bill' : 'Advance',
            againstId: bill?.id ?? null,
            mode: v.mode,
            reference: v.reference || null,
            amountPaise: v.amountPaise,
            idempotencyKey: derivedKey('deposit', key),
          },
          actor,
        );
        return payment;
      });
      return toReceipt(payment);
    },

    /** The stay's tests and studies still pending, for the desk to settle before finalizing; the read is audited. */
    async pendingOrders(admissionId: string, actor: Actor): Promise<ServiceOrder[]> {
      const admission = await admissionOrThrow(admissionId);
      const orders = await deps.pendingOrders(db, admissionId);
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: [admission.a.patientId],
        summary: `Saw the pending orders of ${admission.a.ipNumber}`,
      });
      return orders;
    },

    /**
     * Finalizes the bill once the discharge has been initiated, with the approved discounts and
     * the payer contract; refused while a discount waits for approval. A discount given here
     * (the IP bill screen's) is checked against the limit like any other.
     */
    async finalize(
      admissionId: string,
      input: FinalizeInput,
      key: string,
      actor: Actor,
      canApprove: boolean,
    ): Promise<Bill> {
      const v = finalizeInputSchema.parse(input);
      checkDiscount(v, deps.discountApprovalPercent, canApprove);
      try {
        const id = await db.transaction(async (tx) => {
          const admission = await repo.lockAdmission(tx, admissionId);
          if (!admission) throw notFound(`Admission with ID ${admissionId} not found`);
          const earlier = await repo.bill(tx, admissionId);
          if (earlier) {
            if (earlier.idempotencyKey === key) return earlier.id;
            throw conflict(BILL_FINALIZED);
          }
          if (admission.status === 'Active' && !admission.dischargeInitiatedAt)
            throw conflict(INITIATE_DISCHARGE_FIRST);
          const pending = await deps.pendingOrders(tx, admissionId);
          if (pending.length > 0 && !v.carryPendingOrders)
            throw conflict(pendingOrdersRefused(pending.map((o) => o.serviceName)));
          const computed = await discountedIpBillOf(tx, admission, deps);
          if (computed.waiting > 0) throw conflict(DISCOUNT_WAITING);
          if (v.discountPercent > 0 && computed.discountPercent > 0) throw conflict(DISCOUNT_TWICE);
          await repo.lockCharges(tx, computed.chargeIds);
          const contract = await folioRepository.contract(tx, admissionId);
          if (contract.coverageId && !(await deps.finalApproved(tx, admissionId, contract.coverageId)))
            throw conflict(FINAL_APPROVAL_FIRST);
          const terms = await billSplitRepository.termsOf(tx, admissionId);
          const percent = v.discountPercent || computed.discountPercent;
          const bill = await writeBillIn(
            tx,
            deps,
            {
              kind: 'IP',
              patientId: admission.patientId,
              admissionId,
              lines: computed.lines,
              discountPercent: percent,
              discountReason: [v.discountReason, computed.discountReason].filter(Boolean).join('; '),
              payer: contract.payerType === 'Self' ? undefined : { ...contract, terms: terms ?? undefined },
              idempotencyKey: key,
              summary: `for ${admission.ipNumber}, ${computed.lines.length} lines${percent ? `, ${percent}% discount` : ''}${pending.length > 0 ? `, carrying ${pending.length} pending orders` : ''}`,
            },
            actor,
          );
          return bill.id;
        });
        const bill = await billsRepository.detail(db, id);
        if (!bill) throw new Error(`bill ${id} vanished`);
        return bill;
      } catch (error) {
        if (isUniqueViolation(error, 'bills_admission_key')) throw conflict(BILL_FINALIZED);
        throw error;
      }
    },
  };
}

export type IpBillingService = ReturnType<typeof createIpBillingService>;
