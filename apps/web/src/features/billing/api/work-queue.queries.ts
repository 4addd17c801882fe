import { workQueueSchema } from '@clinic/shared/billing';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { billingKeys } from './billing.queries.ts';

/** Under the billing key, so every bill, payment and discount decision refreshes the queue. */
export const workQueueKey = [...billingKeys.all, 'work-queue'] as const;

export const workQueueQueries = {
  /** What waits for the billing desk: unbilled OP charges, bills with dues, stays awaiting their bill. */
  queue: () =>
    queryOptions({
      queryKey: workQueueKey,
      queryFn: ({ signal }) => api('/billing/work-queue', { schema: workQueueSchema, signal }),
      // Other desks add charges and start discharges all day; a minute old is fresh enough for a queue.
      refetchInterval: 60_000,
    }),
};
