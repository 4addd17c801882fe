import { h1RegisterRowSchema, saleSchema, sellableSchema, type CounterSaleInput } from '@clinic/shared/pharmacy';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';
import { pharmacyKeys } from './pharmacy.queries.ts';

export const counterQueries = {
  /** Drugs the counter can sell, searched on the server as the pharmacist types. */
  sellable: (search: string) =>
    queryOptions({
      queryKey: [...pharmacyKeys.all, 'sellable', search],
      queryFn: ({ signal }) =>
        api(`/pharmacy/sellable${queryString({ search })}`, { schema: z.array(sellableSchema), signal }),
      enabled: search.trim().length > 0,
      placeholderData: keepPreviousData,
    }),
  h1Register: (from: string, to: string) =>
    queryOptions({
      queryKey: [...pharmacyKeys.all, 'h1-register', from, to],
      queryFn: ({ signal }) =>
        api(`/pharmacy/h1-register${queryString({ from, to })}`, { schema: z.array(h1RegisterRowSchema), signal }),
    }),
};

/** The register as a CSV download (the browser sends the session cookie with the link). */
export const h1RegisterCsvUrl = (from: string, to: string) =>
  `/api/pharmacy/h1-register${queryString({ from, to, format: 'csv' })}`;

/** Completes a counter sale; one retry key per cart, so a double click never sells twice. */
export function useCounterSale() {
  return useIdempotentMutation(
    (input: CounterSaleInput, idempotencyKey) =>
      api('/pharmacy/counter-sales', { method: 'POST', body: input, schema: saleSchema, idempotencyKey }),
    { invalidates: [pharmacyKeys.all] },
  );
}
