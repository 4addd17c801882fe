import {
  admitInputSchema,
  ALREADY_ADMITTED,
  BED_TAKEN,
  transferInputSchema,
  type Admission,
  type AdmissionDetail,
  type AdmissionListQuery,
  type AdmitInput,
  type CareRole,
  type RoomType,
  type TransferInput,
} from '@clinic/shared/admissions';
import type { Paged } from '@clinic/shared/http';
import { bedStatus } from '@clinic/shared/status';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { PageQuery } from '../../db/list.ts';
import { clinicInstant, clinicNow } from '../../lib/clinic-time.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, conflict, notFound, ruleBroken } from '../../lib/errors.ts';
import type { EventBus, Publish } from '../../lib/events.ts';
import { moveStatus } from '../../lib/status-move.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { FolioService } from '../billing/folio.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { NumberingService } from '../numbering/numbering.service.ts';
import type { PatientsService } from '../patients/patients.service.ts';
import type { DepartmentsService } from '../staff/departments.service.ts';
import type { StaffService } from '../staff/staff.service.ts';
import { admissionNotFound } from './admission-access.ts';
import { openCare, toAdmission as mapAdmission, type Care } from './admissions.mapping.ts';
import { admissionsRepository as repo, type ListedAdmission } from './admissions.repository.ts';
import { beds } from './admissions.table.ts';
import { wardsRepository } from './wards.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The staff member, when an active doctor; 422 otherwise. */
export async function activeDoctor(staff: Pick<StaffService, 'get'>, id: string) {
  const doctor = await staff.get(id);
  if (!doctor.isActive || !doctor.roles.includes('doctor')) throw ruleBroken('Choose an active doctor');
  return doctor;
}
const BACKDATE_DAYS = 7;
export const BACKDATE_NEEDS_PERMISSION =
  'An admission more than 7 days back needs the permission to back-date admissions';

/** Takes a free bed for an admission: 409 with the spec's words when another request got it first. */
async function occupyBed(tx: DbOrTx, bedId: string): Promise<void> {
  try {
    await moveStatus(tx, beds, bedStatus, bedId, 'Occupied', { updatedAt: new Date() });
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 409) throw conflict(BED_TAKEN);
    throw error;
  }
}

/**
 * Admissions: a patient into a free bed with an IP number, transfers that keep the history the
 * bill charges room rent from, and the lists the inpatient screens read.
 */
