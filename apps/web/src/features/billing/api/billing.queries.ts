import { billSchema, billSummarySchema, opPendingSchema, type OpBillInput } from '@clinic/shared/billing';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useRetryKey } from '../../../lib/retry-key.ts';

export const billingKeys = {
  all: ['billing'] as const,
  op: (patientId: string) => ['billing', 'op', patientId] as const,
};

export const billingQueries = {
  /** The patient's charges outside any admission, waiting for an OP bill. */
  opPending: (patientId: string) =>
    queryOptions({
      queryKey: billingKeys.op(patientId),
      queryFn: ({ signal }) => api(`/billing/op/${patientId}`, { schema: opPendingSchema, signal }),
    }),
  patientBills: (patientId: string) =>
    queryOptions({
      queryKey: [...billingKeys.all, 'bills', patientId],
      queryFn: ({ signal }) =>
        api(`/billing/patients/${patientId}/bills`, { schema: z.array(billSummarySchema), signal }),
    }),
};

/** Finalizes an OP bill; one retry key per bill, so a double click bills and takes money once. */
export function useOpBill() {
  const client = useQueryClient();
  const retry = useRetryKey();
  return useMutation({
    mutationFn: (input: OpBillInput) =>
      api('/billing/op-bills', { method: 'POST', body: input, schema: billSchema, idempotencyKey: retry.key() }),
    onSuccess: async () => {
      retry.renew();
      await client.invalidateQueries({ queryKey: billingKeys.all });
      await client.invalidateQueries({ queryKey: ['patients'] });
    },
  });
}
