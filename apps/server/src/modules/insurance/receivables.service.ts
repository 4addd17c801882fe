import { formatPaise } from '@clinic/shared/money';
import {
  AGEING_BUCKETS,
  bucketOf,
  DEDUCTIONS_DONT_ADD_UP,
  MORE_THAN_OUTSTANDING,
  OPEN_PAYER_CLAIM,
  settlementInputSchema,
  submitPayerClaimSchema,
  type PayerAgeing,
  type Receivable,
  type SettlementInput,
  type SubmitPayerClaim,
} from '@clinic/shared/insurance';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { badRequest, conflict, forbidden, notFound, ruleBroken } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { receivableOf, statusAfter } from './receivable-math.ts';
import { receivablesRepository as repo } from './receivables.repository.ts';

export const ALREADY_SUBMITTED = "This payer's bill is already submitted";
export const PAYER_BILL_SETTLED = "This payer's bill is settled or closed";
export const NOT_SHORT = "Only a short-paid or denied payer's bill is re-submitted";
export const WRITE_OFF_NEEDS_PERMISSION = 'Writing off what a payer did not pay needs permission';
export const ACCOUNT_CLOSED_FOR_SHORTFALL =
  "The stay's account is closed: keep the shortfall open to re-submit, or write it off";
export const EXPLAIN_SHORTFALL = "Enter the payer's deductions that make up the shortfall";

const SETTLEABLE = ['Submitted', 'Resubmitted', 'Short-paid', 'Denied'];

/**
 * The receivables desk: payers' bills after discharge, submitted, settled (with TDS and
 * deductions by reason), short-paid or denied and re-submitted, or closed by writing the
 * shortfall off or moving it to the patient; and each payer's outstanding by age.
 */
