import {
  favouriteDrugSchema,
  lastPrescriptionSchema,
  prescriptionTemplateListSchema,
  prescriptionTemplateSchema,
  type PrescriptionTemplateInput,
} from '@clinic/shared/encounters';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';

export const prescriptionTemplateKeys = {
  all: ['prescription-templates'] as const,
  favourites: ['prescription-favourites'] as const,
};

export const prescriptionTemplateQueries = {
  /** The doctor's own templates and their department's. */
  list: queryOptions({
    queryKey: prescriptionTemplateKeys.all,
    queryFn: ({ signal }) => api('/prescription-templates', { schema: prescriptionTemplateListSchema, signal }),
  }),
  /** The doctor's most prescribed drugs of the last 180 days. */
  favourites: queryOptions({
    queryKey: prescriptionTemplateKeys.favourites,
    queryFn: ({ signal }) => api('/prescription-favourites', { schema: z.array(favouriteDrugSchema), signal }),
    staleTime: 5 * 60_000,
  }),
};

/** Saves the lines as a template; a double click sends the same key, so it is saved once. */
export function useSaveTemplate() {
  return useIdempotentMutation(
    (input: PrescriptionTemplateInput, idempotencyKey) =>
      api('/prescription-templates', {
        method: 'POST',
        body: input,
        schema: prescriptionTemplateSchema,
        idempotencyKey,
      }),
    { invalidates: [prescriptionTemplateKeys.all] },
  );
}

/**
 * Reads the patient's last prescription when the doctor asks for it (never ahead of time: the
 * server records each read of the patient's record).
 */
export function useLastPrescription(patientId: string) {
  return useMutation({
    mutationFn: async () =>
      (
        await api(`/patients/${patientId}/last-prescription`, {
          schema: z.object({ last: lastPrescriptionSchema.nullable() }),
        })
      ).last,
  });
}
