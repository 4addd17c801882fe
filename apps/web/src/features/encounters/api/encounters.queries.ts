import {
  encounterSchema,
  encounterSummarySchema,
  icd10CodeSchema,
  medicalHistoryResponseSchema,
  vitalsSchema,
  type EncounterInput,
  type VitalsInput,
} from '@clinic/shared/encounters';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';
import { queryString } from '../../../lib/query-string.ts';

export const encounterKeys = {
  all: ['encounters'] as const,
  vitals: (appointmentId: string) => ['encounters', 'vitals', appointmentId] as const,
  history: (patientId: string) => ['encounters', 'history', patientId] as const,
  ofPatient: (patientId: string) => ['encounters', 'patient', patientId] as const,
  detail: (id: string) => ['encounters', 'detail', id] as const,
  icd10: (q: string) => ['icd10', q] as const,
};

export const encounterQueries = {
  vitals: (appointmentId: string) =>
    queryOptions({
      queryKey: encounterKeys.vitals(appointmentId),
      queryFn: async ({ signal }) =>
        (
          await api(`/appointments/${appointmentId}/vitals`, {
            schema: z.object({ vitals: vitalsSchema.nullable() }),
            signal,
          })
        ).vitals,
      enabled: Boolean(appointmentId),
    }),
  history: (patientId: string) =>
    queryOptions({
      queryKey: encounterKeys.history(patientId),
      queryFn: ({ signal }) =>
        api(`/patients/${patientId}/medical-history`, { schema: medicalHistoryResponseSchema, signal }),
    }),
  ofPatient: (patientId: string) =>
    queryOptions({
      queryKey: encounterKeys.ofPatient(patientId),
      queryFn: ({ signal }) =>
        api(`/patients/${patientId}/encounters`, { schema: z.array(encounterSummarySchema), signal }),
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: encounterKeys.detail(id),
      queryFn: ({ signal }) => api(`/encounters/${id}`, { schema: encounterSchema, signal }),
    }),
  icd10: (q: string) =>
    queryOptions({
      queryKey: encounterKeys.icd10(q),
      queryFn: ({ signal }) => api(`/icd10${queryString({ q })}`, { schema: z.array(icd10CodeSchema), signal }),
      placeholderData: keepPreviousData,
      staleTime: Infinity,
    }),
};

export function useRecordVitals(appointmentId: string) {
  return useIdempotentMutation(
    (input: VitalsInput, idempotencyKey) =>
      api(`/appointments/${appointmentId}/vitals`, {
        method: 'POST',
        body: input,
        schema: vitalsSchema,
        idempotencyKey,
      }),
    { invalidates: [encounterKeys.vitals(appointmentId), ['appointments']] },
  );
}

/** Saves a consultation; a double click or a retry sends the same key, so it is saved once. */
export function useSaveEncounter() {
  return useIdempotentMutation(
    (input: EncounterInput, idempotencyKey) =>
      api('/encounters', { method: 'POST', body: input, schema: encounterSchema, idempotencyKey }),
    { invalidates: [encounterKeys.all, ['appointments']] },
  );
}
