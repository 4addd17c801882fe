import { claimRowSchema } from '@clinic/shared/insurance';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type ClaimsDeskFilter = 'open' | 'all';

/** The claims desk's list, read again every minute: the payers' clocks keep running. */
export const claimsDeskQueries = {
  list: (status: ClaimsDeskFilter) =>
    queryOptions({
      queryKey: ['claims', 'desk', status] as const,
      queryFn: ({ signal }) => api(`/claims?status=${status}`, { schema: z.array(claimRowSchema), signal }),
      refetchInterval: 60_000,
    }),
};
