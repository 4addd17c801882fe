import { dispenseProposalSchema, saleSchema, type DispenseInput } from '@clinic/shared/pharmacy';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';

export const pharmacyKeys = {
  all: ['pharmacy'] as const,
  proposal: (encounterId: string) => ['pharmacy', 'proposal', encounterId] as const,
  sale: (id: string) => ['pharmacy', 'sale', id] as const,
};

export const pharmacyQueries = {
  /** The prescription's waiting lines with FEFO batches and substitutes. */
  proposal: (encounterId: string) =>
    queryOptions({
      queryKey: pharmacyKeys.proposal(encounterId),
      queryFn: ({ signal }) =>
        api(`/pharmacy/prescriptions/${encounterId}/dispense`, { schema: z.array(dispenseProposalSchema), signal }),
    }),
  sale: (id: string) =>
    queryOptions({
      queryKey: pharmacyKeys.sale(id),
      queryFn: ({ signal }) => api(`/pharmacy/sales/${id}`, { schema: saleSchema, signal }),
    }),
};

/** Dispenses and takes the payment; one retry key per sale, so a double click never sells twice. */
export function useDispense(encounterId: string) {
  return useIdempotentMutation(
    (input: DispenseInput, idempotencyKey) =>
      api(`/pharmacy/prescriptions/${encounterId}/dispense`, {
        method: 'POST',
        body: input,
        schema: saleSchema,
        idempotencyKey,
      }),
    { invalidates: [pharmacyKeys.all, ['worklists', 'prescriptions']] },
  );
}
