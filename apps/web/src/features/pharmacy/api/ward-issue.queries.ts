import { pagedSchema } from '@clinic/shared/http';
import { IP_PAGE_SIZE, ipPrescriptionSchema, wardIssueSchema, type WardIssueInput } from '@clinic/shared/pharmacy';
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
};

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