export function createAdmissionsService(deps: {
  db: Db;
  audit: AuditService;
  events: EventBus;
  numbering: NumberingService;
  patients: PatientsService;
  staff: StaffService;
  departments: Pick<DepartmentsService, 'admittingName'>;
  /** Billing's payer contract, written in the admission's transaction when a cover is chosen. */
  payerAtAdmission: FolioService['contractAtAdmission'];
  timeZone: string;
}) {
  const { db, audit, events, timeZone } = deps;

  const toAdmission = (r: ListedAdmission, care: Care[]) => mapAdmission(r, care, timeZone);

  async function detail(id: string): Promise<AdmissionDetail> {
    const row = await repo.one(db, id);
    if (!row) throw admissionNotFound(id);
    const stays = await repo.stays(db, id);
    const care = await repo.careOf(db, [id], false);
    const current = row.admission.status === 'Active' ? care.filter((c) => c.care.toAt === null) : care;
    return {
      ...toAdmission(row, current),
      careTeam: care.map((c) => ({
        doctorId: c.care.doctorId,
        name: c.name,
        role: c.care.role as CareRole,
        from: c.care.fromAt.toISOString(),
        to: c.care.toAt?.toISOString() ?? null,
        assignedBy: c.care.assignedByName,
        endedBy: c.care.endedByName,
      })),
      stays: stays.map(({ stay, bed, room, ward }) => ({
        bedId: bed.id,
        bedNumber: bed.number,
        roomNumber: room.number,
        roomType: room.roomType as RoomType,
        wardName: ward.name,
        dailyRentPaise: stay.dailyRentPaise,
        from: stay.fromAt.toISOString(),
        to: stay.toAt?.toISOString() ?? null,
        reason: stay.reason,
        movedBy: stay.movedByName,
      })),
    };
  }

  /** The bed chosen must be in the ward and of the room type the form named. */
  async function placeOf(tx: DbOrTx, bedId: string, expect?: { wardId: string; roomType: string }) {
    const place = await wardsRepository.bedPlace(tx, bedId);
    if (!place) throw notFound(`Bed with ID ${bedId} not found`);
    if (expect && place.ward.id !== expect.wardId) throw ruleBroken('The chosen bed is not in the chosen ward');
    if (expect && place.room.roomType !== expect.roomType)
      throw ruleBroken('The chosen bed is not in a room of the chosen room type');
    return place;
  }

  return {
    /** One admission with its bed history, for other services of the module (not audited). */
    detail,

    /**
     * Admits a patient into a free bed: the bed is taken in one conditional update (so two
     * admissions racing for it get one 201 and one 409), the patient may hold one active
     * admission, and the IP number comes from the financial-year series.
     */
    async admit(input: AdmitInput, actor: Actor, canBackdate = false): Promise<AdmissionDetail> {
      const v = admitInputSchema.parse(input);
      const patient = await deps.patients.get(v.patientId);
      const doctor = await deps.staff.get(v.admittingDoctorId);
      if (!doctor.isActive || !doctor.roles.includes('doctor'))
        throw ruleBroken('The admitting doctor must be an active doctor');
      const treating = v.treatingDoctorId ? await activeDoctor(deps.staff, v.treatingDoctorId) : doctor;
      // Left empty, the time is now: a 12:00 default put every evening admission in the afternoon.
      const admittedAt = clinicInstant(timeZone, v.admissionDate, v.admissionTime ?? clinicNow(timeZone).time);
      if (admittedAt.getTime() > Date.now() + DAY_MS) throw ruleBroken('An admission cannot be more than a day ahead');
      // A stay entered late is usual; one weeks or decades back is a slip (or a large bill).
      if (admittedAt.getTime() < Date.now() - BACKDATE_DAYS * DAY_MS && !canBackdate)
        throw new AppError(403, 'FORBIDDEN', BACKDATE_NEEDS_PERMISSION);
      const id = await events.inTransaction(db, async (tx, publish) => {
        if (await repo.activeOf(tx, patient._id)) throw conflict(ALREADY_ADMITTED);
        const department = await deps.departments.admittingName(tx, v.department);
        const place = await placeOf(tx, v.bedId, { wardId: v.wardId, roomType: v.roomType });
        await occupyBed(tx, v.bedId);
        const ip = await deps.numbering.nextIn(tx, 'ipNumber', undefined, admittedAt);
        const admission = await repo
          .insert(tx, {
            ipNumber: ip.text,
            patientId: patient._id,
            admittingDoctorId: doctor._id,
            department,
            reason: v.reasonForAdmission,
            admittedAt,
            attendantName: v.attendantName,
            attendantRelation: v.attendantRelation,
            attendantPhone: v.attendantPhone,
            isMlc: v.isMlc,
            mlcNumber: v.isMlc ? v.mlcNumber : '',
            policeStation: v.isMlc ? v.policeStation : '',
            createdBy: actor.userId,
          })
          .catch((error: unknown) => {
            throw isUniqueViolation(error, 'admissions_one_active_uq') ? conflict(ALREADY_ADMITTED) : error;
          });
        await repo.openStay(tx, {
          admissionId: admission.id,
          seq: 1,
          bedId: v.bedId,
          dailyRentPaise: place.room.dailyRentPaise,
          fromAt: admittedAt,
          reason: 'Admitted',
          movedBy: actor.userId,
          movedByName: actor.name,
        });
        await repo.addCare(tx, {
          admissionId: admission.id,
          doctorId: treating._id,
          role: 'treating',
          fromAt: admittedAt,
          assignedByName: actor.name ?? 'Unknown',
        });
        if (v.coverageId)
          await deps.payerAtAdmission(
            tx,
            { id: admission.id, patientId: patient._id, ipNumber: ip.text, admittedAt },
            v.coverageId,
            actor,
          );
        await deps.patients.setAdmittedIn(tx, patient._id, true);
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'admission',
          entityId: admission.id,
          summary: `Admitted ${patient.mrn} as ${ip.text} to ${place.ward.name} bed ${place.bed.number}${v.isMlc ? ' (MLC)' : ''}`,
        });
        publish('bed.changed', { wardId: place.ward.id, bedId: v.bedId });
        return admission.id;
      });
      return detail(id);
    },

    /**
     * Moves an active admission to another free bed: the stay in the old bed ends now, the old
     * bed goes to cleaning, and a new stay starts with the new room's rent.
     */
    async transfer(id: string, input: TransferInput, actor: Actor): Promise<AdmissionDetail> {
      const v = transferInputSchema.parse(input);
      await events.inTransaction(db, async (tx, publish: Publish) => {
        const admission = await repo.lock(tx, id);
        if (!admission) throw admissionNotFound(id);
        if (admission.status !== 'Active') throw conflict(`A ${admission.status} admission cannot be transferred`);
        const target = await placeOf(tx, v.bedId);
        await occupyBed(tx, v.bedId);
        const open = await repo.openStayOf(tx, id);
        if (!open) throw new Error(`admission ${id} has no open stay`);
        // An admission entered ahead of its time moves no earlier than it began.
        const now = new Date();
        const from = new Date(Math.max(now.getTime(), open.fromAt.getTime()));
        const left = (await repo.closeStay(tx, id, from)) ?? open;
        const source = await placeOf(tx, left.bedId);
        await moveStatus(tx, beds, bedStatus, left.bedId, 'Cleaning', { updatedAt: now });
        await repo.openStay(tx, {
          admissionId: id,
          seq: left.seq + 1,
          bedId: v.bedId,
          dailyRentPaise: target.room.dailyRentPaise,
          fromAt: from,
          reason: v.reason,
          movedBy: actor.userId,
          movedByName: actor.name,
        });
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'admission',
          entityId: id,
          summary: `Transferred ${admission.ipNumber} from ${source.ward.name} bed ${source.bed.number} to ${target.ward.name} bed ${target.bed.number}`,
        });
        publish('bed.changed', { wardId: source.ward.id, bedId: left.bedId });
        publish('bed.changed', { wardId: target.ward.id, bedId: v.bedId });
      });
      return detail(id);
    },

    /** A page of admissions, newest first; every patient shown is audited as viewed. */
    async list(query: AdmissionListQuery, page: PageQuery, actor: Actor): Promise<Paged<Admission>> {
      const { rows, total } = await repo.page(
        db,
        {
          status: query.status,
          search: query.search || undefined,
          mrn: query.mrn || undefined,
          ipNumber: query.ipNumber || undefined,
          wardId: query.wardId,
          doctorId: query.mine === 'true' ? (actor.userId ?? undefined) : undefined,
        },
        page,
      );
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: rows.map((r) => r.patient.id),
        summary: 'Listed in admissions',
      });
      const care = await openCare(
        db,
        rows.map((r) => r.admission.id),
      );
      return {
        data: rows.map((r) => toAdmission(r, care.get(r.admission.id) ?? [])),
        total,
        page: page.page,
        pageSize: page.pageSize,
      };
    },

    /** One admission with its bed history; the view is audited. */
    async view(id: string, actor: Actor): Promise<AdmissionDetail> {
      const admission = await detail(id);
      await audit.viewed(actor, { entityType: 'admission', entityIds: [id], summary: `Viewed ${admission.ipNumber}` });
      return admission;
    },
  };
}

export type AdmissionsService = ReturnType<typeof createAdmissionsService>;
