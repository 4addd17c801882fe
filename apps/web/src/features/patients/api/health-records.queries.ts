import { abdmLinkSchema, abdmLinkStateSchema, healthRecordsSchema } from '@clinic/shared/abdm';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';
import { patientKeys } from './patients.queries.ts';

export const healthRecordQueries = {
  list: (patientId: string) =>
    queryOptions({
      queryKey: [...patientKeys.all, 'health-records', patientId],
      queryFn: ({ signal }) => api(`/patients/${patientId}/health-records`, { schema: healthRecordsSchema, signal }),
    }),
};

/** Where a document downloads from: a plain link, so the browser saves it with the session cookie. */
export const healthDocumentUrl = (patientId: string, kind: string, id: string, type: string) =>
  `/api/patients/${patientId}/health-records/${kind}/${id}/${type}`;

export const abdmLinkQueries = {
  state: (patientId: string) =>
    queryOptions({
      queryKey: [...patientKeys.all, 'abdm-link', patientId],
      queryFn: ({ signal }) => api(`/patients/${patientId}/abdm-link`, { schema: abdmLinkStateSchema, signal }),
      // The gateway answers by callback: while a request is under way, look again every few seconds.
      refetchInterval: (query) => {
        const status = query.state.data?.link?.status;
        return status === 'asked-token' || status === 'linking' ? 3000 : false;
      },
    }),
};

/** Asks the gateway to link the patient's care contexts to their ABHA (one request per attempt). */
export function useLinkToAbdm(patientId: string) {
  return useIdempotentMutation(
    (_: void, idempotencyKey: string) =>
      api(`/patients/${patientId}/abdm-link`, { method: 'POST', schema: abdmLinkSchema, idempotencyKey }),
    { invalidates: [abdmLinkQueries.state(patientId).queryKey] },
  );
}
