import {
  admissionDetailSchema,
  dischargeSummarySchema,
  marDaySchema,
  marDoseSchema,
  medicationOrderSchema,
  noteSchema,
  type AdmissionOrdersInput,
  type DischargeSummaryInput,
  type MarDoseInput,
  type MedicationOrderInput,
  type NoteInput,
} from '@clinic/shared/admissions';
import { serviceOrderSchema } from '@clinic/shared/encounters';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { useRetryKey } from '../../../lib/retry-key.ts';
import { admissionKeys } from './admissions.queries.ts';

/** Everything read about one admission's stay sits under its key, so one invalidation refreshes it. */
export const stayKeys = {
  all: (admissionId: string) => ['stay', admissionId] as const,
  notes: (admissionId: string) => ['stay', admissionId, 'notes'] as const,
  orders: (admissionId: string) => ['stay', admissionId, 'orders'] as const,
  medications: (admissionId: string) => ['stay', admissionId, 'medications'] as const,
  mar: (admissionId: string, date: string) => ['stay', admissionId, 'mar', date] as const,
  summary: (admissionId: string) => ['stay', admissionId, 'summary'] as const,
};

export const stayQueries = {
  notes: (id: string) =>
    queryOptions({
      queryKey: stayKeys.notes(id),
      queryFn: ({ signal }) => api(`/admissions/${id}/notes`, { schema: z.array(noteSchema), signal }),
    }),
  orders: (id: string) =>
    queryOptions({
      queryKey: stayKeys.orders(id),
      queryFn: ({ signal }) => api(`/admissions/${id}/orders`, { schema: z.array(serviceOrderSchema), signal }),
    }),
  medications: (id: string) =>
    queryOptions({
      queryKey: stayKeys.medications(id),
      queryFn: ({ signal }) =>
        api(`/admissions/${id}/medication-orders`, { schema: z.array(medicationOrderSchema), signal }),
    }),
  mar: (id: string, date: string) =>
    queryOptions({
      queryKey: stayKeys.mar(id, date),
      queryFn: ({ signal }) => api(`/admissions/${id}/mar${queryString({ date })}`, { schema: marDaySchema, signal }),
    }),
  summary: (id: string) =>
    queryOptions({
      queryKey: stayKeys.summary(id),
      queryFn: ({ signal }) =>
        api(`/admissions/${id}/discharge-summary`, { schema: dischargeSummarySchema.nullable(), signal }),
    }),
};

/** A create on the stay: sent with one retry key until saved, then the stay is read again. */
function useStayCreate<Input, Output>(admissionId: string, send: (input: Input, key: string) => Promise<Output>) {
  const client = useQueryClient();
  const retry = useRetryKey();
  return useMutation({
    mutationFn: (input: Input) => send(input, retry.key()),
    onSuccess: () => {
      retry.renew();
      return client.invalidateQueries({ queryKey: stayKeys.all(admissionId) });
    },
  });
}

export const useAddNote = (id: string) =>
  useStayCreate(id, (input: NoteInput, key) =>
    api(`/admissions/${id}/notes`, { method: 'POST', body: input, schema: noteSchema, idempotencyKey: key }),
  );

export const usePlaceWardOrders = (id: string) =>
  useStayCreate(id, (input: AdmissionOrdersInput, key) =>
    api(`/admissions/${id}/orders`, {
      method: 'POST',
      body: input,
      schema: z.array(serviceOrderSchema),
      idempotencyKey: key,
    }),
  );

export const useOrderMedication = (id: string) =>
  useStayCreate(id, (input: MedicationOrderInput, key) =>
    api(`/admissions/${id}/medication-orders`, {
      method: 'POST',
      body: input,
      schema: medicationOrderSchema,
      idempotencyKey: key,
    }),
  );

export const useChartDose = (id: string) =>
  useStayCreate(id, (input: MarDoseInput, key) =>
    api(`/admissions/${id}/mar`, { method: 'POST', body: input, schema: marDoseSchema, idempotencyKey: key }),
  );

export function useStopMedication(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, reason }: { orderId: string; reason: string }) =>
      api(`/admissions/${id}/medication-orders/${orderId}/stop`, {
        method: 'POST',
        body: { reason },
        schema: medicationOrderSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: stayKeys.all(id) }),
  });
}

export function useSaveSummary(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DischargeSummaryInput) =>
      api(`/admissions/${id}/discharge-summary`, { method: 'PUT', body: input, schema: dischargeSummarySchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: stayKeys.summary(id) }),
  });
}

/** Initiating and completing a discharge change the admission, the bed board and the patient. */
export function useDischargeStep(id: string, step: 'initiate-discharge' | 'discharge') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(`/admissions/${id}/${step}`, { method: 'POST', schema: admissionDetailSchema }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: stayKeys.all(id) });
      await client.invalidateQueries({ queryKey: admissionKeys.admissions });
      await client.invalidateQueries({ queryKey: admissionKeys.wards });
      await client.invalidateQueries({ queryKey: ['patients'] });
    },
  });
}
