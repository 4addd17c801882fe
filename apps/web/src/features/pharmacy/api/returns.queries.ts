import { creditNoteSchema, saleSchema, type ReturnInput } from '@clinic/shared/pharmacy';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';
import { pharmacyKeys } from './pharmacy.queries.ts';

export const returnsQueries = {
  /** A bill by its number, with what can still be returned of each line. */
  bill: (number: string) =>
    queryOptions({
      queryKey: [...pharmacyKeys.all, 'bill', number],
      queryFn: ({ signal }) => api(`/pharmacy/bills${queryString({ number })}`, { schema: saleSchema, signal }),
      enabled: number.length > 0,
      retry: false,
    }),
};

/** Takes lines back on a credit note; one retry key per return, so a double click refunds once. */
export function useReturn(saleId: string) {
  return useIdempotentMutation(
    (input: ReturnInput, idempotencyKey) =>
      api(`/pharmacy/sales/${saleId}/returns`, {
        method: 'POST',
        body: input,
        schema: creditNoteSchema,
        idempotencyKey,
      }),
    { invalidates: [pharmacyKeys.all] },
  );
}
