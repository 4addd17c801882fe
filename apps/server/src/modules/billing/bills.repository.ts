import type { Bill, BillSummary, Receipt } from '@clinic/shared/billing';
import { fullName } from '@clinic/shared/patients';
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { patients } from '../patients/patients.table.ts';
import { patientCharges } from './charges.table.ts';
import { payments } from './payments.table.ts';
import { billLines, bills } from './bills.table.ts';
import { creditNotes } from './folio.table.ts';
import { claimSettlements } from '../insurance/receivables.table.ts';
import { billStayOf } from './bill-stay.repository.ts';

export type BillRow = typeof bills.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

export const toReceipt = (p: PaymentRow): Receipt => ({
  _id: p.id,
  receiptNumber: p.receiptNumber,
  purpose: p.purpose,
  mode: p.mode as Receipt['mode'],
  reference: p.reference,
  amountPaise: p.amountPaise,
  receivedBy: p.receivedByName,
  receivedAt: p.receivedAt.toISOString(),
});

/** Money in against a bill, less refunds against it. */
export const paidOf = (rows: PaymentRow[]) =>
  rows.reduce((s, p) => s + (p.purpose === 'Refund' ? -p.amountPaise : p.amountPaise), 0);

/**
 * The payments that settle a bill: an OP or supplementary bill's own, and for a stay's final bill
 * every payment of the stay (deposits too) except those against its supplementary bills.
 */
export function moneyOfBill(b: { id: string; admissionId: string | null; supplementOf: string | null }): SQL {
  if (!b.admissionId || b.supplementOf) return eq(payments.againstId, b.id);
  return and(eq(payments.admissionId, b.admissionId), stayMoney) as SQL;
}

/** Not against a supplementary bill: deposits, and payments and refunds of the stay's final bill. */
export const stayMoney = sql`(${payments.againstId} is null or ${payments.againstId} not in (select s.id from bills s where s.supplement_of is not null))`;

