import { createHash } from 'node:crypto';
import {
  depositInputSchema,
  documentTypeOf,
  finalizeInputSchema,
  priceBill,
  roomRentLines,
  type Bill,
  type BillSection,
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
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Actor, AuditService } from '../audit/audit.service.ts';
import type { NumberingService } from '../numbering/numbering.service.ts';
import { billsRepository, paidOf, toReceipt } from './bills.repository.ts';
import { ipBillingRepository as repo } from './ip-billing.repository.ts';
import { discountNeedsApproval } from './op-billing.service.ts';
import type { PaymentsService } from './payments.service.ts';

export const INITIATE_DISCHARGE_FIRST = 'Initiate the discharge before finalizing the IP bill';
export const BILL_FINALIZED = 'The IP bill is finalized; corrections are made by a credit note';

const SECTION_OF: Record<string, BillSection> = { pharmacy: 'Medications', theatre: 'Procedure' };
const paymentKey = (key: string, what: string) =>
  `${what}-${createHash('sha256').update(key).digest('hex').slice(0, 40)}`;

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

  /** The lines the bill would have now: room days, then the stay's pending charges by section. */
  async function linesOf(tx: DbOrTx, admission: { id: string; dischargedAt: Date | null }) {
    const [stays, charges] = await Promise.all([repo.stays(tx, admission.id), repo.pendingCharges(tx, admission.id)]);
    const room = roomRentLines(
      stays.map((s) => ({
        fromAt: s.s.fromAt,
        toAt: s.s.toAt,
        dailyRentPaise: s.s.dailyRentPaise,
        isIcu: s.isIcu,
        label: `${s.ward} · ${s.bed} (${s.roomType})`,
      })),
      admission.dischargedAt ?? new Date(),
      deps.roomDayRule,
      deps.timeZone,
    );
    const order: BillSection[] = ['Room Charges', 'Services', 'Medications', 'Procedure', 'Miscellaneous'];
    type Line = {
      chargeId: string | null;
      section: BillSection;
      description: string;
      category: string;
      quantity: number;
      unitPricePaise: number;
      gstRateBp: number;
    };
    const lines: Line[] = [
      ...room.map((r) => ({ chargeId: null, section: 'Room Charges' as const, category: 'Room rent', ...r })),
      ...charges.map((c) => ({
        chargeId: c.id,
        section: SECTION_OF[c.sourceArea] ?? 'Services',
        description: c.serviceName,
        category: c.category,
        quantity: c.quantity,
        unitPricePaise: c.pricePaise,
        gstRateBp: c.gstRateBp,
      })),
    ].sort((a, b) => order.indexOf(a.section) - order.indexOf(b.section));
    return { lines, chargeIds: charges.map((c) => c.id) };
  }

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
            idempotencyKey: paymentKey(key, 'deposit'),
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
      if (v.discountPercent > deps.discountApprovalPercent && !roles.includes('clinicAdmin'))
        throw new AppError(403, 'DISCOUNT_NEEDS_APPROVAL', discountNeedsApproval(deps.discountApprovalPercent));
      if (v.discountPercent > 0 && !v.discountReason)
        throw badRequest('Give the reason for the discount', { discountReason: 'Give the reason for the discount' });
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
          const priced = priceBill(lines, v.discountPercent);
          const number = await deps.numbering.nextIn(tx, 'bill', undefined);
          const bill = await billsRepository.insert(
            tx,
            {
              number: number.text,
              kind: 'IP',
              patientId: admission.patientId,
              admissionId,
              documentType: documentTypeOf(lines),
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
            })),
          );
          if (chargeIds.length > 0) await billsRepository.markBilled(tx, chargeIds);
          await audit.record(tx, actor, {
            action: 'create',
            entityType: 'bill',
            entityId: bill.id,
            summary: `IP bill ${number.text} for ${admission.ipNumber}: ${lines.length} lines${v.discountPercent ? `, ${v.discountPercent}% discount` : ''}`,
          });
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
