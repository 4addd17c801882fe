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
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';
import { billingKeys } from './billing.queries.ts';

export const folioQueries = {
  /** Discounts waiting for a clinic administrator, across all stays. */
  pendingDiscounts: () =>
    queryOptions({
      queryKey: [...billingKeys.all, 'discounts', 'pending'],
      queryFn: ({ signal }) => api('/billing/discounts/pending', { schema: z.array(pendingDiscountSchema), signal }),
    }),
};

/** A change on a stay's account refreshes every billing view when it lands. */
const refreshes = { invalidates: [billingKeys.all] };

export const useRequestDiscount = (admissionId: string) =>
  useIdempotentMutation(
    (body: DiscountInput, idempotencyKey) =>
      api(`/billing/ip/${admissionId}/discounts`, { method: 'POST', body, schema: discountSchema, idempotencyKey }),
    refreshes,
  );

export const useDecideDiscount = () =>
  useIdempotentMutation(
    ({ id, ...body }: DiscountDecision & { id: string }) =>
      api(`/billing/discounts/${id}/decision`, { method: 'POST', body, schema: discountSchema }),
    refreshes,
  );

/** The stay's claims follow its cover (the AUTHORIZATION tab reads them under the admission). */
export const useSetContract = (admissionId: string) =>
  useIdempotentMutation(
    (body: ContractInput) =>
      api(`/billing/ip/${admissionId}/contract`, { method: 'PUT', body, schema: contractSchema }),
    { invalidates: [billingKeys.all, ['admissions', admissionId]] },
  );

export const useAddMiscLine = (admissionId: string) =>
  useIdempotentMutation(
    (body: MiscLineInput, idempotencyKey) =>
      api(`/billing/ip/${admissionId}/misc-lines`, {
        method: 'POST',
        body,
        schema: z.object({ _id: z.string() }),
        idempotencyKey,
      }),
    refreshes,
  );

export const useCreditNote = (billId: string) =>
  useIdempotentMutation(
    (body: CreditNoteInput, idempotencyKey) =>
      api(`/billing/bills/${billId}/credit-notes`, {
        method: 'POST',
        body,
        schema: creditNoteSchema,
        idempotencyKey,
      }),
    refreshes,
  );

export const useRefund = (billId: string) =>
  useIdempotentMutation(
    (body: RefundInput, idempotencyKey) =>
      api(`/billing/bills/${billId}/refunds`, { method: 'POST', body, schema: receiptSchema, idempotencyKey }),
    refreshes,
  );

export const useCloseFolio = (admissionId: string) =>
  useIdempotentMutation(
    (_: void) => api(`/billing/ip/${admissionId}/close`, { method: 'POST', schema: closureSchema }),
    refreshes,
  );
