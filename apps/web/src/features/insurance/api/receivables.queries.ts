import {
  payerAgeingSchema,
  receivableSchema,
  type SettlementInput,
  type SubmitPayerClaim,
} from '@clinic/shared/insurance';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';

export type ReceivablesFilter = 'open' | 'all';

/** The payer bill's claim file: its papers as PDFs and the FHIR claim, in one zip (the server names it). */
export const claimFileUrl = (billId: string) => `/api/bills/${billId}/claim-file`;
const receivablesKey = ['receivables'] as const;

export const receivablesQueries = {
  list: (status: ReceivablesFilter) =>
    queryOptions({
      queryKey: [...receivablesKey, status] as const,
      queryFn: ({ signal }) => api(`/receivables?status=${status}`, { schema: z.array(receivableSchema), signal }),
    }),
  ageing: () =>
    queryOptions({
      queryKey: [...receivablesKey, 'ageing'] as const,
      queryFn: ({ signal }) => api('/receivables/ageing', { schema: z.array(payerAgeingSchema), signal }),
    }),
};

/** Every change re-reads the list and the ageing; a patient's bill may have grown too. */
const refreshes = { invalidates: [receivablesKey, ['billing']] };

export const useSubmitPayerClaim = (billId: string) =>
  useIdempotentMutation(
    (body: SubmitPayerClaim, idempotencyKey) =>
      api(`/bills/${billId}/payer-claim`, { method: 'POST', body, schema: receivableSchema, idempotencyKey }),
    refreshes,
  );

export const useSettle = (claimId: string) =>
  useIdempotentMutation(
    (body: SettlementInput, idempotencyKey) =>
      api(`/payer-claims/${claimId}/settlements`, { method: 'POST', body, schema: receivableSchema, idempotencyKey }),
    refreshes,
  );

export const useResubmit = (claimId: string) =>
  useIdempotentMutation(
    (body: SubmitPayerClaim, idempotencyKey) =>
      api(`/payer-claims/${claimId}/resubmit`, { method: 'POST', body, schema: receivableSchema, idempotencyKey }),
    refreshes,
  );
