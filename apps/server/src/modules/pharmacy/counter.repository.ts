import { and, asc, between, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/list.ts';
import { drugs } from '../inventory/inventory.table.ts';
import { h1Register } from './pharmacy.table.ts';

/** The counter's look-ups: drugs to sell by name, and the H1 register for a period. */
export const counterRepository = {
  /** Up to 10 drugs whose name or molecule matches, with their sellable (unexpired) stock. */
  sellable: (db: DbOrTx, search: string, today: string) =>
    db
      .select({
        drug: drugs,
        // The table is named in full: inside the subquery a bare "id" would be the batch's own.
        stock: sql<number>`coalesce((select sum(b.quantity_on_hand) from batches b where b.drug_id = "drugs"."id" and b.expiry_date > ${today}), 0)::int`,
      })
      .from(drugs)
      .where(
        and(
          isNull(drugs.deletedAt),
          sql`(${drugs.name} ilike ${containsPattern(search)} or ${drugs.molecule} ilike ${containsPattern(search)})`,
        ),
      )
      .orderBy(asc(drugs.name))
      .limit(10),

  register: (db: DbOrTx, from: Date, to: Date) =>
    db
      .select()
      .from(h1Register)
      .where(between(h1Register.soldAt, from, to))
      .orderBy(asc(h1Register.soldAt), asc(h1Register.billNumber), asc(h1Register.lineNo)),

  registerOfSale: (db: DbOrTx, saleId: string) =>
    db.select().from(h1Register).where(eq(h1Register.saleId, saleId)).orderBy(asc(h1Register.lineNo)),
};
