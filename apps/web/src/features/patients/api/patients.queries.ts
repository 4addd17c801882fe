import {
  chargeSchema,
  patientPageSchema,
  patientSchema,
  patientSummarySchema,
  type PatientInput,
  type PatientSummary,
} from '@clinic/shared/patients';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';
import { queryString } from '../../../lib/query-string.ts';

export type PatientListFilters = {
  search?: string;
  mrn?: string;
  admitted?: 'true' | 'false';
  cursor?: string;
  limit?: number;
};

export const patientKeys = {
  all: ['patients'] as const,
  list: (filters: PatientListFilters) => [...patientKeys.all, 'list', filters] as const,
  detail: (id: string) => [...patientKeys.all, 'detail', id] as const,
  charges: (id: string) => [...patientKeys.all, 'charges', id] as const,
};

export const patientQueries = {
  list: (filters: PatientListFilters) =>
    queryOptions({
      queryKey: patientKeys.list(filters),
      queryFn: ({ signal }) => api(`/patients${queryString(filters)}`, { schema: patientPageSchema, signal }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: patientKeys.detail(id),
      queryFn: ({ signal }) => api(`/patients/${id}`, { schema: patientSchema, signal }),
    }),
  charges: (id: string) =>
    queryOptions({
      queryKey: patientKeys.charges(id),
      queryFn: ({ signal }) => api(`/patients/${id}/charges?status=Pending`, { schema: z.array(chargeSchema), signal }),
    }),
};

export function findPossibleDuplicates(input: PatientInput) {
  const params = queryString({
    givenName: input.givenName,
    familyName: input.familyName,
    phone: input.phone,
    iquma: input.iquma,
  });
  return api(`/patients/possible-duplicates${params}`, { schema: z.array(patientSummarySchema) });
}

/** The patient already holding the form's ABHA number or address (the server refused a second one). */
export async function findAbhaHolder(input: PatientInput): Promise<PatientSummary | undefined> {
  for (const abha of [input.abhaNumber, input.abhaAddress]) {
    if (!abha) continue;
    const page = await api(`/patients${queryString({ search: abha })}`, { schema: patientPageSchema });
    if (page.data[0]) return page.data[0];
  }
  return undefined;
}

export function useRegisterPatient() {
  return useIdempotentMutation(
    ({ input, allowDuplicate }: { input: PatientInput; allowDuplicate: boolean }, idempotencyKey) =>
      api(`/patients${allowDuplicate ? '?allowDuplicate=true' : ''}`, {
        method: 'POST',
        body: input,
        schema: patientSchema,
        idempotencyKey,
      }),
    { invalidates: [[...patientKeys.all, 'list']] },
  );
}

export function useUpdatePatient(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PatientInput) => api(`/patients/${id}`, { method: 'PUT', body: input, schema: patientSchema }),
    onSuccess: (patient) => {
      queryClient.setQueryData(patientKeys.detail(id), patient);
      return queryClient.invalidateQueries({ queryKey: [...patientKeys.all, 'list'] });
    },
  });
}

export function useAddCharge(patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (serviceId: string) =>
      api(`/patients/${patientId}/charges`, { method: 'POST', body: { serviceId }, schema: chargeSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientKeys.charges(patientId) }),
  });
}

export function useCancelCharge(patientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chargeId: string) =>
      api(`/patients/${patientId}/charges/${chargeId}/cancel`, { method: 'POST', schema: chargeSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: patientKeys.charges(patientId) }),
  });
}
