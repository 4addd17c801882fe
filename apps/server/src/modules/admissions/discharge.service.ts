import {
  DEATH_TIME_OUT_OF_STAY,
  dischargeInputSchema,
  dischargeSummaryInputSchema,
  NOT_INITIATED,
  UNDO_AFTER_FINAL_BILL,
  type DischargeInput,
  FOLLOW_UP_IN_PAST,
  WRITE_SUMMARY_FIRST,
  type AdmissionDetail,
  type DischargeSummary,
  type DischargeSummaryInput,
} from '@clinic/shared/admissions';
import { admissionStatus, bedStatus } from '@clinic/shared/status';
import type { Db, DbOrTx } from '../../db/client.ts';
import { clinicNow } from '../../lib/clinic-time.ts';
import { badRequest, conflict, ruleBroken } from '../../lib/errors.ts';
import type { EventBus } from '../../lib/events.ts';
import { moveStatus } from '../../lib/status-move.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { DischargeClearance } from '../billing/discharge-clearance.ts';
import type { Icd10Catalogue } from '../encounters/icd10.ts';
import type { PatientsService } from '../patients/patients.service.ts';
import { displayDate } from '@clinic/shared/dates';
import type { StaffService } from '../staff/staff.service.ts';
import type { TellPatient } from '../messages/messages.service.ts';
import { careOrdersRepository } from './care-orders.repository.ts';
import { admissionOf, lockAdmission } from './admission-access.ts';
import { admissionsRepository } from './admissions.repository.ts';
import type { AdmissionsService } from './admissions.service.ts';
import { admissions, beds } from './admissions.table.ts';
import { dischargeRepository as repo, type DischargeSummaryRow } from './discharge.repository.ts';
import { wardsRepository } from './wards.repository.ts';

/**
 * Discharge: the doctor's summary (saved and changed until the patient leaves), a nurse or
 * doctor initiating it, and the discharge itself, which frees the bed to cleaning, ends the
 * stay and locks the summary, once billing clears it.
 */
