import { prescriptionId, type FavouriteDrug, type LastPrescription } from '@clinic/shared/encounters';
import type { Db } from '../../db/client.ts';
import { unauthorized } from '../../lib/errors.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { PatientsService } from '../patients/patients.service.ts';
import { prescriptionHistoryRepository as repo } from './prescription-history.repository.ts';

/** How far back a doctor's favourites look, and how many are shown. */
export const FAVOURITE_DAYS = 180;
export const FAVOURITE_COUNT = 12;

/** What doctors wrote before, to write it again: a doctor's favourite drugs, a patient's last prescription. */
export function createPrescriptionHistoryService(deps: {
  db: Db;
  audit: AuditService;
  patients: Pick<PatientsService, 'get'>;
}) {
  const { db, audit } = deps;

  return {
    /** The caller's most prescribed drugs of the last 180 days, read from their own prescriptions only. */
    async favourites(actor: Actor): Promise<FavouriteDrug[]> {
      if (!actor.userId) throw unauthorized();
      const rows = await repo.favourites(db, actor.userId, FAVOURITE_DAYS, FAVOURITE_COUNT);
      return rows.map((r) => ({
        drugId: r.drug_id,
        drugName: r.drug_name,
        times: r.times,
        dose: r.dose,
        frequency: r.frequency,
        durationDays: r.duration_days,
        route: r.route,
        instructions: r.instructions,
      }));
    },

    /**
     * The patient's most recent consultation that prescribed anything, by any doctor, with its
     * lines (a consultation without medicines has no prescription to repeat). Reading it is
     * reading the patient's record, so it is audited as a view of the patient.
     */
    async last(patientId: string, actor: Actor): Promise<LastPrescription | null> {
      const patient = await deps.patients.get(patientId);
      const found = await repo.lastPrescribing(db, patient._id);
      const lines = found ? await repo.linesOf(db, found.id) : [];
      const createdAt = found ? new Date(found.created_at).toISOString() : null;
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: [patient._id],
        summary: found
          ? `Read prescription ${prescriptionId(found.id)} to repeat it`
          : 'Looked for a prescription to repeat',
      });
      if (!found || !createdAt) return null;
      return {
        encounterId: found.id,
        doctorName: found.doctor_name,
        createdAt,
        lines: lines.map((l) => ({
          drugId: l.drug_id,
          drugName: l.drug_name,
          available: l.live,
          dose: l.dose,
          frequency: l.frequency,
          durationDays: l.duration_days,
          route: l.route,
          instructions: l.instructions,
          quantity: l.quantity,
        })),
      };
    },
  };
}

export type PrescriptionHistoryService = ReturnType<typeof createPrescriptionHistoryService>;