/** Finalized bills, their lines and the payments against them; pending charges to bill. */
export const billsRepository = {
  /** A patient's charges still to bill outside any admission, oldest first. */
  pendingOpCharges: (db: DbOrTx, patientId: string) =>
    db
      .select()
      .from(patientCharges)
      .where(
        and(
          eq(patientCharges.patientId, patientId),
          eq(patientCharges.status, 'Pending'),
          isNull(patientCharges.admissionId),
        ),
      )
      .orderBy(asc(patientCharges.createdAt)),

  /** The charges, locked for the billing transaction, so two desks cannot bill one charge twice. */
  lockCharges: (tx: DbOrTx, ids: string[]) =>
    tx
      .select()
      .from(patientCharges)
      .where(inArray(patientCharges.id, ids))
      // One order for every locker (charges made together share a created time).
      .orderBy(asc(patientCharges.createdAt), asc(patientCharges.id))
      .for('update'),

  async byKey(db: DbOrTx, key: string): Promise<BillRow | undefined> {
    const [row] = await db.select().from(bills).where(eq(bills.idempotencyKey, key));
    return row;
  },

  async insert(tx: DbOrTx, bill: typeof bills.$inferInsert, lines: Omit<typeof billLines.$inferInsert, 'billId'>[]) {
    const [row] = await tx.insert(bills).values(bill).returning();
    if (!row) throw new Error('insert into bills returned no row');
    if (lines.length > 0) await tx.insert(billLines).values(lines.map((l) => ({ ...l, billId: row.id })));
    return row;
  },

  async detail(db: DbOrTx, id: string): Promise<Bill | undefined> {
    const [head] = await db
      .select({ b: bills, p: patients })
      .from(bills)
      .innerJoin(patients, eq(patients.id, bills.patientId))
      .where(eq(bills.id, id));
    if (!head) return undefined;
    const [lines, paid, [credited], [moved]] = await Promise.all([
      db.select().from(billLines).where(eq(billLines.billId, id)).orderBy(asc(billLines.lineNo)),
      // An IP bill is paid by the admission's deposits as well as payments against it.
      db.select().from(payments).where(moneyOfBill(head.b)).orderBy(asc(payments.receivedAt)),
      db
        .select({ n: sql<string>`coalesce(sum(${creditNotes.amountPaise}), 0)::bigint` })
        .from(creditNotes)
        .where(eq(creditNotes.billId, id)),
      // What the payer did not pay and the desk moved to the patient (the insurance desk's settlements).
      db
        .select({ n: sql<string>`coalesce(sum(${claimSettlements.toPatientPaise}), 0)::bigint` })
        .from(claimSettlements)
        .where(eq(claimSettlements.billId, id)),
    ]);
    const { b, p } = head;
    // A supplementary bill has no room lines: its stay's days are those of the stay's final bill.
    const roomLines = b.supplementOf
      ? await db.select().from(billLines).where(eq(billLines.billId, b.supplementOf))
      : lines;
    const stay = b.admissionId ? await billStayOf(db, b.admissionId, roomLines) : null;
    const paidPaise = paidOf(paid);
    const creditNotePaise = Number(credited?.n ?? 0);
    return {
      _id: b.id,
      number: b.number,
      kind: b.kind as Bill['kind'],
      documentType: b.documentType as Bill['documentType'],
      patient: { _id: p.id, name: fullName(p), mrn: p.mrn, phone: p.phone },
      stay,
      lines: lines.map((l) => ({
        lineNo: l.lineNo,
        chargeId: l.chargeId,
        section: l.section as Bill['lines'][number]['section'],
        description: l.description,
        category: l.category,
        quantity: l.quantity,
        unitPricePaise: l.unitPricePaise,
        amountPaise: l.amountPaise,
        discountPaise: l.discountPaise,
        gstRateBp: l.gstRateBp,
        taxPaise: l.taxPaise,
        totalPaise: l.totalPaise,
        nonPayableItem: l.nonPayableItem,
      })),
      grossPaise: b.grossPaise,
      discountPaise: b.discountPaise,
      discountPercent: b.discountPercent,
      discountReason: b.discountReason,
      taxPaise: b.taxPaise,
      roundOffPaise: b.roundOffPaise,
      totalPaise: b.totalPaise,
      payerSharePaise: b.payerSharePaise - Number(moved?.n ?? 0),
      payerSplit: b.payerSplit ?? null,
      payerName: b.payerName,
      creditNotePaise,
      paidPaise,
      balancePaise: b.totalPaise - (b.payerSharePaise - Number(moved?.n ?? 0)) - creditNotePaise - paidPaise,
      payments: paid.map(toReceipt),
      finalizedBy: b.finalizedByName,
      finalizedAt: b.finalizedAt.toISOString(),
    };
  },

  async ofPatient(db: DbOrTx, patientId: string): Promise<BillSummary[]> {
    const rows = await db
      .select({
        b: bills,
        paid: sql<string>`coalesce((select sum(case when p.purpose = 'Refund' then -p.amount_paise else p.amount_paise end) from payments p where p.against_id = "bills"."id" or ("bills"."supplement_of" is null and p.admission_id = "bills"."admission_id" and (p.against_id is null or p.against_id not in (select s.id from bills s where s.supplement_of is not null)))), 0)::bigint`,
        credited: sql<string>`coalesce((select sum(c.amount_paise) from credit_notes c where c.bill_id = "bills"."id"), 0)::bigint`,
        moved: sql<string>`coalesce((select sum(cs.to_patient_paise) from claim_settlements cs where cs.bill_id = "bills"."id"), 0)::bigint`,
      })
      .from(bills)
      .where(eq(bills.patientId, patientId))
      .orderBy(desc(bills.finalizedAt))
      .limit(100);
    return rows.map(({ b, paid, credited, moved }) => ({
      _id: b.id,
      number: b.number,
      kind: b.kind as BillSummary['kind'],
      documentType: b.documentType as BillSummary['documentType'],
      totalPaise: b.totalPaise,
      paidPaise: Number(paid),
      balancePaise: b.totalPaise - (b.payerSharePaise - Number(moved)) - Number(credited) - Number(paid),
      finalizedAt: b.finalizedAt.toISOString(),
    }));
  },
};
