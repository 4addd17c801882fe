import { healthRecordsSchema } from '@clinic/shared/abdm';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
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
