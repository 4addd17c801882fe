import { opDiscountRequestSchema, type Discount, type OpDiscountRequest } from '@clinic/shared/billing';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { NumberingService } from '../numbering/numbering.service.ts';
import type { PatientsService } from '../patients/patients.service.ts';
import { derivedKey } from './bill-writer.ts';
import { folioRepository, toDiscount } from './folio.repository.ts';
import { lockOpLines, writeOpBillIn, type OpBillAsk } from './op-bill-lines.ts';

export const WITHIN_LIMIT = 'This discount is within your limit: finalize the bill instead';
export const CHARGES_CHANGED =
  'The charges of this request have been billed or cancelled since it was sent; reject it and ask again';
type DiscountRow = NonNullable<Awaited<ReturnType<typeof folioRepository.lockDiscount>>>;

/**
 * An OP bill whose discount is above the clinic's limit: the desk sends it to the approval queue
 * (its charges held there), and whoever holds `bills.discount.approve` approves it, which makes
 * the bill final with the discount (the desk then takes the payment), or rejects it.
 */
export function createOpDiscountsService(deps: {
  db: Db;
  audit: AuditService;
  numbering: NumberingService;
  patients: PatientsService;
  discountApprovalPercent: number;
}) {
  const { db, audit } = deps;
  return {
    async request(input: OpDiscountRequest, actor: Actor): Promise<Discount> {
      const v = opDiscountRequestSchema.parse(input);
      await deps.patients.get(v.patientId);
      return db.transaction(async (tx) => {
        const { lines, effectivePercent } = await lockOpLines(tx, v);
        if (effectivePercent <= deps.discountApprovalPercent) throw badRequest(WITHIN_LIMIT);
        const ask: OpBillAsk = {
          patientId: v.patientId,
          chargeIds: v.chargeIds,
          discountPercent: v.discountPercent,
          discountFlatPaise: v.discountFlatPaise,
          discountReason: v.discountReason,
        };
        const row = await folioRepository.insertDiscount(tx, {
          kind: 'OP',
          patientId: v.patientId,
          appliesTo: `OP bill: ${lines.map((l) => l.description).join(', ')}`.slice(0, 200),
          percent: v.discountPercent,
          flatPaise: v.discountFlatPaise,
          reason: v.discountReason,
          request: ask,
          status: 'Pending approval',
          requestedBy: actor.userId,
          requestedByName: actor.name ?? 'Unknown',
        });
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'bill discount',
          entityId: row.id,
          summary: `Asked approval of an OP bill's discount (${lines.length} lines)`,
        });
        return toDiscount(row);
      });
    },

    /** Makes the approved OP bill inside the deciding transaction; gives the bill's id. */
    async approveIn(tx: DbOrTx, found: DiscountRow, actor: Actor): Promise<string> {
      const ask = found.request as OpBillAsk;
      let lines;
      try {
        ({ lines } = await lockOpLines(tx, ask, true));
      } catch (error) {
        // A charge billed, cancelled or gone since the request: the request no longer stands.
        if (error instanceof AppError && [404, 409].includes(error.statusCode)) throw conflict(CHARGES_CHANGED);
        throw error;
      }
      const bill = await writeOpBillIn(tx, deps, ask, lines, derivedKey('discount', found.id), actor);
      return bill.id;
    },
  };
}

export type OpDiscountsService = ReturnType<typeof createOpDiscountsService>;
