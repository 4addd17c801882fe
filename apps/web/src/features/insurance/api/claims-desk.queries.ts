import { claimRowSchema, payerTimesSchema } from '@clinic/shared/insurance';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';

export type ClaimsDeskFilter = 'open' | 'all';

/** The claims desk's list, read again every minute: the payers' clocks keep running. */
export const claimsDeskQueries = {
  list: (status: ClaimsDeskFilter) =>
    queryOptions({
      queryKey: ['claims', 'desk', status] as const,
      queryFn: ({ signal }) => api(`/claims?status=${status}`, { schema: z.array(claimRowSchema), signal }),
      refetchInterval: 60_000,
    }),
  /** How fast each payer decided over the days chosen (the server's last 30 days when none). */
  payerTimes: (range: { from?: string; to?: string }) =>
    queryOptions({
      queryKey: ['claims', 'payer-times', range] as const,
      queryFn: ({ signal }) => api(`/claims/payer-times${queryString(range)}`, { schema: payerTimesSchema, signal }),
    }),
};
