import {
  ALREADY_CONSULTING,
  consultantInputSchema,
  treatingDoctorInputSchema,
  type AdmissionDetail,
  type ConsultantInput,
  type TreatingDoctorInput,
} from '@clinic/shared/admissions';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { StaffService } from '../staff/staff.service.ts';
import { lockAdmission } from './admission-access.ts';
import { admissionsRepository as repo } from './admissions.repository.ts';
import { activeDoctor, type AdmissionsService } from './admissions.service.ts';

/**
 * Who cares for a stay: the treating doctor (one at a time, changed with a reason) and the
 * consultants called in. Every change closes one period and opens another, audited, so the
 * record shows who was responsible at any hour.
 */
export function createCareTeamService(deps: {
  db: Db;
  audit: AuditService;
  staff: Pick<StaffService, 'get'>;
  admissions: Pick<AdmissionsService, 'detail'>;
}) {
  const { db, audit } = deps;
  const by = (actor: Actor) => actor.name ?? 'Unknown';

  return {
    async setTreating(id: string, input: TreatingDoctorInput, actor: Actor): Promise<AdmissionDetail> {
      const v = treatingDoctorInputSchema.parse(input);
      const doctor = await activeDoctor(deps.staff, v.doctorId);
      await db.transaction(async (tx) => {
        const admission = await lockAdmission(tx, id, 'active');
        const open = await repo.careOf(tx, [id], true);
        // The same doctor again changes nothing: the period runs on as it was.
        if (open.some((c) => c.care.role === 'treating' && c.care.doctorId === doctor._id)) return;
        await repo.endCare(tx, { admissionId: id, role: 'treating' }, new Date(), by(actor));
        // A consultant who takes the stay over treats it now, and no longer consults on it.
        await repo.endCare(tx, { admissionId: id, role: 'consulting', doctorId: doctor._id }, new Date(), by(actor));
        await repo.addCare(tx, { admissionId: id, doctorId: doctor._id, role: 'treating', assignedByName: by(actor) });
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'admission',
          entityId: id,
          summary: `Treating doctor of ${admission.ipNumber} is now ${doctor.name}${v.reason ? `: ${v.reason}` : ''}`,
        });
      });
      return deps.admissions.detail(id);
    },

    async addConsultant(id: string, input: ConsultantInput, actor: Actor): Promise<AdmissionDetail> {
      const v = consultantInputSchema.parse(input);
      const doctor = await activeDoctor(deps.staff, v.doctorId);
      await db
        .transaction(async (tx) => {
          const admission = await lockAdmission(tx, id, 'active');
          await repo.addCare(tx, {
            admissionId: id,
            doctorId: doctor._id,
            role: 'consulting',
            assignedByName: by(actor),
          });
          await audit.record(tx, actor, {
            action: 'update',
            entityType: 'admission',
            entityId: id,
            summary: `${doctor.name} consulting on ${admission.ipNumber}`,
          });
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error, 'admission_doctors_open_uq') ? conflict(ALREADY_CONSULTING) : error;
        });
      return deps.admissions.detail(id);
    },

    async endConsultant(id: string, doctorId: string, actor: Actor): Promise<AdmissionDetail> {
      await db.transaction(async (tx) => {
        const admission = await lockAdmission(tx, id, 'active');
        const [ended] = await repo.endCare(
          tx,
          { admissionId: id, role: 'consulting', doctorId },
          new Date(),
          by(actor),
        );
        if (!ended) throw notFound('This doctor is not consulting on this stay');
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'admission',
          entityId: id,
          summary: `Consultant ${doctorId} no longer on ${admission.ipNumber}`,
        });
      });
      return deps.admissions.detail(id);
    },
  };
}

export type CareTeamService = ReturnType<typeof createCareTeamService>;
