import {
  abnormalResultsSchema,
  criticalAlertSchema,
  groupSchema,
  labOrderDetailSchema,
  labOrderSchema,
  labTrendSchema,
  LAB_PAGE_SIZE,
  parameterSchema,
  patientLabTestSchema,
  visitReportSchema,
  type AmendmentInput,
  type GroupInput,
  type LabWorklistQuery,
  type ParameterInput,
  type ResultEntryInput,
} from '@clinic/shared/lab';
import { pagedSchema } from '@clinic/shared/http';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useLiveRefresh } from '../../../lib/use-live-refresh.ts';
import { queryString } from '../../../lib/query-string.ts';

export const labKeys = {
  all: ['lab'] as const,
  master: ['lab', 'master'] as const,
  orders: ['lab', 'orders'] as const,
  order: (id: string) => ['lab', 'orders', id] as const,
  results: ['lab', 'results'] as const,
  alerts: ['lab', 'alerts'] as const,
};

export const labQueries = {
  parameters: (query: { search?: string; category?: string; page: number }) =>
    queryOptions({
      queryKey: [...labKeys.master, 'parameters', query],
      queryFn: ({ signal }) =>
        api(`/lab/parameters${queryString({ ...query, pageSize: LAB_PAGE_SIZE })}`, {
          schema: pagedSchema(parameterSchema),
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  /** Every parameter (a clinic keeps a few hundred), for choosing a group's members. */
  allParameters: () =>
    queryOptions({
      queryKey: [...labKeys.master, 'parameters', 'all'],
      queryFn: ({ signal }) => api('/lab/parameters?pageSize=100', { schema: pagedSchema(parameterSchema), signal }),
    }),
  parameter: (id: string) =>
    queryOptions({
      queryKey: [...labKeys.master, 'parameter', id],
      queryFn: ({ signal }) => api(`/lab/parameters/${id}`, { schema: parameterSchema, signal }),
      enabled: id.length > 0,
    }),
  categories: () =>
    queryOptions({
      queryKey: [...labKeys.master, 'categories'],
      queryFn: ({ signal }) => api('/lab/parameter-categories', { schema: z.array(z.string()), signal }),
    }),
  groups: (query: { search?: string; page: number }) =>
    queryOptions({
      queryKey: [...labKeys.master, 'groups', query],
      queryFn: ({ signal }) =>
        api(`/lab/groups${queryString({ ...query, pageSize: LAB_PAGE_SIZE })}`, {
          schema: pagedSchema(groupSchema),
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  worklist: (query: LabWorklistQuery & { page: number }) =>
    queryOptions({
      queryKey: [...labKeys.orders, 'list', query],
      queryFn: ({ signal }) =>
        api(`/lab/orders${queryString({ ...query, pageSize: LAB_PAGE_SIZE })}`, {
          schema: pagedSchema(labOrderSchema),
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  order: (id: string) =>
    queryOptions({
      queryKey: labKeys.order(id),
      queryFn: ({ signal }) => api(`/lab/orders/${id}`, { schema: labOrderDetailSchema, signal }),
    }),
  report: (orderId: string) =>
    queryOptions({
      queryKey: [...labKeys.results, 'report', orderId],
      queryFn: ({ signal }) => api(`/lab/orders/${orderId}/report`, { schema: visitReportSchema, signal }),
    }),
  patientResults: (patientId: string) =>
    queryOptions({
      queryKey: [...labKeys.results, patientId],
      queryFn: ({ signal }) =>
        api(`/lab/patients/${patientId}/results`, { schema: z.array(patientLabTestSchema), signal }),
    }),
  trend: (patientId: string, parameterId: string) =>
    queryOptions({
      queryKey: [...labKeys.results, patientId, 'trend', parameterId],
      queryFn: ({ signal }) =>
        api(`/lab/patients/${patientId}/trend${queryString({ parameterId })}`, { schema: labTrendSchema, signal }),
    }),
  /**
   * Unacknowledged critical values. Changes arrive live; the minute re-read keeps the wait and the
   * escalation current, and covers a live stream that dropped a message while reconnecting.
   */
  criticalAlerts: (scope: { admissionId?: string; patientId?: string; escalated?: '1' } = {}) =>
    queryOptions({
      queryKey: [...labKeys.alerts, scope],
      queryFn: ({ signal }) =>
        api(`/lab/critical-alerts${queryString(scope)}`, { schema: z.array(criticalAlertSchema), signal }),
      refetchInterval: ALERTS_REREAD_MS,
    }),
  /** The queue's marks: which of these patients have abnormal results no consultation has seen. */
  abnormalResults: (patientIds: string[]) =>
    queryOptions({
      queryKey: [...labKeys.results, 'abnormal', [...patientIds].sort()],
      queryFn: ({ signal }) =>
        api(`/lab/abnormal-results${queryString({ patientIds: [...patientIds].sort().join(',') })}`, {
          schema: z.array(abnormalResultsSchema),
          signal,
        }),
      enabled: patientIds.length > 0,
    }),
};

const ALERTS_REREAD_MS = 60_000;

/** The order number a scanned accession belongs to. */
export const findByAccession = (accession: string) =>
  api(`/lab/samples/${encodeURIComponent(accession)}`, { schema: z.object({ orderId: z.string() }) });

function useLabMutation<I, O>(request: (input: I) => Promise<O>, keys: readonly (readonly string[])[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async () => {
      await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}

export const useSaveParameter = (id: string | null) =>
  useLabMutation(
    (input: ParameterInput) =>
      api(id ? `/lab/parameters/${id}` : '/lab/parameters', {
        method: id ? 'PUT' : 'POST',
        body: input,
        schema: parameterSchema,
      }),
    [labKeys.master],
  );

export const useSaveGroup = (id: string | null) =>
  useLabMutation(
    (input: GroupInput) =>
      api(id ? `/lab/groups/${id}` : '/lab/groups', { method: id ? 'PUT' : 'POST', body: input, schema: groupSchema }),
    [labKeys.master],
  );

/** One step of an order's way (collect, reject, results, approve, amend); the reply is the order afresh. */
export function useOrderStep<I>(
  orderId: string,
  step: (input: I) => { path: string; method: 'POST' | 'PUT'; body?: unknown },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => {
      const { path, method, body } = step(input);
      return api(`/lab/orders/${orderId}/${path}`, { method, body: body ?? {}, schema: labOrderDetailSchema });
    },
    onSuccess: async (detail) => {
      client.setQueryData(labKeys.order(orderId), detail);
      await client.invalidateQueries({ queryKey: labKeys.orders });
      await client.invalidateQueries({ queryKey: labKeys.results });
    },
  });
}

export const resultsStep = (input: ResultEntryInput) => ({ path: 'results', method: 'PUT' as const, body: input });
export const amendStep = (input: AmendmentInput) => ({ path: 'amendments', method: 'POST' as const, body: input });

export function useAcknowledgeCritical() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reportId: string) => api(`/lab/critical-alerts/${reportId}/acknowledge`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: labKeys.alerts }),
  });
}

/**
 * Critical values arrive live: the alerts are read again when the server says one was entered,
 * approved or acknowledged (by anyone, on any screen), and when the stream reconnects, since
 * what happened while it was down was not sent.
 */
export function useCriticalAlertUpdates(): void {
  useLiveRefresh('/api/lab/critical-alerts/events', labKeys.alerts);
}
