import type { PharmacyPrescription, PrescriptionLine } from '@clinic/shared/encounters';
import type { Paged } from '@clinic/shared/http';
import { clinicNow } from '../../lib/clinic-time.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { PageQuery } from '../../db/list.ts';
import type { Publish } from '../../lib/events.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import { pharmacyRepository, toPharmacyPrescription } from './pharmacy.repository.ts';

/** Lines the pharmacy still has to hand out. */
const WAITING = ['Pending', 'Partly dispensed'] as const;

/**
 * The pharmacy owns prescriptions-to-dispense: a consultation (later a ward) asks for its lines
 * to be dispensed inside its own transaction; the pharmacy tracks each line to the end.
 */
export function createPharmacyService(deps: { db: Db; audit: AuditService; timeZone: string }) {
  return {
    async requestDispenseIn(
      tx: DbOrTx,
      request: {
        encounterId: string;
        patientId: string;
        lines: { prescriptionItemId: string; drugId: string; quantity: number }[];
      },
      publish: Publish,
    ): Promise<void> {
      if (request.lines.length === 0) return;
      await pharmacyRepository.insertRequests(
        tx,
        request.lines.map((l) => ({ ...l, encounterId: request.encounterId, patientId: request.patientId })),
      );
      publish('dispense.requested', {
        encounterId: request.encounterId,
        patientId: request.patientId,
        lines: request.lines.length,
      });
    },

    /** The prescription lines of these encounters with their dispensing status, by encounter. */
    linesOfEncounters: (db: DbOrTx, encounterIds: string[]): Promise<Map<string, PrescriptionLine[]>> =>
      pharmacyRepository.linesOfEncounters(db, encounterIds),

    /**
     * A page of the prescriptions with lines still to dispense, newest first; `search` matches
     * the patient's name or MRN, the doctor, or the start of the prescription ID.
     */
    async waitingPrescriptions(page: PageQuery, actor: Actor, search?: string): Promise<Paged<PharmacyPrescription>> {
      const { rows, total } = await pharmacyRepository.encountersWaiting(deps.db, WAITING, page, search);
      await deps.audit.viewed(actor, {
        entityType: 'patient',
        entityIds: rows.map((r) => r.p.id),
        summary: 'Listed in the pharmacy worklist',
      });
      const lines = await pharmacyRepository.linesOfEncounters(
        deps.db,
        rows.map((h) => h.e.id),
      );
      return {
        data: rows.map(({ e, p }) =>
          toPharmacyPrescription(e, p, lines.get(e.id) ?? [], clinicNow(deps.timeZone).date),
        ),
        total,
        ...page,
      };
    },
  };
}

export type PharmacyService = ReturnType<typeof createPharmacyService>;
