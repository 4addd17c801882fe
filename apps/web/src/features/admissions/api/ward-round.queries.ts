import {
  admissionDetailSchema,
  dischargeSummarySchema,
  marDaySchema,
  marDoseSchema,
  medicationOrderSchema,
  noteSchema,
  type AdmissionOrdersInput,
  type DischargeInput,
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
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';
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

export const useAddNote = (id: string) =>
  useIdempotentMutation(
    (input: NoteInput, key) =>
      api(`/admissions/${id}/notes`, { method: 'POST', body: input, schema: noteSchema, idempotencyKey: key }),
    { invalidates: [stayKeys.all(id)] },
  );

export const usePlaceWardOrders = (id: string) =>
  useIdempotentMutation(
    (input: AdmissionOrdersInput, key) =>
      api(`/admissions/${id}/orders`, {
        method: 'POST',
        body: input,
        schema: z.array(serviceOrderSchema),
        idempotencyKey: key,
      }),
    { invalidates: [stayKeys.all(id)] },
  );

export const useOrderMedication = (id: string) =>
  useIdempotentMutation(
    (input: MedicationOrderInput, key) =>
      api(`/admissions/${id}/medication-orders`, {
        method: 'POST',
        body: input,
        schema: medicationOrderSchema,
        idempotencyKey: key,
      }),
    { invalidates: [stayKeys.all(id)] },
  );

export const useChartDose = (id: string) =>
  useIdempotentMutation(
    (input: MarDoseInput, key) =>
      api(`/admissions/${id}/mar`, { method: 'POST', body: input, schema: marDoseSchema, idempotencyKey: key }),
    { invalidates: [stayKeys.all(id)] },
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
export function useDischargeStep(id: string, step: 'initiate-discharge' | 'undo-discharge' | 'discharge') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body?: DischargeInput) =>
      api(`/admissions/${id}/${step}`, { method: 'POST', body, schema: admissionDetailSchema }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: stayKeys.all(id) });
      await client.invalidateQueries({ queryKey: admissionKeys.admissions });
      await client.invalidateQueries({ queryKey: admissionKeys.wards });
      await client.invalidateQueries({ queryKey: ['patients'] });
    },
  });
}
