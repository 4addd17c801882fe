import {
  DEPARTMENT_NAME_TAKEN,
  drugGone,
  NO_DEPARTMENT,
  NOT_IN_CATALOGUE,
  NOT_YOUR_DEPARTMENT,
  NOT_YOUR_TEMPLATE,
  PERSONAL_NAME_TAKEN,
  prescriptionTemplateInputSchema,
  prescriptionTemplatePatchSchema,
  type PrescriptionTemplate,
  type PrescriptionTemplateInput,
  type PrescriptionTemplateList,
  type PrescriptionTemplatePatch,
} from '@clinic/shared/encounters';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, badRequest, forbidden, notFound, ruleBroken, unauthorized } from '../../lib/errors.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import {
  prescriptionTemplatesRepository as repo,
  type DepartmentRef,
  type TemplateRow,
} from './prescription-templates.repository.ts';
import type { TemplateLineRow } from './prescription-templates.table.ts';

type DrugNames = Map<string, { name: string; live: boolean }>;

/** Whether the caller keeps every department's templates (`prescription-templates.any-department`). */
export type Reach = { anyDepartment: boolean };

const NAME_INDEX = 'prescription_templates_name_uq';

function toTemplate(row: TemplateRow, drugs: DrugNames): PrescriptionTemplate {
  return {
    _id: row.id,
    name: row.name,
    scope: row.doctorId ? 'Personal' : 'Department',
    doctorId: row.doctorId,
    departmentId: row.departmentId,
    departmentName: row.departmentName,
    lines: row.lines.map((l) => {
      const drug = drugs.get(l.drugId);
      return { ...l, drugName: drug?.name ?? 'Unknown medicine', available: drug?.live ?? false };
    }),
    advice: row.advice,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const ownerLabel = (row: { doctorId: string | null; departmentName: string | null }) =>
  row.doctorId ? 'own' : `${row.departmentName ?? 'a'} department`;

const medicines = (n: number) => `${n} ${n === 1 ? 'medicine' : 'medicines'}`;

function userOf(actor: Actor): string {
  if (!actor.userId) throw unauthorized();
  return actor.userId;
}

/**
 * Prescriptions a doctor saves to write again in one click: their own, or shared with the doctors
 * of their department. A doctor belongs to the department their speciality names (users keep a
 * speciality, not a department id, and the department master was seeded from the speciality
 * list), so moving a doctor to another speciality moves them to that department's templates.
 * A doctor keeps their own templates; a department's are kept by its doctors and by whoever
 * holds `prescription-templates.any-department` (the clinic administrator).
 */
export function createPrescriptionTemplatesService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;

  const drugsOf = (db: DbOrTx, rows: { lines: TemplateLineRow[] }[]) =>
    repo.drugsByIds(
      db,
      rows.flatMap((r) => r.lines.map((l) => l.drugId)),
    );

  /** Every line must name a drug still in the catalogue (400 on the first that does not). */
  async function checkLines(lines: TemplateLineRow[]): Promise<void> {
    const drugs = await repo.drugsByIds(
      db,
      lines.map((l) => l.drugId),
    );
    const fields: Record<string, string> = {};
    lines.forEach((l, i) => {
      const drug = drugs.get(l.drugId);
      if (!drug) fields[`lines.${i}.drugId`] = NOT_IN_CATALOGUE;
      else if (!drug.live) fields[`lines.${i}.drugId`] = drugGone(drug.name);
    });
    const first = Object.values(fields)[0];
    if (first) throw badRequest(first, fields);
  }

  /** A personal template is its doctor's alone; a department's, its doctors' or an any-department keeper's. */
  function mayChange(row: TemplateRow, userId: string, own: DepartmentRef | undefined, reach: Reach): void {
    if (row.doctorId) {
      if (row.doctorId !== userId) throw forbidden(NOT_YOUR_TEMPLATE);
    } else if (row.departmentId !== own?.id && !reach.anyDepartment) throw forbidden(NOT_YOUR_DEPARTMENT);
  }

  /** A second template of the same owner with the same name (any case) is a 409 naming the field. */
  async function naming<T>(personal: boolean, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!isUniqueViolation(error, NAME_INDEX)) throw error;
      const message = personal ? PERSONAL_NAME_TAKEN : DEPARTMENT_NAME_TAKEN;
      throw new AppError(409, 'CONFLICT', message, { name: message });
    }
  }

  async function read(id: string): Promise<PrescriptionTemplate> {
    const row = await repo.one(db, id);
    if (!row) throw notFound(`Prescription template with ID ${id} not found`);
    return toTemplate(row, await drugsOf(db, [row]));
  }

  async function lockedForChange(tx: DbOrTx, id: string, userId: string, reach: Reach) {
    const own = await repo.departmentOf(tx, userId);
    const row = await repo.one(tx, id, true);
    if (!row) throw notFound(`Prescription template with ID ${id} not found`);
    mayChange(row, userId, own, reach);
    return row;
  }

  return {
    /** The caller's own templates and their department's (or, for a keeper of any, the one asked for). */
    async list(actor: Actor, query: { departmentId?: string }, reach: Reach): Promise<PrescriptionTemplateList> {
      const userId = userOf(actor);
      const own = await repo.departmentOf(db, userId);
      let department = own;
      if (query.departmentId && query.departmentId !== own?.id) {
        if (!reach.anyDepartment) throw forbidden(NOT_YOUR_DEPARTMENT);
        department = await repo.department(db, query.departmentId);
        if (!department) throw notFound(`Department with ID ${query.departmentId} not found`);
      }
      const rows = await repo.usableBy(db, userId, department?.id ?? null);
      const drugs = await drugsOf(db, rows);
      return {
        department: department ? { _id: department.id, name: department.name } : null,
        templates: rows.map((r) => toTemplate(r, drugs)),
      };
    },

    async create(input: PrescriptionTemplateInput, actor: Actor, reach: Reach): Promise<PrescriptionTemplate> {
      const v = prescriptionTemplateInputSchema.parse(input);
      const userId = userOf(actor);
      let department: DepartmentRef | undefined;
      if (v.scope === 'Department') {
        const own = await repo.departmentOf(db, userId);
        const wanted = v.departmentId ?? own?.id;
        if (!wanted) throw ruleBroken(NO_DEPARTMENT);
        if (wanted !== own?.id && !reach.anyDepartment) throw forbidden(NOT_YOUR_DEPARTMENT);
        department = wanted === own?.id ? own : await repo.department(db, wanted);
        if (!department) throw badRequest('Choose a department', { departmentId: 'Choose a department' });
      }
      await checkLines(v.lines);
      const id = await naming(!department, () =>
        db.transaction(async (tx) => {
          const saved = await repo.insert(tx, {
            name: v.name,
            doctorId: department ? null : userId,
            departmentId: department?.id ?? null,
            lines: v.lines,
            advice: v.advice,
            createdBy: userId,
          });
          await audit.record(tx, actor, {
            action: 'create',
            entityType: 'prescription_template',
            entityId: saved,
            summary: `Prescription template "${v.name}" (${department ? `${department.name} department` : 'own'}), ${medicines(v.lines.length)}`,
          });
          return saved;
        }),
      );
      return read(id);
    },

    /** Renames a template or changes its medicines or advice; its owner stays. */
    async update(
      id: string,
      patch: PrescriptionTemplatePatch,
      actor: Actor,
      reach: Reach,
    ): Promise<PrescriptionTemplate> {
      const v = prescriptionTemplatePatchSchema.parse(patch);
      const userId = userOf(actor);
      const before = await repo.one(db, id);
      if (!before) throw notFound(`Prescription template with ID ${id} not found`);
      mayChange(before, userId, await repo.departmentOf(db, userId), reach);
      if (v.lines) await checkLines(v.lines);
      await naming(Boolean(before.doctorId), () =>
        db.transaction(async (tx) => {
          const row = await lockedForChange(tx, id, userId, reach);
          await repo.update(tx, id, v);
          const renamed = v.name !== undefined && v.name !== row.name ? ` (was "${row.name}")` : '';
          await audit.record(tx, actor, {
            action: 'update',
            entityType: 'prescription_template',
            entityId: id,
            summary: `Prescription template "${v.name ?? row.name}"${renamed} (${ownerLabel(row)})${v.lines ? `, ${medicines(v.lines.length)}` : ''}`,
          });
        }),
      );
      return read(id);
    },

    /** Deletes a template; prescriptions written from it are consultations of their own. */
    async remove(id: string, actor: Actor, reach: Reach): Promise<void> {
      const userId = userOf(actor);
      await db.transaction(async (tx) => {
        const row = await lockedForChange(tx, id, userId, reach);
        await repo.remove(tx, id);
        await audit.record(tx, actor, {
          action: 'delete',
          entityType: 'prescription_template',
          entityId: id,
          summary: `Prescription template "${row.name}" (${ownerLabel(row)})`,
        });
      });
    },
  };
}

export type PrescriptionTemplatesService = ReturnType<typeof createPrescriptionTemplatesService>;
