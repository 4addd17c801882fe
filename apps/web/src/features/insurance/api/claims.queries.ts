import { claimCaseSchema, stayClaimsSchema, type ClaimMove, type ClaimRequestInput } from '@clinic/shared/insurance';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';
import { billingKeys } from '../../billing/api/billing.queries.ts';

/** The cashless request in the claims exchange's FHIR shape (a pre-authorisation ClaimBundle). */
export const preauthBundleUrl = (claimId: string) => `/api/claims/${claimId}/bundle`;

export const claimKeys = {
  stay: (admissionId: string) => ['admissions', admissionId, 'claims'] as const,
};

export const claimQueries = {
  /** The stay's cover, its claim cases (newest first) and the approval meter. */
  stay: (admissionId: string) =>
    queryOptions({
      queryKey: claimKeys.stay(admissionId),
      queryFn: ({ signal }) => api(`/admissions/${admissionId}/claims`, { schema: stayClaimsSchema, signal }),
      enabled: admissionId.length > 0,
    }),
};

/**
 * A claim's approval is the bill's CONTRACT amount, so every write reads the stay's claims and
 * the billing views again (the same key the folio's own writes refresh).
 */
const refreshes = (admissionId: string) => ({ invalidates: [claimKeys.stay(admissionId), billingKeys.all] });

/** Starts a Draft request for the stay's cover; a retried send finds the first draft. */
export const useStartClaim = (admissionId: string) =>
  useIdempotentMutation(
    (body: ClaimRequestInput, idempotencyKey) =>
      api(`/admissions/${admissionId}/claims`, { method: 'POST', body, schema: claimCaseSchema, idempotencyKey }),
    refreshes(admissionId),
  );

/** Changes a case's request (refused with a 409 while the payer is deciding). */
export const useEditClaim = (admissionId: string, claimId: string) =>
  useIdempotentMutation(
    (body: ClaimRequestInput) => api(`/claims/${claimId}`, { method: 'PUT', body, schema: claimCaseSchema }),
    refreshes(admissionId),
  );

/** Moves a case along its machine; a retried send of the same move is recorded once. */
export const useMoveClaim = (admissionId: string, claimId: string) =>
  useIdempotentMutation(
    (body: ClaimMove, idempotencyKey) =>
      api(`/claims/${claimId}/moves`, { method: 'POST', body, schema: claimCaseSchema, idempotencyKey }),
    refreshes(admissionId),
  );
