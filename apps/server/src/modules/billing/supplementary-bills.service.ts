import { bySection, type Bill } from '@clinic/shared/billing';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { IDEMPOTENCY_KEY_REUSED } from '../../plugins/idempotency.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { NumberingService } from '../numbering/numbering.service.ts';
import { writeBillIn } from './bill-writer.ts';
import { billsRepository } from './bills.repository.ts';
import { folioRepository } from './folio.repository.ts';
import { chargeLine, pendingChargesOf } from './ip-bill-lines.ts';
import { FOLIO_CLOSED } from './ip-billing.service.ts';
import { ipBillingRepository as repo } from './ip-billing.repository.ts';

export const FINAL_BILL_FIRST = "Finalize the stay's bill first: charges before it go on it";
export const NOTHING_AFTER_FINAL = 'No charges have come since the final bill';

/**
 * Charges that reach a stay after its final bill (a late ward round, a ward issue, a study) are
 * never lost: they wait as the stay's unbilled charges, shown to the billing desk, until a
 * supplementary bill of the same stay bills them. It is paid and settled on its own.
 */
export function createSupplementaryBillsService(deps: {
  db: Db;
  audit: AuditService;
  numbering: NumberingService;
  timeZone: string;
}) {
  const { db } = deps;
  return {
    async make(admissionId: string, key: string, actor: Actor): Promise<Bill> {
      const id = await db.transaction(async (tx) => {
        // The stay's lock: two requests never bill the same late charges twice.
        const admission = await repo.lockAdmission(tx, admissionId);
        if (!admission) throw notFound(`Admission with ID ${admissionId} not found`);
        const earlier = await billsRepository.byKey(tx, key);
        if (earlier) {
          if (earlier.admissionId !== admissionId || !earlier.supplementOf)
            throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED);
          return earlier.id;
        }
        const main = await repo.bill(tx, admissionId);
        if (!main) throw conflict(FINAL_BILL_FIRST);
        if (await folioRepository.closure(tx, admissionId)) throw conflict(FOLIO_CLOSED);
        // At the payer's tariff on an insured stay, as the final bill priced them.
        const charges = await pendingChargesOf(tx, admissionId, deps.timeZone);
        if (charges.length === 0) throw conflict(NOTHING_AFTER_FINAL);
        const lines = charges.map((c) => chargeLine(c)).sort(bySection);
        const bill = await writeBillIn(
          tx,
          deps,
          {
            kind: 'IP',
            patientId: admission.patientId,
            admissionId,
            supplementOf: main.id,
            lines,
            discountPercent: 0,
            discountReason: '',
            idempotencyKey: key,
            summary: `to ${main.number} for ${admission.ipNumber}, ${lines.length} lines`,
          },
          actor,
        );
        return bill.id;
      });
      const bill = await billsRepository.detail(db, id);
      if (!bill) throw new Error(`bill ${id} vanished`);
      return bill;
    },
  };
}

export type SupplementaryBillsService = ReturnType<typeof createSupplementaryBillsService>;
