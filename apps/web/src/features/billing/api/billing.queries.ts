import {
  billSchema,
  billSummarySchema,
  collectionsSchema,
  discountSchema,
  ipBillRowSchema,
  ipBillViewSchema,
  opPendingSchema,
  patientAccountSchema,
  receiptSchema,
  type BillPaymentInput,
  type FinalizeInput,
  type OpBillInput,
  type OpDiscountRequest,
  type PaymentInput,
} from '@clinic/shared/billing';
import { serviceOrderSchema } from '@clinic/shared/encounters';
import { pagedSchema } from '@clinic/shared/http';
import { keepPreviousData } from '@tanstack/react-query';
import { queryString } from '../../../lib/query-string.ts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';

export const billingKeys = {
  all: ['billing'] as const,
  op: (patientId: string) => ['billing', 'op', patientId] as const,
};

export const billingQueries = {
  /** The stay's tests and studies not yet done, listed before the bill is finalized. */
  pendingOrders: (admissionId: string) =>
    queryOptions({
      queryKey: [...billingKeys.all, 'ip', admissionId, 'pending-orders'],
      queryFn: ({ signal }) =>
        api(`/billing/ip/${admissionId}/pending-orders`, { schema: z.array(serviceOrderSchema), signal }),
    }),
  /** The patient's charges outside any admission, waiting for an OP bill. */
  opPending: (patientId: string) =>
    queryOptions({
      queryKey: billingKeys.op(patientId),
      queryFn: ({ signal }) => api(`/billing/op/${patientId}`, { schema: opPendingSchema, signal }),
    }),
  ipList: (query: { search?: string; page: number }) =>
    queryOptions({
      queryKey: [...billingKeys.all, 'ip', 'list', query],
      queryFn: ({ signal }) =>
        api(`/billing/ip${queryString({ ...query, pageSize: 20 })}`, { schema: pagedSchema(ipBillRowSchema), signal }),
      placeholderData: keepPreviousData,
    }),
  ipBill: (admissionId: string) =>
    queryOptions({
      queryKey: [...billingKeys.all, 'ip', admissionId],
      queryFn: ({ signal }) => api(`/billing/ip/${admissionId}`, { schema: ipBillViewSchema, signal }),
      enabled: admissionId.length > 0,
    }),
  bill: (id: string) =>
    queryOptions({
      queryKey: [...billingKeys.all, 'bill', id],
      queryFn: ({ signal }) => api(`/billing/bills/${id}`, { schema: billSchema, signal }),
    }),
  collections: (date: string) =>
    queryOptions({
      queryKey: [...billingKeys.all, 'day-end', date],
      queryFn: ({ signal }) => api(`/billing/day-end${queryString({ date })}`, { schema: collectionsSchema, signal }),
    }),
  account: (patientId: string) =>
    queryOptions({
      queryKey: [...billingKeys.all, 'account', patientId],
      queryFn: ({ signal }) => api(`/billing/patients/${patientId}/account`, { schema: patientAccountSchema, signal }),
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
  return useIdempotentMutation(
    (input: OpBillInput, idempotencyKey) =>
      api('/billing/op-bills', { method: 'POST', body: input, schema: billSchema, idempotencyKey }),
    { invalidates: [billingKeys.all, ['patients']] },
  );
}

/** Sends an OP bill whose discount is above the limit to the approval queue. */
export function useOpDiscountRequest() {
  return useIdempotentMutation(
    (input: OpDiscountRequest, idempotencyKey) =>
      api('/billing/op-bills/discount-requests', {
        method: 'POST',
        body: input,
        schema: discountSchema,
        idempotencyKey,
      }),
    { invalidates: [billingKeys.all] },
  );
}

/** Takes the rest of a part-paid bill; one retry key per payment, so a double click pays once. */
export function useBillPayment(billId: string) {
  return useIdempotentMutation(
    (input: BillPaymentInput, idempotencyKey) =>
      api(`/billing/bills/${billId}/payments`, { method: 'POST', body: input, schema: receiptSchema, idempotencyKey }),
    { invalidates: [billingKeys.all, ['patients']] },
  );
}

/** Takes a deposit against a stay; one retry key per deposit. */
export function useDeposit(admissionId: string) {
  return useIdempotentMutation(
    (input: PaymentInput, idempotencyKey) =>
      api(`/billing/ip/${admissionId}/deposits`, {
        method: 'POST',
        body: input,
        schema: receiptSchema,
        idempotencyKey,
      }),
    { invalidates: [billingKeys.all] },
  );
}

/** Finalizes a stay's IP bill, once. */
/** Bills the charges that came after the stay's final bill on a supplementary bill. */
export function useSupplementaryBill(admissionId: string) {
  return useIdempotentMutation(
    (_: void, idempotencyKey) =>
      api(`/billing/ip/${admissionId}/supplementary-bill`, { method: 'POST', schema: billSchema, idempotencyKey }),
    { invalidates: [billingKeys.all, ['patients']] },
  );
}

export function useFinalizeIpBill(admissionId: string) {
  return useIdempotentMutation(
    (input: FinalizeInput, idempotencyKey) =>
      api(`/billing/ip/${admissionId}/finalize`, { method: 'POST', body: input, schema: billSchema, idempotencyKey }),
    { invalidates: [billingKeys.all, ['admissions']] },
  );
}
