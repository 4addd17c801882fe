import { readAbhaQr, type AbhaScanReply } from '@clinic/shared/abdm';
import type { Patient } from '@clinic/shared/patients';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { clinicNow } from '../../lib/clinic-time.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { abhaRace, refuseAbhaHeldElsewhere } from './patient-abha.ts';
import { toPatient, toSummary } from './patients.mapping.ts';
import { patientsRepository } from './patients.repository.ts';
import { patientNotFound } from './patients.service.ts';

type AbhaLink = { abhaNumber: string; abhaAddress: string };

export const ABHA_ALREADY_LINKED = 'This patient already has another ABHA number: correct it on the patient record';

/**
 * Scan and Share at the desk: what the patient's ABHA QR code says, and who of ours it is. The
 * patients shown back are audited as viewed, in one transaction with the lookup.
 */
export function createAbhaScanService(deps: { db: Db; audit: AuditService; timeZone: string }) {
  const { db, audit } = deps;
  const today = () => clinicNow(deps.timeZone).date;

  return {
    async scan(qr: string, actor: Actor): Promise<AbhaScanReply> {
      const reading = readAbhaQr(qr);
      if (!reading.ok) throw badRequest(reading.message, { qr: reading.message });
      const { profile, warnings } = reading;
      return db.transaction(async (tx) => {
        const [holder] = await patientsRepository.abhaHolders(tx, profile);
        const name = `${profile.givenName} ${profile.familyName}`.trim().toLowerCase();
        const candidates =
          holder || !profile.phone
            ? []
            : await patientsRepository.possibleDuplicates(tx, { searchName: name, phone: profile.phone, iquma: '' });
        const shown = holder ? [holder] : candidates;
        await audit.recordViews(tx, actor, {
          entityType: 'patient',
          entityIds: shown.map((p) => p.id),
          summary: holder ? 'Found by ABHA QR scan' : 'Offered as a match for an ABHA QR scan',
        });
        return {
          profile,
          warnings,
          match: holder ? toSummary(holder, today()) : null,
          candidates: candidates.map((c) => toSummary(c, today())),
        };
      });
    },

    /** Gives a patient registered before their ABHA card its number and address; never replaces another. */
    async link(id: string, abha: AbhaLink, actor: Actor): Promise<Patient> {
      const row = await db
        .transaction(async (tx) => {
          const before = await patientsRepository.findById(tx, id, true);
          if (!before) throw patientNotFound(id);
          const abhaNumber = abha.abhaNumber || before.abhaNumber;
          const abhaAddress = abha.abhaAddress || before.abhaAddress;
          if (before.abhaNumber && abhaNumber !== before.abhaNumber) {
            throw new AppError(409, 'ABHA_ALREADY_LINKED', ABHA_ALREADY_LINKED, { abhaNumber: ABHA_ALREADY_LINKED });
          }
          await refuseAbhaHeldElsewhere(tx, { abhaNumber, abhaAddress }, id);
          if (abhaNumber === before.abhaNumber && abhaAddress === before.abhaAddress) return before;
          const after = await patientsRepository.update(tx, id, { abhaNumber, abhaAddress });
          await audit.record(tx, actor, {
            action: 'update',
            entityType: 'patient',
            entityId: id,
            summary: `Linked an ABHA to ${after.mrn}`,
          });
          return after;
        })
        .catch((error: unknown) => {
          throw abhaRace(error) ?? error;
        });
      return toPatient(row, today());
    },
  };
}

export type AbhaScanService = ReturnType<typeof createAbhaScanService>;
