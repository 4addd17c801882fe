import { claimDocumentSchema, claimDocumentsSchema, type ClaimDocumentInput } from '@clinic/shared/insurance';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';

const keyOf = (caseId: string) => ['claims', 'documents', caseId] as const;

export const claimDocumentQueries = {
  of: (caseId: string) =>
    queryOptions({
      queryKey: keyOf(caseId),
      queryFn: ({ signal }) => api(`/claims/${caseId}/documents`, { schema: claimDocumentsSchema, signal }),
    }),
};

/** The file's address: the browser downloads it with the session's cookie. */
export const claimDocumentUrl = (id: string) => `/api/claim-documents/${id}/file`;

/** Attaches a paper; a retried upload (same key) answers with the first. */
export function useAttachClaimDocument(caseId: string) {
  return useIdempotentMutation(
    (input: ClaimDocumentInput, idempotencyKey: string) =>
      api(`/claims/${caseId}/documents`, {
        method: 'POST',
        body: input,
        schema: claimDocumentSchema,
        idempotencyKey,
        // A 10 MB scan over a clinic's upload link takes longer than a form's usual 10 seconds.
        timeoutMs: 120_000,
      }),
    { invalidates: [keyOf(caseId)] },
  );
}
