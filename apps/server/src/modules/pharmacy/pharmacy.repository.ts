import { prescriptionId, type PharmacyPrescription, type PrescriptionLine } from '@clinic/shared/encounters';
import { fullName } from '@clinic/shared/patients';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, type PageQuery } from '../../db/list.ts';
import { encounters, prescriptionItems } from '../encounters/encounters.table.ts';
import { currentAge } from '../patients/patients.mapping.ts';
import { patients } from '../patients/patients.table.ts';
import { dispenseRequests } from './pharmacy.table.ts';

type ItemRow = typeof prescriptionItems.$inferSelect;

const toLine = (item: ItemRow, status: string): PrescriptionLine => ({
  _id: item.id,
  drugId: item.drugId,
  drugName: item.drugName,
  schedule: item.schedule,
  dose: item.dose,
  frequency: item.frequency,
  durationDays: item.durationDays,
  route: item.route,
  instructions: item.instructions,
  quantity: item.quantity,
  status,
  overrideReason: item.overrideReason,
});

export const pharmacyRepository = {
  async insertRequests(tx: DbOrTx, rows: (typeof dispenseRequests.$inferInsert)[]): Promise<void> {
    if (rows.length > 0) await tx.insert(dispenseRequests).values(rows);
  },

  /** The lines of these encounters, as written, with what the pharmacy has done with each. */
  async linesOfEncounters(db: DbOrTx, encounterIds: string[]): Promise<Map<string, PrescriptionLine[]>> {
    const byEncounter = new Map<string, PrescriptionLine[]>();
    if (encounterIds.length === 0) return byEncounter;
    const rows = await db
      .select({ item: prescriptionItems, status: dispenseRequests.status })
      .from(prescriptionItems)
      .leftJoin(dispenseRequests, eq(dispenseRequests.prescriptionItemId, prescriptionItems.id))
      .where(inArray(prescriptionItems.encounterId, encounterIds))
      .orderBy(asc(prescriptionItems.position));
    for (const { item, status } of rows) {
      const lines = byEncounter.get(item.encounterId) ?? [];
      lines.push(toLine(item, status ?? 'Pending'));
      byEncounter.set(item.encounterId, lines);
    }
    return byEncounter;
  },

  /** A page of the encounters with lines still to dispense, newest first, and how many there are. */
  async encountersWaiting(db: DbOrTx, states: readonly string[], page: PageQuery, search?: string) {
    const pattern = search ? containsPattern(search) : undefined;
    const waiting = and(
      inArray(dispenseRequests.status, [...states]),
      pattern
        ? or(
            sql`${patients.searchName} ilike ${pattern}`,
            sql`${patients.mrn} ilike ${pattern}`,
            sql`${encounters.doctorName} ilike ${pattern}`,
            sql`${encounters.id}::text ilike ${`${search?.toLowerCase().replace(/[^0-9a-f-]/g, '')}%`}`,
          )
        : undefined,
    );
    const [rows, [count]] = await Promise.all([
      db
        .selectDistinct({ e: encounters, p: patients })
        .from(dispenseRequests)
        .innerJoin(encounters, eq(encounters.id, dispenseRequests.encounterId))
        .innerJoin(patients, eq(patients.id, dispenseRequests.patientId))
        .where(waiting)
        .orderBy(desc(encounters.createdAt), desc(encounters.id))
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize),
      db
        .select({ n: sql<number>`count(distinct ${dispenseRequests.encounterId})::int` })
        .from(dispenseRequests)
        .innerJoin(encounters, eq(encounters.id, dispenseRequests.encounterId))
        .innerJoin(patients, eq(patients.id, dispenseRequests.patientId))
        .where(waiting),
    ]);
    return { rows, total: count?.n ?? 0 };
  },
};

export function toPharmacyPrescription(
  e: typeof encounters.$inferSelect,
  p: typeof patients.$inferSelect,
  lines: PrescriptionLine[],
  today: string,
): PharmacyPrescription {
  return {
    encounterId: e.id,
    prescriptionId: prescriptionId(e.id),
    patientId: p.id,
    patientName: fullName(p),
    mrn: p.mrn,
    age: currentAge(p, today),
    gender: p.gender,
    prescribedBy: e.doctorName,
    date: e.createdAt.toISOString(),
    lines,
  };
}
