import {
  tooManyBack,
  WARD_RETURN_BILLED,
  wardReturnInputSchema,
  type WardIssueLine,
  type WardReturn,
  type WardReturnInput,
} from '@clinic/shared/pharmacy';
import type { Db } from '../../db/client.ts';
import { notFound, ruleBroken } from '../../lib/errors.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ChargesService } from '../billing/charges.service.ts';
import { changeStock } from '../inventory/stock-ledger.ts';
import { wardIssueLine } from './ward-issue.service.ts';
import { wardReturnRepository as repo } from './ward-return.repository.ts';

type ReturnRow = Awaited<ReturnType<typeof repo.insert>>;
const toReturn = (r: ReturnRow): WardReturn => ({
  _id: r.id,
  issueId: r.issueId,
  quantity: r.quantity,
  creditPaise: r.creditPaise,
  returnedAt: r.returnedAt.toISOString(),
});

/** What the units still kept of an issue come to, at the issue's batch price. */
const amountOf = (units: number, mrpPaise: number, perPack: number) => Math.floor((units * mrpPaise) / perPack);

/**
 * Ward returns: units of a ward issue the ward sends back unused go back on their batch, and the
 * stay's charge for the issue becomes what was kept, so the IP account is credited at once. Once
 * the bill is final the charge is on it, and the billing desk credits by a credit note instead.
 */
export function createWardReturnService(deps: {
  db: Db;
  audit: AuditService;
  charges: Pick<ChargesService, 'reduceChargeIn'>;
}) {
  const { db, audit } = deps;

  return {
    /** The stay's ward issues with what came back of each; the view is audited. */
    async issuesOfStay(ipNumber: string, actor: Actor): Promise<WardIssueLine[]> {
      const rows = await repo.issuesOfStay(db, ipNumber.trim());
      const first = rows[0];
      if (first)
        await audit.record(db, actor, {
          action: 'view',
          entityType: 'admission',
          entityId: first.issue.admissionId,
          summary: `Viewed ward issues of ${first.ipNumber}`,
        });
      return rows.map(({ issue, ipNumber: ip, returned, chargeStatus }) => ({
        _id: issue.id,
        ipNumber: ip,
        drugName: issue.drugName,
        batchNumber: issue.batchNumber,
        quantity: issue.quantity,
        amountPaise: issue.amountPaise,
        issuedAt: issue.issuedAt.toISOString(),
        issuedBy: issue.issuedByName,
        returnedQuantity: returned,
        chargeStatus,
      }));
    },

    /** Takes units of an issue back; the same key again returns the first answer and moves nothing twice. */
    async returnUnits(issueId: string, input: WardReturnInput, key: string, actor: Actor): Promise<WardReturn> {
      const v = wardReturnInputSchema.parse(input);
      const earlier = await repo.byKey(db, key);
      if (earlier) return toReturn(earlier);
      const row = await db.transaction(async (tx) => {
        const found = await repo.lockIssue(tx, issueId);
        if (!found) throw notFound(`Ward issue with ID ${issueId} not found`);
        const { issue, returned } = found;
        const left = issue.quantity - returned;
        if (v.quantity > left) throw ruleBroken(tooManyBack(left));
        const kept = left - v.quantity;
        const before = amountOf(left, issue.mrpPaise, issue.unitsPerPack);
        const after = amountOf(kept, issue.mrpPaise, issue.unitsPerPack);
        if (issue.chargeId) {
          const line = wardIssueLine(issue.drugName, issue.batchNumber, kept, issue.mrpPaise, issue.unitsPerPack);
          await deps.charges.reduceChargeIn(
            tx,
            issue.chargeId,
            kept === 0
              ? null
              : { quantity: line.quantity, unitPricePaise: line.unitPricePaise, serviceName: line.name },
            WARD_RETURN_BILLED,
            actor,
          );
        }
        await changeStock(tx, {
          batchId: issue.batchId,
          change: v.quantity,
          reason: 'ward_return',
          referenceType: 'ward_return',
          referenceId: key,
          userId: actor.userId,
        });
        const saved = await repo.insert(tx, {
          issueId,
          admissionId: issue.admissionId,
          quantity: v.quantity,
          creditPaise: before - after,
          reason: v.reason,
          idempotencyKey: key,
          returnedBy: actor.userId,
          returnedByName: actor.name ?? 'Unknown',
        });
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'ward_return',
          entityId: saved.id,
          summary: `${v.quantity} of ${issue.drugName} back from the ward: ${v.reason}`,
        });
        return saved;
      });
      return toReturn(row);
    },
  };
}

export type WardReturnService = ReturnType<typeof createWardReturnService>;
