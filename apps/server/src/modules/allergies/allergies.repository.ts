import { medicalHistorySchema, type MedicalHistory } from '@clinic/shared/encounters';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { medicalHistories } from '../encounters/encounters.table.ts';
import { allergyClasses } from './allergies.table.ts';

export type AllergyClassRow = typeof allergyClasses.$inferSelect;

export const allergiesRepository = {
  classes: (db: DbOrTx): Promise<AllergyClassRow[]> =>
    db.select().from(allergyClasses).orderBy(asc(allergyClasses.name)),

  async classById(db: DbOrTx, id: string): Promise<AllergyClassRow | undefined> {
    const [row] = await db.select().from(allergyClasses).where(eq(allergyClasses.id, id));
    return row;
  },

  async classNamed(db: DbOrTx, name: string): Promise<AllergyClassRow | undefined> {
    const [row] = await db
      .select()
      .from(allergyClasses)
      .where(sql`lower(${allergyClasses.name}) = lower(${name})`);
    return row;
  },

  async insertClass(tx: DbOrTx, values: typeof allergyClasses.$inferInsert): Promise<AllergyClassRow> {
    const [row] = await tx.insert(allergyClasses).values(values).returning();
    if (!row) throw new Error('insert into allergy_classes returned no row');
    return row;
  },

  async updateClass(tx: DbOrTx, id: string, values: Partial<typeof allergyClasses.$inferInsert>) {
    const [row] = await tx
      .update(allergyClasses)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(allergyClasses.id, id))
      .returning();
    return row;
  },

  /**
   * The patient's recorded history as the current schema reads it (allergies kept as plain
   * strings before they were coded read as drug allergies); undefined when nothing was recorded.
   */
  async historyOf(db: DbOrTx, patientId: string): Promise<MedicalHistory | undefined> {
    const [row] = await db
      .select({ history: medicalHistories.history })
      .from(medicalHistories)
      .where(eq(medicalHistories.patientId, patientId));
    return row ? medicalHistorySchema.parse(row.history) : undefined;
  },
};
