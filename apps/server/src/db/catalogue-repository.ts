import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

type CatalogueTable = PgTable & { id: PgColumn; deletedAt: PgColumn; updatedAt: PgColumn };
type Values<T extends CatalogueTable> = Omit<T['$inferInsert'], 'id' | 'createdAt' | 'updatedAt' | 'deletedAt'>;

/**
 * The queries of a catalogue kept with soft deletes (referrals, services): rows with a
 * `deletedAt` are gone for every read, and a name or code is unique among the live rows,
 * compared without case.
 */
export function catalogueRepository<T extends CatalogueTable>(table: T, uniqueColumn: PgColumn, what: string) {
  const live = isNull(table.deletedAt);
  const from: PgTable = table;
  type Row = T['$inferSelect'];

  return {
    live,

    find: async (db: DbOrTx, id: string, lock = false): Promise<Row | undefined> => {
      const query = db
        .select()
        .from(from)
        .where(and(eq(table.id, id), live))
        .limit(1);
      return ((lock ? await query.for('update') : await query) as Row[])[0];
    },

    taken: async (db: DbOrTx, value: string, exceptId?: string): Promise<boolean> => {
      const [row] = await db
        .select({ id: table.id })
        .from(from)
        .where(and(live, sql`lower(${uniqueColumn}) = lower(${value})`, exceptId ? ne(table.id, exceptId) : undefined))
        .limit(1);
      return row !== undefined;
    },

    insert: async (tx: DbOrTx, values: Values<T>): Promise<Row> => {
      const [row] = (await tx
        .insert(table)
        .values(values as never)
        .returning()) as Row[];
      if (!row) throw new Error(`insert into ${what} returned no row`);
      return row;
    },

    update: async (tx: DbOrTx, id: string, values: Partial<Values<T>>): Promise<Row> => {
      const [row] = (await tx
        .update(table)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(table.id, id))
        .returning()) as Row[];
      if (!row) throw new Error(`update of ${what} matched no row`);
      return row;
    },

    softDelete: async (tx: DbOrTx, id: string): Promise<void> => {
      await tx
        .update(table)
        .set({ deletedAt: sql`now()` } as never)
        .where(eq(table.id, id));
    },
  };
}
