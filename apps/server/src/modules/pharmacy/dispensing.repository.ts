import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { encounters, prescriptionItems } from '../encounters/encounters.table.ts';
import { batches, drugs } from '../inventory/inventory.table.ts';
import { payments } from '../billing/payments.table.ts';
import { clinicProfile } from '../clinic/clinic.table.ts';
import { dispenseRequests, h1Register, pharmacySaleLines, pharmacySales } from './pharmacy.table.ts';
import { returnedOf } from './returns.repository.ts';

export type DrugRow = typeof drugs.$inferSelect;
export type BatchRow = typeof batches.$inferSelect;
export type SaleRow = typeof pharmacySales.$inferSelect;
export type SaleLineRow = typeof pharmacySaleLines.$inferSelect;

/** What dispensing reads and writes: requests, FEFO batches, substitutes, and the bills. */
export const dispensingRepository = {
  /** The encounter's lines waiting at the pharmacy, with the drug and the course length. */
  requestsOf: (db: DbOrTx, encounterId: string) =>
    db
      .select({
        request: dispenseRequests,
        drug: drugs,
        durationDays: prescriptionItems.durationDays,
        doctorOverride: prescriptionItems.overrideReason,
      })
      .from(dispenseRequests)
      .innerJoin(drugs, eq(drugs.id, dispenseRequests.drugId))
      .innerJoin(prescriptionItems, eq(prescriptionItems.id, dispenseRequests.prescriptionItemId))
      .where(eq(dispenseRequests.encounterId, encounterId))
      .orderBy(asc(prescriptionItems.position)),

  /** Sellable batches of these drugs, earliest expiry first (FEFO); expired and empty ones never. */
  fefoBatches: (db: DbOrTx, drugIds: string[], today: string): Promise<BatchRow[]> =>
    drugIds.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(batches)
          .where(and(inArray(batches.drugId, drugIds), gt(batches.expiryDate, today), gt(batches.quantityOnHand, 0)))
          .orderBy(asc(batches.expiryDate), asc(batches.batchNumber)),

  /** Drugs of the same molecule and strength (weight and unit), in the catalogue today. */
  substitutesOf: (db: DbOrTx, drug: DrugRow): Promise<DrugRow[]> =>
    drug.molecule.trim() === '' || drug.weight === null
      ? Promise.resolve([])
      : db
          .select()
          .from(drugs)
          .where(
            and(
              ne(drugs.id, drug.id),
              isNull(drugs.deletedAt),
              sql`lower(trim(${drugs.molecule})) = lower(trim(${drug.molecule}))`,
              eq(drugs.weight, drug.weight),
              sql`lower(${drugs.measurement}) = lower(${drug.measurement})`,
            ),
          )
          .orderBy(asc(drugs.name)),

  async drug(db: DbOrTx, id: string): Promise<DrugRow | undefined> {
    const [row] = await db
      .select()
      .from(drugs)
      .where(and(eq(drugs.id, id), isNull(drugs.deletedAt)));
    return row;
  },

  async batch(db: DbOrTx, id: string): Promise<BatchRow | undefined> {
    const [row] = await db.select().from(batches).where(eq(batches.id, id));
    return row;
  },

  /** Locks the requests being dispensed, so two counters cannot both fill the same line. */
  lockRequests: (tx: DbOrTx, ids: string[]) =>
    tx.select().from(dispenseRequests).where(inArray(dispenseRequests.id, ids)).for('update'),

  /**
   * Adds dispensed units to a request in one conditional UPDATE: Partly dispensed while some
   * remain, Dispensed when none do; false when that would pass the prescribed quantity.
   */
  async advanceRequest(tx: DbOrTx, id: string, units: number): Promise<boolean> {
    const moved = await tx
      .update(dispenseRequests)
      .set({
        dispensedQuantity: sql`${dispenseRequests.dispensedQuantity} + ${units}`,
        status: sql`case when ${dispenseRequests.dispensedQuantity} + ${units} >= ${dispenseRequests.quantity} then 'Dispensed' else 'Partly dispensed' end`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(dispenseRequests.id, id),
          inArray(dispenseRequests.status, ['Pending', 'Partly dispensed']),
          sql`${dispenseRequests.dispensedQuantity} + ${units} <= ${dispenseRequests.quantity}`,
        ),
      )
      .returning({ id: dispenseRequests.id });
    return moved.length > 0;
  },

  async doctorOf(db: DbOrTx, encounterId: string): Promise<{ name: string; registration: string }> {
    const [row] = await db
      .select({ name: encounters.doctorName, registration: encounters.doctorRegistrationNumber })
      .from(encounters)
      .where(eq(encounters.id, encounterId));
    return { name: row?.name ?? '', registration: row?.registration ?? '' };
  },

  /** The clinic's address from its profile (empty before the profile is saved). */
  async clinicAddress(db: DbOrTx): Promise<string> {
    const [row] = await db.select({ address: clinicProfile.address }).from(clinicProfile).limit(1);
    return row?.address ?? '';
  },

  async saleByNumber(db: DbOrTx, billNumber: string): Promise<SaleRow | undefined> {
    const [row] = await db
      .select()
      .from(pharmacySales)
      .where(sql`upper(${pharmacySales.billNumber}) = upper(${billNumber})`);
    return row;
  },

  async saleByKey(db: DbOrTx, key: string): Promise<SaleRow | undefined> {
    const [row] = await db.select().from(pharmacySales).where(eq(pharmacySales.idempotencyKey, key));
    return row;
  },

  async insertSale(tx: DbOrTx, values: typeof pharmacySales.$inferInsert): Promise<SaleRow> {
    const [row] = await tx.insert(pharmacySales).values(values).returning();
    if (!row) throw new Error('insert into pharmacy_sales returned no row');
    return row;
  },

  async insertLines(tx: DbOrTx, rows: (typeof pharmacySaleLines.$inferInsert)[]): Promise<void> {
    await tx.insert(pharmacySaleLines).values(rows);
  },

  async insertRegister(tx: DbOrTx, rows: (typeof h1Register.$inferInsert)[]): Promise<void> {
    if (rows.length > 0) await tx.insert(h1Register).values(rows);
  },

  async setPayment(tx: DbOrTx, saleId: string, paymentId: string): Promise<void> {
    await tx.update(pharmacySales).set({ paymentId }).where(eq(pharmacySales.id, saleId));
  },

  /** A bill with its lines and its payment. */
  async sale(db: DbOrTx, id: string) {
    const [head] = await db
      .select({ sale: pharmacySales, payment: payments })
      .from(pharmacySales)
      .leftJoin(payments, eq(payments.id, pharmacySales.paymentId))
      .where(eq(pharmacySales.id, id));
    if (!head) return undefined;
    const lines = await db
      .select({
        line: pharmacySaleLines,
        returned: returnedOf,
      })
      .from(pharmacySaleLines)
      .where(eq(pharmacySaleLines.saleId, id))
      .orderBy(asc(pharmacySaleLines.lineNo));
    return { ...head, lines };
  },
};
