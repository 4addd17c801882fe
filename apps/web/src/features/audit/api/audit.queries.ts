import { auditPageSchema, type AuditQuery } from '@clinic/shared/audit';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';

export type AuditFilters = Partial<AuditQuery>;

export const auditQueries = {
  list: (filters: AuditFilters) =>
    queryOptions({
      queryKey: ['audit', 'list', filters] as const,
      queryFn: ({ signal }) => api(`/audit${queryString(filters)}`, { schema: auditPageSchema, signal }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
};
