import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { vitals } from './encounters.table.ts';

export type VitalsRow = typeof vitals.$inferSelect;

export const vitalsRepository = {
  async latestOfAppointment(db: DbOrTx, appointmentId: string): Promise<VitalsRow | undefined> {
    const [row] = await db
      .select()
      .from(vitals)
      .where(eq(vitals.appointmentId, appointmentId))
      .orderBy(desc(vitals.recordedAt))
      .limit(1);
    return row;
  },

  async insert(tx: DbOrTx, values: typeof vitals.$inferInsert): Promise<VitalsRow> {
    const [row] = await tx.insert(vitals).values(values).returning();
    if (!row) throw new Error('insert into vitals returned no row');
    return row;
  },

  async byId(db: DbOrTx, id: string): Promise<VitalsRow | undefined> {
    const [row] = await db.select().from(vitals).where(eq(vitals.id, id));
    return row;
  },
};
