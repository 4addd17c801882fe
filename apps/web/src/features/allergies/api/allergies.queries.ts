import { allergyClassSchema, patientAllergiesSchema, type AllergyClassInput } from '@clinic/shared/allergies';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export const allergyKeys = {
  classes: ['allergies', 'classes'] as const,
  ofPatient: (patientId: string) => ['allergies', 'patient', patientId] as const,
};

export const allergyQueries = {
  classes: () =>
    queryOptions({
      queryKey: allergyKeys.classes,
      queryFn: ({ signal }) => api('/allergy-classes', { schema: z.array(allergyClassSchema), signal }),
      staleTime: 10 * 60_000,
    }),
  ofPatient: (patientId: string) =>
    queryOptions({
      queryKey: allergyKeys.ofPatient(patientId),
      queryFn: ({ signal }) => api(`/patients/${patientId}/allergies`, { schema: patientAllergiesSchema, signal }),
      enabled: Boolean(patientId),
    }),
};

/** Adds a drug allergy class (`id` null) or changes one; the list is read again after. */
export function useSaveAllergyClass(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AllergyClassInput) =>
      api(id ? `/allergy-classes/${id}` : '/allergy-classes', {
        method: id ? 'PUT' : 'POST',
        body: input,
        schema: allergyClassSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: allergyKeys.classes }),
  });
}
