import { displayDate } from '@clinic/shared/dates';
import {
  COVERAGE_NOT_VALID_ON,
  coverageInputSchema,
  DUPLICATE_COVERAGE,
  type Coverage,
  type CoverageInput,
  type PayerKind,
} from '@clinic/shared/insurance';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, notFound, ruleBroken } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { PatientsService } from '../patients/patients.service.ts';
import { insuranceRepository as repo, type ListedCoverage } from './insurance.repository.ts';

type Parsed = ReturnType<typeof coverageInputSchema.parse>;

const coverageNotFound = (id: string) => notFound(`Cover with ID ${id} not found`);
export const COVERAGE_ON_PATIENT = 'This policy and member are already recorded for this patient: edit that cover';

const sameCover = (c: Coverage, v: Parsed) =>
  c.payerId === v.payerId &&
  c.tpaId === v.tpaId &&
  c.policyNumber === v.policyNumber &&
  c.memberId === v.memberId &&
  c.employeeId === v.employeeId &&
  c.relation === v.relation &&
  c.primaryMemberName === v.primaryMemberName &&
  c.sumInsuredPaise === v.sumInsuredPaise &&
  c.copayPercent === v.copayPercent &&
  c.roomRentLimitPaise === v.roomRentLimitPaise &&
  c.deductiblePaise === v.deductiblePaise &&
  c.validFrom === v.validFrom &&
  c.validTo === v.validTo &&
  c.isActive === v.isActive;

const toCoverage = (r: ListedCoverage): Coverage => ({
  _id: r.id,
  patientId: r.patientId,
  payerId: r.payerId,
  payerName: r.payerName,
  payerKind: r.payerKind as PayerKind,
  tpaId: r.tpaId,
  tpaName: r.tpaName,
  policyNumber: r.policyNumber,
  memberId: r.memberId,
  employeeId: r.employeeId,
  relation: r.relation as Coverage['relation'],
  primaryMemberName: r.primaryMemberName,
  sumInsuredPaise: r.sumInsuredPaise,
  copayPercent: Number(r.copayPercent),
  roomRentLimitPaise: r.roomRentLimitPaise,
  deductiblePaise: r.deductiblePaise,
  validFrom: r.validFrom,
  validTo: r.validTo,
  isActive: r.isActive,
  card: r.card && { fileName: r.card.fileName, uploadedAt: r.card.uploadedAt.toISOString() },
  updatedAt: r.updatedAt.toISOString(),
});

/** What a stay's payer contract copies from a cover. */
export type ContractCover = { coverageId: string; payerKind: PayerKind; payerName: string; policyNumber: string };

/**
 * Checks a cover against the payer master: the payer is live and not a TPA (a TPA handles an
 * insurer's claims, chosen beside it), a TPA given is a live TPA, and the cover names what its
 * payer identifies members by (an employee ID for an employer, a policy number otherwise).
 */
async function checkedPayers(conn: DbOrTx, v: Parsed): Promise<{ kind: PayerKind; code: string }> {
  const payer = await repo.payer(conn, v.payerId);
  if (!payer || !payer.isActive || payer.kind === 'TPA')
    throw badRequest('Check the cover', { payerId: 'Choose an active insurer, scheme or company' });
  if (v.tpaId) {
    const tpa = await repo.payer(conn, v.tpaId);
    if (!tpa || !tpa.isActive || tpa.kind !== 'TPA')
      throw badRequest('Check the cover', { tpaId: 'Choose an active TPA from the list' });
  }
  const kind = payer.kind as PayerKind;
  if (kind === 'Corporate' && !v.employeeId)
    throw badRequest('Check the cover', { employeeId: 'Enter the employee ID' });
  if (kind !== 'Corporate' && !v.policyNumber)
    throw badRequest('Check the cover', { policyNumber: 'Enter the policy number' });
  return { kind, code: payer.code };
}

/**
 * Patients' covers: what insurer, scheme or employer pays for them, and on what terms. Reading
 * them is a read of patient data (audited); saving one also keeps the patient's PAYER DETAILS.
 */
