import {
  depositInputSchema,
  finalizeInputSchema,
  priceBill,
  type Bill,
  type FinalizeInput,
  type IpBillRow,
  type IpBillView,
  type PaymentInput,
  type Receipt,
  type RoomDayRule,
} from '@clinic/shared/billing';
import type { Role } from '@clinic/shared/auth';
import { fullName } from '@clinic/shared/patients';
import type { Paged } from '@clinic/shared/http';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { PageQuery } from '../../db/list.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Actor, AuditService } from '../audit/audit.service.ts';
import type { NumberingService } from '../numbering/numbering.service.ts';
import { billsRepository, paidOf, toReceipt } from './bills.repository.ts';
import { ipBillingRepository as repo } from './ip-billing.repository.ts';
import { checkDiscount, derivedKey, writeBillIn } from './bill-writer.ts';
import { ipBillLinesOf } from './ip-bill-lines.ts';
import type { PaymentsService } from './payments.service.ts';

export const INITIATE_DISCHARGE_FIRST = 'Initiate the discharge before finalizing the IP bill';
export const BILL_FINALIZED = 'The IP bill is finalized; corrections are made by a credit note';

/**
 * The IP bill: room rent from the bed history (the day rule is the clinic's setting), the stay's
 * charges by section, deposits with receipts, and finalization once, which writes the numbered
 * bill (immutable), marks the charges Billed and gives billing's clearance for discharge.
 */