export function createReceivablesService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;

  async function load(conn: DbOrTx, billId?: string): Promise<Receivable[]> {
    const rows = await repo.rows(conn, billId);
    const settlements = await repo.settlementsOf(
      conn,
      rows.map((r) => r.b.id),
    );
    const now = new Date();
    return rows.map((r) =>
      receivableOf(
        r,
        settlements.filter((s) => s.billId === r.b.id),
        now,
      ),
    );
  }

  async function one(conn: DbOrTx, billId: string): Promise<Receivable> {
    const [r] = await load(conn, billId);
    if (!r) throw notFound(`No payer's bill with ID ${billId}`);
    return r;
  }

  async function claimOrThrow(tx: DbOrTx, id: string) {
    const claim = await repo.lockClaim(tx, id);
    if (!claim) throw notFound(`Payer claim with ID ${id} not found`);
    return claim;
  }

  return {
    /** Payers' bills, open ones (the payer still owes) or all; a read of the patients named, audited. */
    async list(status: 'open' | 'all', actor: Actor): Promise<Receivable[]> {
      const all = await load(db);
      const shown = status === 'all' ? all : all.filter((r) => OPEN_PAYER_CLAIM.includes(r.status));
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: [...new Set(shown.map((r) => r.patientId))],
        summary: 'Listed on the receivables desk',
      });
      return shown;
    },

    /** Each payer's outstanding, in the ageing buckets by days since the bill. */
    async ageing(): Promise<PayerAgeing[]> {
      const byPayer = new Map<string, PayerAgeing>();
      for (const r of await load(db)) {
        if (r.outstandingPaise <= 0) continue;
        const row = byPayer.get(r.payerName) ?? {
          payerName: r.payerName,
          buckets: Object.fromEntries(AGEING_BUCKETS.map((b) => [b, 0])) as PayerAgeing['buckets'],
          totalPaise: 0,
          bills: 0,
        };
        row.buckets[bucketOf(r.ageDays)] += r.outstandingPaise;
        row.totalPaise += r.outstandingPaise;
        row.bills += 1;
        byPayer.set(r.payerName, row);
      }
      return [...byPayer.values()].sort((a, b) => b.totalPaise - a.totalPaise);
    },

    /** Sends the payer its bill (with the claim file); once per bill. */
    async submit(billId: string, input: SubmitPayerClaim, actor: Actor): Promise<Receivable> {
      const v = submitPayerClaimSchema.parse(input);
      return db.transaction(async (tx) => {
        const bill = await one(tx, billId);
        if (bill.claimId) throw conflict(ALREADY_SUBMITTED);
        const made = await repo.insertClaim(tx, {
          billId,
          reference: v.reference,
          submittedBy: actor.userId,
          submittedByName: actor.name ?? 'Unknown',
        });
        if (!made) throw conflict(ALREADY_SUBMITTED);
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'payer_claim',
          entityId: made.id,
          summary: `Submitted ${bill.billNumber} to ${bill.payerName} for ${formatPaise(bill.claimedPaise)}`,
        });
        return one(tx, billId);
      });
    },

    /**
     * Posts what the payer paid. The payment and TDS cannot pass what it owes; a shortfall is
     * explained by deductions that add up to it, and is kept open, written off (with permission)
     * or moved to the patient.
     */
    async settle(claimId: string, input: SettlementInput, actor: Actor, canWriteOff: boolean): Promise<Receivable> {
      const v = settlementInputSchema.parse(input);
      return db.transaction(async (tx) => {
        const claim = await claimOrThrow(tx, claimId);
        if (!SETTLEABLE.includes(claim.status)) throw conflict(PAYER_BILL_SETTLED);
        const before = await one(tx, claim.billId);
        const received = v.paidPaise + v.tdsPaise;
        if (received > before.outstandingPaise) throw ruleBroken(MORE_THAN_OUTSTANDING);
        const shortfall = before.outstandingPaise - received;
        const deducted = v.deductions.reduce((n, d) => n + d.paise, 0);
        if (shortfall > 0 && v.shortfall !== 'reprocess' && v.deductions.length === 0)
          throw badRequest(EXPLAIN_SHORTFALL, { deductions: EXPLAIN_SHORTFALL });
        if (v.deductions.length > 0 && deducted !== shortfall) {
          const message = DEDUCTIONS_DONT_ADD_UP(formatPaise(shortfall));
          throw badRequest(message, { deductions: message });
        }
        if (shortfall > 0 && v.shortfall === 'write-off' && !canWriteOff) throw forbidden(WRITE_OFF_NEEDS_PERMISSION);
        if (shortfall > 0 && v.shortfall === 'patient' && (await repo.accountClosed(tx, claim.billId)))
          throw ruleBroken(ACCOUNT_CLOSED_FOR_SHORTFALL);
        const closes = shortfall > 0 && v.shortfall !== 'reprocess';
        const settlement = await repo.insertSettlement(tx, {
          payerClaimId: claim.id,
          billId: claim.billId,
          paidPaise: v.paidPaise,
          tdsPaise: v.tdsPaise,
          deductions: v.deductions,
          utr: v.utr,
          paidOn: v.paidOn,
          writeOffPaise: closes && v.shortfall === 'write-off' ? shortfall : 0,
          toPatientPaise: closes && v.shortfall === 'patient' ? shortfall : 0,
          note: v.note,
          byId: actor.userId,
          byName: actor.name ?? 'Unknown',
        });
        const status = statusAfter(closes ? 0 : shortfall, v.paidPaise + v.tdsPaise > 0, v.shortfall, shortfall > 0);
        await repo.setStatus(tx, claim.id, { status });
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'claim_settlement',
          entityId: settlement?.id ?? null,
          summary: `${before.billNumber}: ${formatPaise(v.paidPaise)} received, TDS ${formatPaise(v.tdsPaise)}, ${status}`,
        });
        return one(tx, claim.billId);
      });
    },

    /** Sends a short-paid or denied bill back to the payer for reprocessing. */
    async resubmit(claimId: string, input: SubmitPayerClaim, actor: Actor): Promise<Receivable> {
      const v = submitPayerClaimSchema.parse(input);
      return db.transaction(async (tx) => {
        const claim = await claimOrThrow(tx, claimId);
        if (claim.status !== 'Short-paid' && claim.status !== 'Denied') throw conflict(NOT_SHORT);
        await repo.setStatus(tx, claim.id, {
          status: 'Resubmitted',
          reference: v.reference || claim.reference,
          resubmissions: claim.resubmissions + 1,
        });
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'payer_claim',
          entityId: claim.id,
          summary: `Re-submitted (${claim.resubmissions + 1})`,
        });
        return one(tx, claim.billId);
      });
    },
  };
}

export type ReceivablesService = ReturnType<typeof createReceivablesService>;