export function createDischargeService(deps: {
  db: Db;
  audit: AuditService;
  events: EventBus;
  admissions: AdmissionsService;
  patients: PatientsService;
  staff: StaffService;
  icd10: Icd10Catalogue;
  clearance: DischargeClearance;
  /** Whether billing has made the stay's final bill (a started discharge cannot be called off then). */
  billFinalized: (tx: DbOrTx, admissionId: string) => Promise<boolean>;
  tell: TellPatient;
  timeZone: string;
}) {
  const { db, audit, events, timeZone } = deps;

  async function toSummary(r: DischargeSummaryRow): Promise<DischargeSummary> {
    const doctor = r.writtenBy ? await deps.staff.get(r.writtenBy).catch(() => null) : null;
    return {
      admissionId: r.admissionId,
      diagnoses: r.diagnoses,
      procedures: r.procedures,
      course: r.course,
      condition: r.condition as DischargeSummary['condition'],
      medicines: r.medicines,
      advice: r.advice,
      followUpDate: r.followUpDate,
      writtenBy: r.writtenByName,
      doctorQualification: doctor?.qualification ?? null,
      doctorRegistrationNumber: doctor?.registrationNumber ?? null,
      updatedAt: r.updatedAt.toISOString(),
      finalizedAt: r.finalizedAt?.toISOString() ?? null,
    };
  }

  return {
    /** The summary as written so far, or null; the patient is audited as viewed. */
    async summary(admissionId: string, actor: Actor): Promise<DischargeSummary | null> {
      const admission = await admissionOf(db, admissionId);
      const row = await repo.summaryOf(db, admissionId);
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: [admission.patient.id],
        summary: `Viewed the discharge summary of ${admission.admission.ipNumber}`,
      });
      return row ? toSummary(row) : null;
    },

    /** Saves the doctor's summary while the patient is in hospital. */
    async saveSummary(admissionId: string, input: DischargeSummaryInput, actor: Actor): Promise<DischargeSummary> {
      const v = dischargeSummaryInputSchema.parse(input);
      const fields: Record<string, string> = {};
      v.diagnoses.forEach((d, i) => {
        if (d.code && !deps.icd10.get(d.code)) fields[`diagnoses.${i}.code`] = `Unknown ICD-10 code ${d.code}`;
      });
      if (v.followUpDate && v.followUpDate < clinicNow(timeZone).date) fields.followUpDate = FOLLOW_UP_IN_PAST;
      if (Object.keys(fields).length > 0) throw badRequest(Object.values(fields)[0] ?? 'Invalid summary', fields);
      const row = await db.transaction(async (tx) => {
        const admission = await lockAdmission(tx, admissionId, 'active');
        const saved = await repo.saveSummary(tx, {
          admissionId,
          diagnoses: v.diagnoses.map((d) => ({
            code: d.code ? (deps.icd10.get(d.code)?.code ?? d.code) : null,
            description: d.description,
          })),
          procedures: v.procedures,
          course: v.course,
          condition: v.condition,
          medicines: v.medicines.map((m) => ({ ...m, durationDays: m.durationDays ?? null })),
          advice: v.advice,
          followUpDate: v.followUpDate,
          writtenBy: actor.userId,
          writtenByName: actor.name ?? 'Unknown',
        });
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'discharge_summary',
          entityId: admissionId,
          summary: `Discharge summary of ${admission.ipNumber} saved`,
        });
        return saved;
      });
      return toSummary(row);
    },

    /** Marks the admission as going home (the doctor then writes the summary); repeating it changes nothing. */
    async initiate(admissionId: string, actor: Actor): Promise<AdmissionDetail> {
      await db.transaction(async (tx) => {
        const admission = await lockAdmission(tx, admissionId, 'active');
        if (admission.dischargeInitiatedAt) return;
        await repo.markInitiated(tx, admissionId, new Date(), actor.name ?? 'Unknown');
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'admission',
          entityId: admissionId,
          summary: `Discharge of ${admission.ipNumber} initiated`,
        });
      });
      return deps.admissions.detail(admissionId);
    },

    /** Calls off a started discharge (the patient stays on), until billing has made the final bill. */
    async undoInitiate(admissionId: string, actor: Actor): Promise<AdmissionDetail> {
      await db.transaction(async (tx) => {
        const admission = await lockAdmission(tx, admissionId, 'active');
        if (!admission.dischargeInitiatedAt) throw conflict(NOT_INITIATED);
        if (await deps.billFinalized(tx, admissionId)) throw conflict(UNDO_AFTER_FINAL_BILL);
        await repo.markInitiated(tx, admissionId, null, null);
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'admission',
          entityId: admissionId,
          summary: `Discharge of ${admission.ipNumber} called off (started by ${admission.dischargeInitiatedByName ?? 'unknown'})`,
        });
      });
      return deps.admissions.detail(admissionId);
    },

    /**
     * Discharges the patient: billing must clear it and the summary must be written; the stay
     * ends now, the bed goes to cleaning, the summary is locked and the patient is no longer
     * admitted, all in one transaction.
     */
    async discharge(admissionId: string, input: DischargeInput, actor: Actor): Promise<AdmissionDetail> {
      const v = dischargeInputSchema.parse(input);
      await events.inTransaction(db, async (tx, publish) => {
        const admission = await lockAdmission(tx, admissionId, 'active');
        const deathAt = v.type === 'Death' && v.deathAt ? new Date(v.deathAt) : null;
        if (deathAt && (deathAt.getTime() > Date.now() + 60_000 || deathAt < admission.admittedAt))
          throw badRequest(DEATH_TIME_OUT_OF_STAY, { deathAt: DEATH_TIME_OUT_OF_STAY });
        if (!(await repo.summaryOf(tx, admissionId))) throw ruleBroken(WRITE_SUMMARY_FIRST);
        const held = await deps.clearance(tx, admission);
        if (held) throw conflict(held);
        const open = await admissionsRepository.openStayOf(tx, admissionId);
        if (!open) throw new Error(`admission ${admissionId} has no open stay`);
        const now = new Date(Math.max(Date.now(), open.fromAt.getTime()));
        await admissionsRepository.closeStay(tx, admissionId, now);
        await moveStatus(tx, beds, bedStatus, open.bedId, 'Cleaning', { updatedAt: now });
        await moveStatus(tx, admissions, admissionStatus, admissionId, 'Discharged', {
          dischargedAt: now,
          dischargedByName: actor.name ?? 'Unknown',
          dischargeType: v.type,
          deathAt,
          deathCause: v.type === 'Death' ? v.deathCause : '',
          updatedAt: now,
        });
        await repo.finalizeSummary(tx, admissionId, now);
        // Nothing more is given or charted once the patient has left; the care team's periods end too.
        const stopped = await repo.stopMedicationOrders(tx, admissionId, now, actor.name ?? 'Unknown');
        await careOrdersRepository.stopAllActive(tx, admissionId, now, actor.name ?? 'Unknown');
        await repo.endCareTeam(tx, admissionId, now, actor.name ?? 'Unknown');
        await deps.patients.setAdmittedIn(tx, admission.patientId, false);
        const place = await wardsRepository.bedPlace(tx, open.bedId);
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'admission',
          entityId: admissionId,
          summary: `Discharged ${admission.ipNumber} (${v.type}); bed to cleaning${stopped > 0 ? `; ${stopped} medicine orders stopped` : ''}`,
        });
        if (place) publish('bed.changed', { wardId: place.ward.id, bedId: open.bedId });
        if (v.type !== 'Death')
          await deps.tell(tx, {
            patientId: admission.patientId,
            template: 'discharge',
            key: `discharge:${admissionId}`,
            values: { date: displayDate(clinicNow(timeZone).date) },
          });
      });
      return deps.admissions.detail(admissionId);
    },
  };
}

export type DischargeService = ReturnType<typeof createDischargeService>;