export function createCoveragesService(deps: { db: Db; audit: AuditService; patients: PatientsService }) {
  const { db, audit, patients } = deps;

  const stored = async (id: string): Promise<Coverage> => {
    const row = await repo.coverage(db, id);
    if (!row) throw coverageNotFound(id);
    return toCoverage(row);
  };

  return {
    /** The cover as stored, the answer to a write about it (the write's audit covers the read). */
    saved: stored,

    async listOf(patientId: string, actor: Actor): Promise<Coverage[]> {
      const patient = await patients.get(patientId);
      return db.transaction(async (tx) => {
        const rows = await repo.coveragesOf(tx, patientId);
        await audit.recordViews(tx, actor, {
          entityType: 'patient',
          entityIds: [patientId],
          summary: `Read the covers of ${patient.mrn}`,
        });
        return rows.map(toCoverage);
      });
    },

    /**
     * Records a cover. The policy member is a natural key: sent again for the same patient (a
     * retried save) it answers with the cover already made; for another patient it is a 409.
     */
    async create(patientId: string, input: CoverageInput, actor: Actor): Promise<Coverage> {
      const v = coverageInputSchema.parse(input);
      const patient = await patients.get(patientId);
      try {
        const id = await db.transaction(async (tx) => {
          const payer = await checkedPayers(tx, v);
          const row = await repo.insertCoverage(tx, { ...v, patientId, createdBy: actor.userId });
          if (!row) throw new Error('cover insert returned nothing');
          await repo.mirrorOnPatient(tx, patientId);
          await audit.record(tx, actor, {
            action: 'create',
            entityType: 'coverage',
            entityId: row.id,
            summary: `Cover by ${payer.code} for ${patient.mrn}`,
          });
          return row.id;
        });
        return await stored(id);
      } catch (error) {
        if (!isUniqueViolation(error, 'patient_coverages_member_uq')) throw error;
        const existing = await repo.coverageByMember(db, v);
        if (existing?.patientId !== patientId) throw conflict(DUPLICATE_COVERAGE);
        // The same cover sent again (a second click) is the one made; a changed one is an edit.
        const same = await stored(existing.id);
        if (sameCover(same, v)) return same;
        throw conflict(COVERAGE_ON_PATIENT);
      }
    },

    async update(id: string, input: CoverageInput, actor: Actor): Promise<Coverage> {
      const v = coverageInputSchema.parse(input);
      try {
        await db.transaction(async (tx) => {
          const before = await repo.coverage(tx, id);
          if (!before) throw coverageNotFound(id);
          const payer = await checkedPayers(tx, v);
          await repo.updateCoverage(tx, id, v);
          await repo.mirrorOnPatient(tx, before.patientId);
          await audit.record(tx, actor, {
            action: 'update',
            entityType: 'coverage',
            entityId: id,
            summary: `Cover by ${payer.code}${v.isActive ? '' : ', ended'}`,
          });
        });
      } catch (error) {
        throw isUniqueViolation(error, 'patient_coverages_member_uq') ? conflict(DUPLICATE_COVERAGE) : error;
      }
      return stored(id);
    },

    /**
     * For the stay's payer contract, in its transaction: the cover when it is the patient's, live
     * and valid on the given clinic day; 400 or 422 otherwise.
     */
    async forContract(conn: DbOrTx, coverageId: string, patientId: string, day: string): Promise<ContractCover> {
      const c = await repo.coverage(conn, coverageId);
      if (!c || c.patientId !== patientId || !c.isActive)
        throw badRequest('Check the payer', { coverageId: "Choose one of the patient's active covers" });
      if (day < c.validFrom || day > c.validTo) throw ruleBroken(COVERAGE_NOT_VALID_ON(displayDate(day)));
      return {
        coverageId: c.id,
        payerKind: c.payerKind as PayerKind,
        payerName: c.tpaName ? `${c.payerName} (via ${c.tpaName})` : c.payerName,
        policyNumber: c.policyNumber || c.employeeId,
      };
    },
  };
}

export type CoveragesService = ReturnType<typeof createCoveragesService>;
