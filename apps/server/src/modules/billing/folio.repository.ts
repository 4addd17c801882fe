import type { Closure, Contract, CreditNote, Discount, PendingDiscount } from '@clinic/shared/billing';
import { fullName } from '@clinic/shared/patients';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { admissions } from '../admissions/admissions.table.ts';
import { patients } from '../patients/patients.table.ts';
import { bills } from './bills.table.ts';
import { billContracts, billDiscounts, creditNotes, folioClosures } from './folio.table.ts';

type DiscountRow = typeof billDiscounts.$inferSelect;

export const toDiscount = (d: DiscountRow): Discount => ({
  _id: d.id,
  chargeId: d.chargeId,
  appliesTo: d.appliesTo,
  percent: d.percent,
  reason: d.reason,
  status: d.status as Discount['status'],
  requestedBy: d.requestedByName,
  requestedAt: d.requestedAt.toISOString(),
  decidedBy: d.decidedByName,
  decidedAt: d.decidedAt?.toISOString() ?? null,
  decisionNote: d.decisionNote,
  flatPaise: d.flatPaise,
  billId: d.resultBillId,
});

export const SELF_CONTRACT: Contract = {
  payerType: 'Self',
  coverageId: null,
  payerName: '',
  policyNumber: '',
  approvedPaise: 0,
  updatedBy: null,
  updatedAt: null,
};

/** A stay's account beyond its lines: discounts, the payer contract, credit notes, closure. */
export const folioRepository = {
  discounts: async (db: DbOrTx, admissionId: string) =>
    db
      .select()
      .from(billDiscounts)
      .where(eq(billDiscounts.admissionId, admissionId))
      .orderBy(asc(billDiscounts.requestedAt)),

  async insertDiscount(tx: DbOrTx, values: typeof billDiscounts.$inferInsert) {
    const [row] = await tx.insert(billDiscounts).values(values).returning();
    if (!row) throw new Error('insert into bill_discounts returned no row');
    return row;
  },

  async lockDiscount(tx: DbOrTx, id: string) {
    const [row] = await tx.select().from(billDiscounts).where(eq(billDiscounts.id, id)).for('update');
    return row;
  },

  async decideDiscount(
    tx: DbOrTx,
    id: string,
    decision: Pick<DiscountRow, 'status' | 'decidedBy' | 'decidedByName' | 'decisionNote'> &
      Partial<Pick<DiscountRow, 'resultBillId'>>,
  ) {
    const [row] = await tx
      .update(billDiscounts)
      .set({ ...decision, decidedAt: new Date() })
      .where(eq(billDiscounts.id, id))
      .returning();
    if (!row) throw new Error(`bill discount ${id} vanished`);
    return row;
  },

  /** Whether any of these OP charges waits in an OP bill's discount request. */
  async opChargesWaiting(db: DbOrTx, patientId: string, chargeIds: string[]): Promise<boolean> {
    const rows = await db
      .select({ request: billDiscounts.request })
      .from(billDiscounts)
      .where(
        and(
          eq(billDiscounts.patientId, patientId),
          eq(billDiscounts.kind, 'OP'),
          eq(billDiscounts.status, 'Pending approval'),
        ),
      );
    const asked = new Set(chargeIds);
    return rows.some((r) =>
      ((r.request as { chargeIds?: string[] } | null)?.chargeIds ?? []).some((id) => asked.has(id)),
    );
  },

  /** Discounts waiting for a clinic administrator, across all stays, oldest first. */
  async pending(db: DbOrTx): Promise<PendingDiscount[]> {
    const rows = await db
      .select({ d: billDiscounts, ipNumber: admissions.ipNumber, p: patients })
      .from(billDiscounts)
      .leftJoin(admissions, eq(admissions.id, billDiscounts.admissionId))
      .innerJoin(patients, eq(patients.id, billDiscounts.patientId))
      .where(eq(billDiscounts.status, 'Pending approval'))
      .orderBy(asc(billDiscounts.requestedAt))
      .limit(200);
    return rows.map(({ d, ipNumber, p }) => ({
      ...toDiscount(d),
      kind: d.kind as PendingDiscount['kind'],
      patientId: d.patientId ?? p.id,
      admissionId: d.admissionId,
      ipNumber,
      patientName: fullName(p),
      mrn: p.mrn,
    }));
  },

  async contract(db: DbOrTx, admissionId: string): Promise<Contract> {
    const [c] = await db.select().from(billContracts).where(eq(billContracts.admissionId, admissionId));
    if (!c) return SELF_CONTRACT;
    return {
      payerType: c.payerType as Contract['payerType'],
      coverageId: c.coverageId,
      payerName: c.payerName,
      policyNumber: c.policyNumber,
      approvedPaise: c.approvedPaise,
      updatedBy: c.updatedByName,
      updatedAt: c.updatedAt.toISOString(),
    };
  },

  /** A payer's approval (the total so far) onto the stay's contract. */
  setApproved: async (tx: DbOrTx, admissionId: string, coverageId: string, approvedPaise: number) => {
    await tx
      .update(billContracts)
      .set({ approvedPaise, updatedAt: new Date() })
      .where(and(eq(billContracts.admissionId, admissionId), eq(billContracts.coverageId, coverageId)));
  },

  upsertContract: async (tx: DbOrTx, values: typeof billContracts.$inferInsert) => {
    const { payerType, coverageId, payerName, policyNumber, approvedPaise, updatedBy, updatedByName } = values;
    await tx
      .insert(billContracts)
      .values(values)
      .onConflictDoUpdate({
        target: billContracts.admissionId,
        set: {
          payerType,
          coverageId: coverageId ?? null,
          payerName,
          policyNumber,
          approvedPaise,
          updatedBy,
          updatedByName,
          updatedAt: new Date(),
        },
      });
  },

  async creditNotesOfBill(db: DbOrTx, billId: string): Promise<CreditNote[]> {
    const rows = await db
      .select({ c: creditNotes, billNumber: bills.number })
      .from(creditNotes)
      .innerJoin(bills, eq(bills.id, creditNotes.billId))
      .where(eq(creditNotes.billId, billId))
      .orderBy(asc(creditNotes.createdAt));
    return rows.map(({ c, billNumber }) => ({
      _id: c.id,
      number: c.number,
      billId: c.billId,
      billNumber,
      amountPaise: c.amountPaise,
      reason: c.reason,
      createdBy: c.createdByName,
      createdAt: c.createdAt.toISOString(),
    }));
  },

  async insertCreditNote(tx: DbOrTx, values: typeof creditNotes.$inferInsert) {
    const [row] = await tx.insert(creditNotes).values(values).returning();
    if (!row) throw new Error('insert into credit_notes returned no row');
    return row;
  },

  async lockBill(tx: DbOrTx, id: string) {
    const [row] = await tx.select().from(bills).where(eq(bills.id, id)).for('update');
    return row;
  },

  async closure(db: DbOrTx, admissionId: string): Promise<Closure | null> {
    const [c] = await db.select().from(folioClosures).where(eq(folioClosures.admissionId, admissionId));
    return c ? { closedBy: c.closedByName, closedAt: c.closedAt.toISOString() } : null;
  },

  close: async (tx: DbOrTx, values: typeof folioClosures.$inferInsert) => {
    await tx.insert(folioClosures).values(values);
  },
};
