import {
  claimMeter,
  claimMoveSchema,
  claimRequestSchema,
  DECISION_LIMIT_MINUTES,
  estimateTotal,
  type ClaimCase,
  type ClaimMove,
  type ClaimRequest,
  type ClaimRequestInput,
  type ClaimRow,
  type ClaimStage,
  type PayerTimes,
  type PayerTimesQuery,
  type StayClaims,
} from '@clinic/shared/insurance';
import { fullName } from '@clinic/shared/patients';
import { claimStatus, type ClaimStatus } from '@clinic/shared/status';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { addDays, clinicInstant, clinicNow } from '../../lib/clinic-time.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, ruleBroken } from '../../lib/errors.ts';
import { moveStatus } from '../../lib/status-move.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { FolioService } from '../billing/folio.service.ts';
import type { NumberingService } from '../numbering/numbering.service.ts';
import {
  admissionNotFound,
  claimAlreadyOpen,
  claimNotFound,
  COVER_CHANGED,
  DECISIONS,
  LOCKED,
  MINUTE_MS,
  NO_COVER_ON_STAY,
  partialNotLess,
  REQUEST_LOCKED,
  stageOf,
  STAY_NOT_IN_HOSPITAL,
  toClaimCase,
} from './claim-rules.ts';
import { claimsRepository as repo } from './claims.repository.ts';
import { claimCases } from './insurance.table.ts';

/**
 * Cashless claims of insured stays: the request to the payer built from the stay (the cashless
 * form's clinical and cost part), every move along the claims exchange's states kept with who and
 * when, the payer's time to decide against the regulator's limits, and its approved amount written
 * onto the stay's contract in the same transaction.
 */
export type RunningBill = (admissionId: string) => Promise<{ totalPaise: number; patientPaise: number }>;

