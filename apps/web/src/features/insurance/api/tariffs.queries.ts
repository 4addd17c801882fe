import {
  payerTariffSchema,
  tariffRateSchema,
  type RateFactorsInput,
  type TariffRateInput,
} from '@clinic/shared/insurance';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';

const tariffKey = (payerId: string) => ['payers', 'tariff', payerId] as const;

export const tariffQueries = {
  /** The payer's rates (by service, newest first) and its factors. */
  tariff: (payerId: string) =>
    queryOptions({
      queryKey: tariffKey(payerId),
      queryFn: ({ signal }) => api(`/payers/${payerId}/tariff`, { schema: payerTariffSchema, signal }),
    }),
};

/** Adds a dated rate; a retried send carries the same key and finds the first. */
export const useAddRate = (payerId: string) =>
  useIdempotentMutation(
    (body: TariffRateInput, idempotencyKey) =>
      api(`/payers/${payerId}/tariff/rates`, { method: 'POST', body, schema: tariffRateSchema, idempotencyKey }),
    { invalidates: [tariffKey(payerId)] },
  );

/** Sets the payer's factors, or with null clears them. */
export function useSetFactors(payerId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (factors: RateFactorsInput | null) =>
      api(`/payers/${payerId}/tariff/factors`, { method: 'PUT', body: { factors }, schema: payerTariffSchema }),
    onSuccess: (tariff) => client.setQueryData(tariffKey(payerId), tariff),
  });
}
