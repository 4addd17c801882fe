import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { operatingTheatres, otEquipment } from './theatre.table.ts';

export type TheatreRow = typeof operatingTheatres.$inferSelect;
export type EquipmentRow = typeof otEquipment.$inferSelect;

/** Theatres and their equipment. */
export const theatreRepository = {
  theatres: (db: DbOrTx) => db.select().from(operatingTheatres).orderBy(asc(operatingTheatres.identifier)),

  async theatre(db: DbOrTx, id: string) {
    const [row] = await db.select().from(operatingTheatres).where(eq(operatingTheatres.id, id));
    return row;
  },

  async insertTheatre(tx: DbOrTx, values: typeof operatingTheatres.$inferInsert) {
    const [row] = await tx.insert(operatingTheatres).values(values).returning();
    if (!row) throw new Error('insert into operating_theatres returned no row');
    return row;
  },

  async updateTheatre(tx: DbOrTx, id: string, values: Partial<typeof operatingTheatres.$inferInsert>) {
    const [row] = await tx
      .update(operatingTheatres)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(operatingTheatres.id, id))
      .returning();
    return row;
  },

  equipment: (db: DbOrTx, ids?: string[]) =>
    db
      .select({ e: otEquipment, theatre: operatingTheatres.identifier })
      .from(otEquipment)
      .leftJoin(operatingTheatres, eq(operatingTheatres.id, otEquipment.theatreId))
      .where(ids ? (ids.length ? inArray(otEquipment.id, ids) : sql`false`) : undefined)
      .orderBy(asc(otEquipment.name)),

  async insertEquipment(tx: DbOrTx, values: typeof otEquipment.$inferInsert) {
    const [row] = await tx.insert(otEquipment).values(values).returning();
    if (!row) throw new Error('insert into ot_equipment returned no row');
    return row;
  },

  async updateEquipment(tx: DbOrTx, id: string, values: Partial<typeof otEquipment.$inferInsert>) {
    const [row] = await tx.update(otEquipment).set(values).where(eq(otEquipment.id, id)).returning();
    return row;
  },

  /** The theatre's own equipment by name, for the setup form's list. */
  ownEquipment: (db: DbOrTx, theatreId: string) =>
    db
      .select()
      .from(otEquipment)
      .where(and(eq(otEquipment.theatreId, theatreId), eq(otEquipment.status, 'Active'))),
};
