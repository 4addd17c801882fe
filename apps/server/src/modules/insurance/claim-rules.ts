import {
  DECISION_LIMIT_MINUTES,
  type ClaimCase,
  type ClaimStage,
  type claimMoveSchema,
} from '@clinic/shared/insurance';
import { formatPaise } from '@clinic/shared/money';
import type { ClaimStatus } from '@clinic/shared/status';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { ClaimEventRow, ListedClaimCase } from './claims.repository.ts';

/** What a claim's moves answer in words, which states are a payer's decision, and a case as the screens read it. */
export const NO_COVER_ON_STAY = "Choose the patient's cover on the CONTRACT tab before asking the payer";
export const claimAlreadyOpen = (number: string) => `This stay already has an open claim with its payer: ${number}`;
export const COVER_CHANGED =
  "The stay's payer is no longer this claim's cover: cancel this claim or choose the cover again";
export const STAY_NOT_IN_HOSPITAL = 'A cashless request is made while the patient is in hospital';
export const REQUEST_LOCKED = 'The request cannot change while the payer is deciding or after it is cancelled';
export const CHOOSE_NEXT_STAGE = 'Choose an enhancement or the final approval';
export const partialNotLess = (requested: number) =>
  `A partial approval is less than the ${formatPaise(requested)} asked; record it as approved`;

export const DECISIONS: readonly ClaimStatus[] = ['Queried', 'Approved', 'Partial', 'Rejected'];
export const LOCKED: readonly ClaimStatus[] = ['Requested', 'Answered', 'Cancelled'];
export const MINUTE_MS = 60_000;

export const admissionNotFound = (id: string) => notFound(`Admission with ID ${id} not found`);
export const claimNotFound = (id: string) => notFound(`Claim with ID ${id} not found`);

export function toClaimCase(c: ListedClaimCase, events: ClaimEventRow[]): ClaimCase {
  const stage = c.stage as ClaimStage;
  return {
    _id: c.id,
    number: c.number,
    admissionId: c.admissionId,
    coverageId: c.coverageId,
    payerName: c.payerName,
    tpaName: c.tpaName,
    policyNumber: c.policyNumber,
    status: c.status as ClaimStatus,
    stage,
    request: c.request,
    requestedPaise: c.requestedPaise,
    approvedPaise: c.approvedPaise,
    enhancements: c.enhancements,
    payerReference: c.payerReference,
    waitingSince: c.waitingSince?.toISOString() ?? null,
    limitMinutes: c.waitingSince ? DECISION_LIMIT_MINUTES[stage] : null,
    events: events.map((e) => ({
      _id: e.id,
      at: e.at.toISOString(),
      by: e.byName,
      from: (e.fromStatus as ClaimStatus | null) ?? null,
      to: e.toStatus as ClaimStatus,
      stage: e.stage as ClaimStage,
      amountPaise: e.amountPaise,
      note: e.note,
      reference: e.reference,
      minutesTaken: e.minutesTaken,
      limitMinutes: e.minutesTaken === null ? null : DECISION_LIMIT_MINUTES[e.stage as ClaimStage],
    })),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

/** The stage a request goes at: the first, again after a rejection, or the next one asked for. */
export function stageOf(c: ListedClaimCase, m: ReturnType<typeof claimMoveSchema.parse>): ClaimStage {
  if (c.status === 'Draft') return 'Pre-auth';
  if (c.status === 'Rejected') return c.stage as ClaimStage;
  if (m.stage !== 'Enhancement' && m.stage !== 'Final')
    throw badRequest(CHOOSE_NEXT_STAGE, { stage: CHOOSE_NEXT_STAGE });
  return m.stage;
}