export function createIpBillingService(deps: {
  db: Db;
  audit: AuditService;
  numbering: NumberingService;
  payments: PaymentsService;
  timeZone: string;
  roomDayRule: RoomDayRule;
  discountApprovalPercent: number;
}) {
  const { db, audit } = deps;

  const linesOf = (tx: DbOrTx, admission: { id: string; dischargedAt: Date | null }) =>
    ipBillLinesOf(tx, admission, deps);

  async function admissionOrThrow(id: string) {
    const row = await repo.admission(db, id);
    if (!row) throw notFound(`Admission with ID ${id} not found`);
    return row;
  }

  async function view(admissionId: string, actor: Actor): Promise<IpBillView> {
    const { a, p } = await admissionOrThrow(admissionId);
    const [{ lines }, paid, finalized] = await Promise.all([
      linesOf(db, a),
      repo.payments(db, admissionId),
      repo.bill(db, admissionId),
    ]);
    const priced = priceBill(lines, 0);
    const paidPaise = paidOf(paid);
    let covered = paidPaise;
    const summary = finalized
      ? (await billsRepository.ofPatient(db, a.patientId)).find((b) => b._id === finalized.id)
      : undefined;
    await audit.recordViews(db, actor, {
      entityType: 'patient',
      entityIds: [a.patientId],
      summary: `Opened the IP bill of ${a.ipNumber}`,
    });
    return {
      admission: {
        _id: a.id,
        ipNumber: a.ipNumber,
        status: a.status,
        admittedAt: a.admittedAt.toISOString(),
        dischargedAt: a.dischargedAt?.toISOString() ?? null,
        dischargeInitiated: a.dischargeInitiatedAt !== null,
      },
      patient: { _id: p.id, name: fullName(p), mrn: p.mrn, phone: p.phone },
      roomDayRule: deps.roomDayRule,
      lines: priced.lines.map((l) => {
        covered -= l.totalPaise;
        return {
          chargeId: l.chargeId,
          section: l.section,
          description: l.description,
          category: l.category,
          quantity: l.quantity,
          unitPricePaise: l.unitPricePaise,
          gstRateBp: l.gstRateBp,
          amountPaise: l.amountPaise,
          taxPaise: l.taxPaise,
          totalPaise: l.totalPaise,
          paid: covered >= 0,
        };
      }),
      grossPaise: priced.grossPaise,
      taxPaise: priced.taxPaise,
      roundOffPaise: priced.roundOffPaise,
      totalPaise: finalized ? finalized.totalPaise : priced.totalPaise,
      deposits: paid.map(toReceipt),
      paidPaise,
      balancePaise: (finalized ? finalized.totalPaise : priced.totalPaise) - paidPaise,
      finalized: summary ?? null,
    };
  }

  return {
    view,

    /** The IP billing list: a page of stays, each with its running total, deposits and balance. */
    async list(query: { search?: string } & PageQuery, actor: Actor): Promise<Paged<IpBillRow>> {
      const { rows, total } = await repo.page(db, query);
      const data = await Promise.all(
        rows.map(async ({ a, p }) => {
          const [{ lines }, paid, bill] = await Promise.all([
            linesOf(db, a),
            repo.payments(db, a.id),
            repo.bill(db, a.id),
          ]);
          const totalPaise = bill ? bill.totalPaise : priceBill(lines, 0).totalPaise;
          const paidPaise = paidOf(paid);
          return {
            admissionId: a.id,
            ipNumber: a.ipNumber,
            patientName: fullName(p),
            mrn: p.mrn,
            status: a.status,
            dischargeInitiated: a.dischargeInitiatedAt !== null,
            admittedAt: a.admittedAt.toISOString(),
            dischargedAt: a.dischargedAt?.toISOString() ?? null,
            totalPaise,
            paidPaise,
            balancePaise: totalPaise - paidPaise,
            billNumber: bill?.number ?? null,
          };
        }),
      );
      await audit.recordViews(db, actor, {
        entityType: 'patient',
        entityIds: rows.map((r) => r.a.patientId),
        summary: 'Listed for IP billing',
      });
      return { data, total, page: query.page, pageSize: query.pageSize };
    },

    /** An advance against the stay, with its receipt; refused once the bill is finalized. */
    async deposit(admissionId: string, input: PaymentInput, key: string, actor: Actor): Promise<Receipt> {
      const v = depositInputSchema.parse(input);
      if (v.amountPaise <= 0)
        throw badRequest('Amount must be more than zero', { amountPaise: 'Amount must be more than zero' });
      const payment = await db.transaction(async (tx) => {
        const admission = await repo.lockAdmission(tx, admissionId);
        if (!admission) throw notFound(`Admission with ID ${admissionId} not found`);
        if (await repo.bill(tx, admissionId)) throw conflict(BILL_FINALIZED);
        const { payment } = await deps.payments.recordPaymentIn(
          tx,
          {
            patientId: admission.patientId,
            admissionId,
            purpose: 'Advance',
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

    /** Finalizes the bill once the discharge has been initiated; a discount above the limit needs a clinic administrator. */
    async finalize(
      admissionId: string,
      input: FinalizeInput,
      key: string,
      actor: Actor,
      roles: readonly Role[],
    ): Promise<Bill> {
      const v = finalizeInputSchema.parse(input);
      checkDiscount(v, deps.discountApprovalPercent, roles);
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
          const { lines, chargeIds } = await linesOf(tx, admission);
          await repo.lockCharges(tx, chargeIds);
          const bill = await writeBillIn(
            tx,
            deps,
            {
              kind: 'IP',
              patientId: admission.patientId,
              admissionId,
              lines,
              discountPercent: v.discountPercent,
              discountReason: v.discountReason,
              idempotencyKey: key,
              summary: `for ${admission.ipNumber}, ${lines.length} lines${v.discountPercent ? `, ${v.discountPercent}% discount` : ''}`,
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

    /** Billing's clearance for discharge: the stay's bill must be finalized. */
    async clearanceIn(tx: DbOrTx, admission: { id: string }): Promise<string | null> {
      return (await repo.bill(tx, admission.id))
        ? null
        : 'The IP bill is not finalized yet; the billing desk finalizes it before discharge';
    },
  };
}

export type IpBillingService = ReturnType<typeof createIpBillingService>;
