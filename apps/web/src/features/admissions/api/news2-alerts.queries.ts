import { news2AlertSchema, type News2AlertQuery } from '@clinic/shared/admissions';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useLiveRefresh } from '../../../lib/use-live-refresh.ts';
import { queryString } from '../../../lib/query-string.ts';

const alertKeys = { all: ['news2-alerts'] as const };

export const news2AlertQueries = {
  list: (query: News2AlertQuery) =>
    queryOptions({
      queryKey: [...alertKeys.all, query],
      queryFn: ({ signal }) => api(`/news2-alerts${queryString(query)}`, { schema: z.array(news2AlertSchema), signal }),
    }),
};

export function useAcknowledgeNews2Alert() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api(`/news2-alerts/${id}/acknowledge`, { method: 'POST', body: {}, schema: news2AlertSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: alertKeys.all }),
  });
}

/** Re-reads the alerts whenever one is raised or acknowledged anywhere (Server-Sent Events). */
export function useNews2AlertUpdates(): void {
  useLiveRefresh('/api/news2-alerts/events', alertKeys.all);
}