export function createClaimsService(deps: {
  db: Db;
  audit: AuditService;
  numbering: NumberingService;
  /** The stay's bill as it stands and the patient's side of its split, for the meter. */
  runningBill: RunningBill;
  timeZone: string;
  /** Billing's contract takes the payer's approval, in the decision's transaction. */
  approvedByPayer: FolioService['approvedByPayer'];
}) {
  const { db, audit, numbering } = deps;

  async function one(id: string): Promise<ClaimCase> {
    const c = await repo.case(db, id);
    if (!c) throw claimNotFound(id);
    return toClaimCase(c, await repo.eventsOf(db, [id]));
  }

  return {
    /** Whether the stay's live claim on the cover has the payer's final approval (billing asks at finalization). */
    finalApproved: (conn: DbOrTx, admissionId: string, coverageId: string) =>
      repo.finalApproved(conn, admissionId, coverageId),

    /** How fast each payer decided over clinic days (the last 30 when not given), for the desk and owners. */
    async payerTimes(query: PayerTimesQuery): Promise<PayerTimes> {
      const today = clinicNow(deps.timeZone).date;
      const to = query.to ?? today;
      const from = query.from ?? addDays(to, -29);
      const rows = await repo.decisionTimes(
        db,
        clinicInstant(deps.timeZone, from, '00:00'),
        clinicInstant(deps.timeZone, addDays(to, 1), '00:00'),
      );
      return { from, to, rows };
    },

    /** The TPA desk's worklist (audited as a view of each patient shown). */
    async list(open: boolean, actor: Actor): Promise<ClaimRow[]> {
      return db.transaction(async (tx) => {
        const rows = await repo.list(tx, open);
        if (rows.length > 0)
          await audit.recordViews(tx, actor, {
            entityType: 'patient',
            entityIds: rows.map((r) => r.patient.id),
            summary: 'Listed on the claims desk',
          });
        return rows.map((r) => ({
          _id: r.id,
          number: r.number,
          admissionId: r.admissionId,
          ipNumber: r.ipNumber,
          patientName: fullName(r.patient),
          mrn: r.patient.mrn,
          payerName: r.payerName,
          tpaName: r.tpaName,
          status: r.status as ClaimStatus,
          stage: r.stage as ClaimStage,
          requestedPaise: r.requestedPaise,
          approvedPaise: r.approvedPaise,
          waitingSince: r.waitingSince?.toISOString() ?? null,
          limitMinutes: r.waitingSince ? DECISION_LIMIT_MINUTES[r.stage as ClaimStage] : null,
          updatedAt: r.updatedAt.toISOString(),
        }));
      });
    },

    async ofStay(admissionId: string, actor: Actor): Promise<StayClaims> {
      const stay = await repo.stay(db, admissionId);
      if (!stay) throw admissionNotFound(admissionId);
      const cases = await db.transaction(async (tx) => {
        const rows = await repo.casesOf(tx, admissionId);
        const events = await repo.eventsOf(
          tx,
          rows.map((r) => r.id),
        );
        await audit.recordViews(tx, actor, {
          entityType: 'patient',
          entityIds: [stay.patientId],
          summary: `Read the claims of ${stay.ipNumber}`,
        });
        return rows.map((r) =>
          toClaimCase(
            r,
            events.filter((e) => e.caseId === r.id),
          ),
        );
      });
      const meter = stay.coverageId
        ? await deps
            .runningBill(admissionId)
            .then((b) => claimMeter(stay.approvedPaise ?? 0, b.totalPaise, stay.copayPercent, b.patientPaise))
        : null;
      return { coverageId: stay.coverageId, cases, meter };
    },

    /** Drafts the stay's claim with its cover; one open claim per stay and cover (409 for a second). */
    async start(admissionId: string, input: ClaimRequestInput, actor: Actor): Promise<ClaimCase> {
      const request: ClaimRequest = claimRequestSchema.parse(input);
      const id = await db
        .transaction(async (tx) => {
          const stay = await repo.stay(tx, admissionId);
          if (!stay) throw admissionNotFound(admissionId);
          if (stay.status !== 'Active') throw conflict(STAY_NOT_IN_HOSPITAL);
          if (!stay.coverageId) throw ruleBroken(NO_COVER_ON_STAY);
          const live = await repo.live(tx, admissionId, stay.coverageId);
          if (live) throw conflict(claimAlreadyOpen((await repo.case(tx, live.id))?.number ?? ''));
          const number = await numbering.nextIn(tx, 'claimCase', undefined);
          const requestedPaise = estimateTotal(request.estimate);
          const row = await repo.insertCase(tx, {
            number: number.text,
            admissionId,
            coverageId: stay.coverageId,
            request,
            requestedPaise,
            createdBy: actor.userId,
          });
          if (!row) throw new Error('claim insert returned nothing');
          await repo.addEvent(tx, {
            caseId: row.id,
            byId: actor.userId,
            byName: actor.name ?? 'Unknown',
            toStatus: 'Draft',
            stage: 'Pre-auth',
            amountPaise: requestedPaise,
          });
          await audit.record(tx, actor, {
            action: 'create',
            entityType: 'claim',
            entityId: row.id,
            summary: `Claim ${number.text} for ${stay.ipNumber}`,
          });
          return row.id;
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error, 'claim_cases_live_uq') ? conflict(claimAlreadyOpen('')) : error;
        });
      return one(id);
    },

    /** Changes the request (before sending, to answer a query, or before asking for more). */
    async editRequest(id: string, input: ClaimRequestInput, actor: Actor): Promise<ClaimCase> {
      const request: ClaimRequest = claimRequestSchema.parse(input);
      await db.transaction(async (tx) => {
        const c = await repo.case(tx, id, true);
        if (!c) throw claimNotFound(id);
        if (LOCKED.includes(c.status as ClaimStatus)) throw conflict(REQUEST_LOCKED);
        await repo.updateCase(tx, id, { request, requestedPaise: estimateTotal(request.estimate) });
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'claim',
          entityId: id,
          summary: `Claim ${c.number}: request changed`,
        });
      });
      return one(id);
    },

    /**
     * Moves the claim along the exchange's states (409 for a move the machine has no edge for). A
     * request starts the payer's clock; a decision stops it and records the minutes it took; an
     * approval (the total approved so far) becomes the stay's approved amount; a cancelled claim
     * leaves the stay with none.
     */
    async move(id: string, input: ClaimMove, actor: Actor): Promise<ClaimCase> {
      const m = claimMoveSchema.parse(input);
      await db.transaction(async (tx) => {
        const c = await repo.case(tx, id, true);
        if (!c) throw claimNotFound(id);
        const from = c.status as ClaimStatus;
        if (!claimStatus.canMove(from, m.to))
          throw conflict(`A ${claimStatus.label(from)} claim cannot become ${m.to}`);
        // A claim on a cover the stay no longer bills may only be closed.
        const stay = await repo.stay(tx, c.admissionId);
        if (m.to !== 'Cancelled' && stay?.coverageId !== c.coverageId) throw ruleBroken(COVER_CHANGED);
        const now = new Date();
        const stage = m.to === 'Requested' ? stageOf(c, m) : (c.stage as ClaimStage);
        if (m.to === 'Partial' && m.amountPaise >= c.requestedPaise)
          throw badRequest(partialNotLess(c.requestedPaise), { amountPaise: partialNotLess(c.requestedPaise) });
        const decided = DECISIONS.includes(m.to);
        const minutesTaken =
          decided && c.waitingSince ? Math.round((now.getTime() - c.waitingSince.getTime()) / MINUTE_MS) : null;
        const approves = m.to === 'Approved' || m.to === 'Partial';
        const approvedPaise = approves ? m.amountPaise : m.to === 'Cancelled' ? 0 : c.approvedPaise;
        await moveStatus(tx, claimCases, claimStatus, id, m.to, {
          stage,
          approvedPaise,
          enhancements: c.enhancements + (m.to === 'Requested' && stage === 'Enhancement' ? 1 : 0),
          waitingSince:
            m.to === 'Requested' || m.to === 'Answered' ? now : decided || m.to === 'Cancelled' ? null : c.waitingSince,
          payerReference: m.reference || c.payerReference,
          updatedAt: now,
        });
        await repo.addEvent(tx, {
          caseId: id,
          at: now,
          byId: actor.userId,
          byName: actor.name ?? 'Unknown',
          fromStatus: from,
          toStatus: m.to,
          stage,
          amountPaise: approves ? m.amountPaise : m.to === 'Requested' ? c.requestedPaise : 0,
          note: m.note,
          reference: m.reference,
          minutesTaken,
        });
        // A cancel takes back only an approval this claim gave; one typed on the contract stays.
        if (approves || (m.to === 'Cancelled' && c.approvedPaise > 0))
          await deps.approvedByPayer(tx, c.admissionId, c.coverageId, approvedPaise);
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'claim',
          entityId: id,
          summary: `Claim ${c.number}: ${from} → ${m.to} (${stage})`,
        });
      });
      return one(id);
    },
  };
}

export type ClaimsService = ReturnType<typeof createClaimsService>;
