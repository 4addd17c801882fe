import { dashboardSchema } from '@clinic/shared/reports';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The hospital now, read again every 30 seconds while the page is open (and on coming back to it). */
export const dashboardQuery = queryOptions({
  queryKey: ['reports', 'dashboard'],
  queryFn: ({ signal }) => api('/reports/dashboard', { schema: dashboardSchema, signal }),
  refetchInterval: 30_000,
  refetchOnWindowFocus: true,
});
