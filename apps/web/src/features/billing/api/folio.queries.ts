import {
  closureSchema,
  contractSchema,
  creditNoteSchema,
  discountSchema,
  pendingDiscountSchema,
  receiptSchema,
  type ContractInput,
  type CreditNoteInput,
  type DiscountDecision,
  type DiscountInput,
  type MiscLineInput,
  type RefundInput,
} from '@clinic/shared/billing';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useRetryKey } from '../../../lib/retry-key.ts';
import { billingKeys } from './billing.queries.ts';

export const folioQueries = {
  /** Discounts waiting for a clinic administrator, across all stays. */
  pendingDiscounts: () =>
    queryOptions({
      queryKey: [...billingKeys.all, 'discounts', 'pending'],
      queryFn: ({ signal }) => api('/billing/discounts/pending', { schema: z.array(pendingDiscountSchema), signal }),
    }),
};

/**
 * A mutation on a stay's account that refreshes every billing view when it lands. Creating ones
 * carry one retry key per thing created, so a double click creates it once.
 */
function useFolioMutation<I, O>(send: (input: I, key: string) => Promise<O>) {
  const client = useQueryClient();
  const retry = useRetryKey();
  return useMutation({
    mutationFn: (input: I) => send(input, retry.key()),
    onSuccess: async () => {
      retry.renew();
      await client.invalidateQueries({ queryKey: billingKeys.all });
    },
  });
}

export const useRequestDiscount = (admissionId: string) =>
  useFolioMutation((body: DiscountInput, idempotencyKey) =>
    api(`/billing/ip/${admissionId}/discounts`, { method: 'POST', body, schema: discountSchema, idempotencyKey }),
  );

export const useDecideDiscount = () =>
  useFolioMutation(({ id, ...body }: DiscountDecision & { id: string }) =>
    api(`/billing/discounts/${id}/decision`, { method: 'POST', body, schema: discountSchema }),
  );

export const useSetContract = (admissionId: string) =>
  useFolioMutation((body: ContractInput) =>
    api(`/billing/ip/${admissionId}/contract`, { method: 'PUT', body, schema: contractSchema }),
  );

export const useAddMiscLine = (admissionId: string) =>
  useFolioMutation((body: MiscLineInput, idempotencyKey) =>
    api(`/billing/ip/${admissionId}/misc-lines`, {
      method: 'POST',
      body,
      schema: z.object({ _id: z.string() }),
      idempotencyKey,
    }),
  );

export const useCreditNote = (billId: string) =>
  useFolioMutation((body: CreditNoteInput, idempotencyKey) =>
    api(`/billing/bills/${billId}/credit-notes`, {
      method: 'POST',
      body,
      schema: creditNoteSchema,
      idempotencyKey,
    }),
  );

export const useRefund = (billId: string) =>
  useFolioMutation((body: RefundInput, idempotencyKey) =>
    api(`/billing/bills/${billId}/refunds`, { method: 'POST', body, schema: receiptSchema, idempotencyKey }),
  );

export const useCloseFolio = (admissionId: string) =>
  useFolioMutation((_: void) => api(`/billing/ip/${admissionId}/close`, { method: 'POST', schema: closureSchema }));
