import { pagedSchema } from '@clinic/shared/http';
import {
  IP_PAGE_SIZE,
  ipPrescriptionSchema,
  wardIssueLineSchema,
  wardIssueSchema,
  wardReturnSchema,
  type WardIndentInput,
  type WardIssueInput,
  type WardReturnInput,
} from '@clinic/shared/pharmacy';
import { z } from 'zod';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';
import { pharmacyKeys } from './pharmacy.queries.ts';

export const wardIssueQueries = {
  list: (filters: { search: string; ipNumber: string; page: number }) =>
    queryOptions({
      queryKey: [...pharmacyKeys.all, 'ip-prescriptions', filters],
      queryFn: ({ signal }) =>
        api(
          `/pharmacy/ip-prescriptions${queryString({ ...filters, pageSize: IP_PAGE_SIZE, search: filters.search || undefined, ipNumber: filters.ipNumber || undefined })}`,
          { schema: pagedSchema(ipPrescriptionSchema), signal },
        ),
      placeholderData: keepPreviousData,
    }),
  /** A stay's ward issues with what came back of each, by its IP number. */
  issuesOfStay: (ipNumber: string) =>
    queryOptions({
      queryKey: [...pharmacyKeys.all, 'ward-issues', ipNumber],
      queryFn: ({ signal }) =>
        api(`/pharmacy/ward-issues${queryString({ ipNumber })}`, { schema: z.array(wardIssueLineSchema), signal }),
      enabled: ipNumber.length > 0,
    }),
};

/** Units of an issue back from the ward; one retry key per return, so a double click returns once. */
export function useWardReturn(issueId: string) {
  return useIdempotentMutation(
    (input: WardReturnInput, idempotencyKey) =>
      api(`/pharmacy/ward-issues/${issueId}/returns`, {
        method: 'POST',
        body: input,
        schema: wardReturnSchema,
        idempotencyKey,
      }),
    { invalidates: [pharmacyKeys.all, ['billing']] },
  );
}

/** Issues an order's medicine to the ward; one retry key per issue, so a double click issues once. */
export function useWardIssue(orderId: string) {
  return useIdempotentMutation(
    (input: WardIssueInput, idempotencyKey) =>
      api(`/pharmacy/ip-prescriptions/${orderId}/issues`, {
        method: 'POST',
        body: input,
        schema: wardIssueSchema,
        idempotencyKey,
      }),
    { invalidates: [pharmacyKeys.all] },
  );
}

/** Issues several of a stay's orders in one request: all lines or none; one retry key per indent. */
export function useWardIndent() {
  return useIdempotentMutation(
    (input: WardIndentInput, idempotencyKey) =>
      api('/pharmacy/ward-indents', {
        method: 'POST',
        body: input,
        schema: z.array(wardIssueSchema),
        idempotencyKey,
      }),
    { invalidates: [pharmacyKeys.all] },
  );
}
