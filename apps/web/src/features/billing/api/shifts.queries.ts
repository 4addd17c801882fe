import {
  currentShiftSchema,
  shiftSchema,
  shiftsDaySchema,
  type CloseShiftInput,
  type OpenShiftInput,
} from '@clinic/shared/billing';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';
import { billingKeys } from './billing.queries.ts';

const shiftKeys = { all: [...billingKeys.all, 'shifts'] as const };

export const shiftQueries = {
  current: () =>
    queryOptions({
      queryKey: [...shiftKeys.all, 'current'],
      queryFn: ({ signal }) => api('/billing/shifts/current', { schema: currentShiftSchema, signal }),
    }),
  day: (date: string) =>
    queryOptions({
      queryKey: [...shiftKeys.all, 'day', date],
      queryFn: ({ signal }) => api(`/billing/shifts${queryString({ date })}`, { schema: shiftsDaySchema, signal }),
    }),
};

export const useOpenShift = () =>
  useIdempotentMutation(
    (body: OpenShiftInput, idempotencyKey) =>
      api('/billing/shifts', { method: 'POST', body, schema: shiftSchema, idempotencyKey }),
    { invalidates: [shiftKeys.all] },
  );

export const useCloseShift = (id: string) =>
  useIdempotentMutation(
    (body: CloseShiftInput, idempotencyKey) =>
      api(`/billing/shifts/${id}/close`, { method: 'POST', body, schema: shiftSchema, idempotencyKey }),
    { invalidates: [shiftKeys.all] },
  );
