import {
  allergyConflicts,
  duplicateTherapy,
  OVERRIDE_NEEDED,
  type AllergyClass,
  type AllergyClassInput,
  type AllergyEntry,
  type PatientAllergies,
} from '@clinic/shared/allergies';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { PatientsService } from '../patients/patients.service.ts';
import { allergiesRepository as repo, type AllergyClassRow } from './allergies.repository.ts';

type Deps = { db: Db; audit: AuditService; patients: Pick<PatientsService, 'get'> };

/** A drug on a line being checked: what it is, where its reason goes, the reason given. */
export type CheckedLine = { drug: { name: string; molecule: string }; field: string; overrideReason: string };

/** Where checks happen: prescribing looks for duplicate therapy too; supplying only for allergies. */
export type CheckPoint = 'prescribing' | 'dispensing' | 'administering';

const toClass = (r: AllergyClassRow): AllergyClass => ({
  _id: r.id,
  name: r.name,
  ingredients: r.ingredients,
  updatedAt: r.updatedAt.toISOString(),
});

/** 422 with each line's warning on its reason field: the screen asks for the reason there. */
const safetyWarning = (fields: Record<string, string>) =>
  new AppError(422, 'SAFETY_WARNING', `${Object.values(fields)[0]}. ${OVERRIDE_NEEDED}`, fields);

/**
 * Allergies as coded data: the drug classes (master data) and the checks every place that
 * prescribes, supplies or gives a drug runs against the patient's recorded allergies.
 */
export function createAllergiesService({ db, audit, patients }: Deps) {
  return {
    classes: async (): Promise<AllergyClass[]> => (await repo.classes(db)).map(toClass),

    async createClass(v: AllergyClassInput & { ingredients: string[] }, actor: Actor): Promise<AllergyClass> {
      try {
        return await db.transaction(async (tx) => {
          const row = await repo.insertClass(tx, { ...v, updatedByName: actor.name ?? '' });
          await audit.record(tx, actor, {
            action: 'create',
            entityType: 'allergy_class',
            entityId: row.id,
            summary: `Added the allergy class ${row.name}`,
          });
          return toClass(row);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(`A class named ${v.name} already exists`);
        throw error;
      }
    },

    async updateClass(id: string, v: AllergyClassInput & { ingredients: string[] }, actor: Actor) {
      try {
        return await db.transaction(async (tx) => {
          const row = await repo.updateClass(tx, id, { ...v, updatedByName: actor.name ?? '' });
          if (!row) throw notFound(`Allergy class with ID ${id} not found`);
          await audit.record(tx, actor, {
            action: 'update',
            entityType: 'allergy_class',
            entityId: id,
            summary: `Changed the allergy class ${row.name}`,
          });
          return toClass(row);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(`A class named ${v.name} already exists`);
        throw error;
      }
    },

    /** The patient's allergies for a pharmacy, ward or consultation screen; the read is audited. */
    async forPatient(patientId: string, actor: Actor): Promise<PatientAllergies> {
      await patients.get(patientId);
      return db.transaction(async (tx) => {
        const history = await repo.historyOf(tx, patientId);
        await audit.recordViews(tx, actor, {
          entityType: 'patient',
          entityIds: [patientId],
          summary: 'Viewed allergies',
        });
        return {
          allergies: history?.allergies ?? [],
          noKnownDrugAllergies: history?.noKnownDrugAllergies ?? false,
          recorded: history !== undefined && (history.allergies.length > 0 || history.noKnownDrugAllergies),
        };
      });
    },

    /** For each drug, the patient's recorded allergies it matches (what a screen warns of up front). */
    async warningsIn(tx: DbOrTx, patientId: string, drugs: CheckedLine['drug'][]): Promise<string[][]> {
      const allergies = (await repo.historyOf(tx, patientId))?.allergies ?? [];
      if (allergies.length === 0) return drugs.map(() => []);
      const classes = await repo.classes(tx);
      return drugs.map((drug) => allergyConflicts(drug, allergies, classes).map((c) => c.message));
    },

    /**
     * Checks drugs about to be prescribed, supplied or given against the patient's allergies
     * (given, or as recorded) and, when prescribing, against each other and `alsoTaking`. A line
     * with a warning and no reason stops everything with 422; reasons given are audited here.
     */
    async checkIn(
      tx: DbOrTx,
      actor: Actor,
      at: { patientId: string; point: CheckPoint; allergies?: AllergyEntry[]; alsoTaking?: CheckedLine['drug'][] },
      lines: CheckedLine[],
    ): Promise<void> {
      const allergies = at.allergies ?? (await repo.historyOf(tx, at.patientId))?.allergies ?? [];
      const classes = allergies.length > 0 ? await repo.classes(tx) : [];
      const already = at.alsoTaking ?? [];
      const duplicates =
        at.point === 'prescribing'
          ? duplicateTherapy([...already, ...lines.map((l) => l.drug)]).slice(already.length)
          : [];
      const warnings = lines.map((line, i) => {
        const found = allergyConflicts(line.drug, allergies, classes).map((c) => c.message);
        const duplicate = duplicates[i];
        return duplicate ? [...found, duplicate] : found;
      });
      const missing: Record<string, string> = {};
      let overridden = 0;
      warnings.forEach((found, i) => {
        const line = lines[i];
        if (!line || found.length === 0) return;
        if (line.overrideReason.trim() === '') missing[line.field] = found.join('; ');
        else overridden += 1;
      });
      if (Object.keys(missing).length > 0) throw safetyWarning(missing);
      if (overridden > 0)
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'safety_override',
          entityId: at.patientId,
          summary: `Went on past ${overridden} allergy or duplicate-therapy warning(s) when ${at.point}`,
        });
    },
  };
}

export type AllergiesService = ReturnType<typeof createAllergiesService>;
