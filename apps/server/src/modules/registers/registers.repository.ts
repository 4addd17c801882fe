import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { admissions } from '../admissions/admissions.table.ts';
import { patients } from '../patients/patients.table.ts';
import { registerEntries } from './registers.table.ts';

export type EntryRow = typeof registerEntries.$inferSelect & { mrn: string | null };

export const registersRepository = {
  async patientIdByMrn(tx: DbOrTx, mrn: string): Promise<string | undefined> {
    const [patient] = await tx.select({ id: patients.id }).from(patients).where(eq(patients.mrn, mrn));
    return patient?.id;
  },

  /** Whether the patient is registered and, when a stay is named, whether it is theirs. */
  async patientExists(tx: DbOrTx, patientId: string, admissionId?: string): Promise<'ok' | 'no patient' | 'no stay'> {
    const [patient] = await tx.select({ id: patients.id }).from(patients).where(eq(patients.id, patientId));
    if (!patient) return 'no patient';
    if (!admissionId) return 'ok';
    const [stay] = await tx
      .select({ id: admissions.id })
      .from(admissions)
      .where(and(eq(admissions.id, admissionId), eq(admissions.patientId, patientId)));
    return stay ? 'ok' : 'no stay';
  },

  async insert(tx: DbOrTx, row: typeof registerEntries.$inferInsert) {
    const [made] = await tx.insert(registerEntries).values(row).returning();
    return made!;
  },

  async byId(tx: DbOrTx, id: string) {
    const [row] = await tx.select().from(registerEntries).where(eq(registerEntries.id, id));
    return row;
  },

  /** The newest version of an entry's serial. */
  async latestVersion(tx: DbOrTx, register: string, serial: string): Promise<number> {
    const rows = await tx
      .select({ version: registerEntries.version })
      .from(registerEntries)
      .where(and(eq(registerEntries.register, register), eq(registerEntries.serial, serial)));
    return Math.max(0, ...rows.map((r) => r.version));
  },

  /**
   * Every version of the entries whose original happened in [from, to), oldest first: the
   * originals of the range and the corrections of those originals, whenever made.
   */
  async ofRange(db: DbOrTx, register: string, from: Date, to: Date): Promise<EntryRow[]> {
    // An entry belongs to the range its latest version dates it in: a correction may move it.
    const latest = await db.execute<{ id: string }>(sql`
      select coalesce(l.original_id, l.id) as id from (
        select distinct on (serial) id, original_id, occurred_at from register_entries
        where register = ${register} order by serial, version desc
      ) l
      where l.occurred_at >= ${from} and l.occurred_at < ${to}`);
    const originals = latest.rows;
    if (originals.length === 0) return [];
    const ids = originals.map((o) => o.id);
    const rows = await db
      .select({ e: registerEntries, mrn: patients.mrn })
      .from(registerEntries)
      .leftJoin(patients, eq(patients.id, registerEntries.patientId))
      .where(or(inArray(registerEntries.id, ids), inArray(registerEntries.originalId, ids)))
      .orderBy(asc(registerEntries.serial), asc(registerEntries.version));
    return rows.map((r) => ({ ...r.e, mrn: r.mrn }));
  },
};
