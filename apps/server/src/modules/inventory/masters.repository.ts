import { and, asc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { catalogueRepository } from '../../db/catalogue-repository.ts';
import { batches, drugs, gstRates, manufacturers, stockEntryItems, suppliers } from './inventory.table.ts';

export type ManufacturerRow = typeof manufacturers.$inferSelect;
export type SupplierRow = typeof suppliers.$inferSelect;
export type DrugRow = typeof drugs.$inferSelect;
export type DrugWithStock = DrugRow & { stockOnHand: number };

// Written out with table names: Drizzle leaves columns unqualified in one-table selects.
const stockOnHand = sql<number>`coalesce((select sum(b.quantity_on_hand) from batches b where b.drug_id = "drugs"."id"), 0)::int`;
const drugCatalogue = catalogueRepository(drugs, drugs.name, 'drugs');
const byLowerName = (column: typeof suppliers.name | typeof drugs.name, name: string) =>
  sql`lower(${column}) = lower(${name})`;

async function one<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`${what} returned no row`);
  return row;
}

export const mastersRepository = {
  manufacturers: (db: DbOrTx): Promise<ManufacturerRow[]> =>
    db
      .select()
      .from(manufacturers)
      .orderBy(asc(sql`lower(${manufacturers.brandName})`)),

  insertManufacturer: (tx: DbOrTx, values: typeof manufacturers.$inferInsert) =>
    one(tx.insert(manufacturers).values(values).returning(), 'insert into manufacturers'),

  async updateManufacturer(tx: DbOrTx, id: string, values: Partial<typeof manufacturers.$inferInsert>) {
    const [row] = await tx
      .update(manufacturers)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(manufacturers.id, id))
      .returning();
    return row;
  },

  suppliers: (db: DbOrTx): Promise<SupplierRow[]> =>
    db
      .select()
      .from(suppliers)
      .orderBy(asc(sql`lower(${suppliers.name})`)),

  async supplierByName(db: DbOrTx, name: string): Promise<SupplierRow | undefined> {
    const [row] = await db.select().from(suppliers).where(byLowerName(suppliers.name, name));
    return row;
  },

  insertSupplier: (tx: DbOrTx, values: typeof suppliers.$inferInsert) =>
    one(tx.insert(suppliers).values(values).returning(), 'insert into suppliers'),

  async updateSupplier(tx: DbOrTx, id: string, values: Partial<typeof suppliers.$inferInsert>) {
    const [row] = await tx
      .update(suppliers)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(suppliers.id, id))
      .returning();
    return row;
  },

  /** The GST rates in force (no end date), lowest first. */
  async currentGstRates(db: DbOrTx): Promise<number[]> {
    const rows = await db.select({ rate: gstRates.rate }).from(gstRates).where(isNull(gstRates.effectiveTo));
    return rows.map((r) => r.rate).sort((a, b) => a - b);
  },

  drugs: (db: DbOrTx): Promise<DrugWithStock[]> =>
    db
      .select({ ...getTableColumns(drugs), stockOnHand })
      .from(drugs)
      .where(drugCatalogue.live)
      .orderBy(asc(sql`lower(${drugs.name})`)),

  async drugWithStock(db: DbOrTx, id: string): Promise<DrugWithStock | undefined> {
    const [row] = await db
      .select({ ...getTableColumns(drugs), stockOnHand })
      .from(drugs)
      .where(and(eq(drugs.id, id), drugCatalogue.live));
    return row;
  },

  async drugByName(db: DbOrTx, name: string): Promise<DrugRow | undefined> {
    const [row] = await db
      .select()
      .from(drugs)
      .where(and(drugCatalogue.live, byLowerName(drugs.name, name)));
    return row;
  },

  findDrug: drugCatalogue.find,
  drugNameTaken: drugCatalogue.taken,
  insertDrug: drugCatalogue.insert,
  softDeleteDrug: drugCatalogue.softDelete,

  async updateDrug(tx: DbOrTx, id: string, values: Partial<typeof drugs.$inferInsert>): Promise<DrugRow | undefined> {
    const [row] = await tx
      .update(drugs)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(drugs.id, id), drugCatalogue.live))
      .returning();
    return row;
  },

  /** Whether the drug has batches or invoice lines, the history that keeps it from deletion. */
  async drugHasHistory(db: DbOrTx, id: string): Promise<boolean> {
    const [batch] = await db.select({ id: batches.id }).from(batches).where(eq(batches.drugId, id)).limit(1);
    if (batch) return true;
    const [line] = await db
      .select({ id: stockEntryItems.id })
      .from(stockEntryItems)
      .where(eq(stockEntryItems.drugId, id))
      .limit(1);
    return line !== undefined;
  },
};
