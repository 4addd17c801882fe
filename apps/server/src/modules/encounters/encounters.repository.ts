import type { MedicalHistory } from '@clinic/shared/encounters';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { encounterDiagnoses, encounters, medicalHistories, prescriptionItems } from './encounters.table.ts';

export type EncounterRow = typeof encounters.$inferSelect;
export type DiagnosisRow = typeof encounterDiagnoses.$inferSelect;

export const encountersRepository = {
  async historyOf(db: DbOrTx, patientId: string) {
    const [row] = await db.select().from(medicalHistories).where(eq(medicalHistories.patientId, patientId));
    return row;
  },

  async saveHistory(tx: DbOrTx, patientId: string, history: MedicalHistory, by: { userId: string; name: string }) {
    const values = { history, updatedBy: by.userId, updatedByName: by.name };
    await tx
      .insert(medicalHistories)
      .values({ patientId, ...values })
      .onConflictDoUpdate({ target: medicalHistories.patientId, set: { ...values, updatedAt: new Date() } });
  },

  async insert(tx: DbOrTx, values: typeof encounters.$inferInsert): Promise<string> {
    const [row] = await tx.insert(encounters).values(values).returning({ id: encounters.id });
    if (!row) throw new Error('insert into encounters returned no row');
    return row.id;
  },

  async insertDiagnoses(tx: DbOrTx, rows: (typeof encounterDiagnoses.$inferInsert)[]): Promise<void> {
    if (rows.length > 0) await tx.insert(encounterDiagnoses).values(rows);
  },

  async insertPrescription(tx: DbOrTx, rows: (typeof prescriptionItems.$inferInsert)[]) {
    if (rows.length === 0) return [];
    return tx
      .insert(prescriptionItems)
      .values(rows)
      .returning({ id: prescriptionItems.id, drugId: prescriptionItems.drugId, quantity: prescriptionItems.quantity });
  },

  async findById(db: DbOrTx, id: string): Promise<EncounterRow | undefined> {
    const [row] = await db.select().from(encounters).where(eq(encounters.id, id));
    return row;
  },

  diagnosesOf(db: DbOrTx, encounterIds: string[]): Promise<DiagnosisRow[]> {
    if (encounterIds.length === 0) return Promise.resolve([]);
    return db
      .select()
      .from(encounterDiagnoses)
      .where(inArray(encounterDiagnoses.encounterId, encounterIds))
      .orderBy(asc(encounterDiagnoses.position));
  },

  listForPatient(db: DbOrTx, patientId: string, limit: number): Promise<EncounterRow[]> {
    return db
      .select()
      .from(encounters)
      .where(eq(encounters.patientId, patientId))
      .orderBy(desc(encounters.createdAt))
      .limit(limit);
  },
};
