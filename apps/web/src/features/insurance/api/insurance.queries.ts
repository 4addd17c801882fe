import {
  coverageSchema,
  payerSchema,
  type CoverageCardInput,
  type CoverageInput,
  type PayerInput,
} from '@clinic/shared/insurance';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';
import { patientKeys } from '../../patients/api/patients.queries.ts';

export const insuranceKeys = {
  payers: ['payers'] as const,
  coverages: (patientId: string) => ['patients', 'coverages', patientId] as const,
};

export const insuranceQueries = {
  /** Every payer, retired ones too, by name: a short master list, not paged. */
  payers: () =>
    queryOptions({
      queryKey: insuranceKeys.payers,
      queryFn: ({ signal }) => api('/payers', { schema: z.array(payerSchema), signal }),
    }),
  /** The patient's covers, live ones first. */
  coverages: (patientId: string) =>
    queryOptions({
      queryKey: insuranceKeys.coverages(patientId),
      queryFn: ({ signal }) => api(`/patients/${patientId}/coverages`, { schema: z.array(coverageSchema), signal }),
    }),
};

/** Adds a payer (`id` null) or changes one; the list is read again after. */
export function useSavePayer(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PayerInput) =>
      api(id ? `/payers/${id}` : '/payers', { method: id ? 'PUT' : 'POST', body: input, schema: payerSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: insuranceKeys.payers }),
  });
}

/**
 * Records a cover (`id` null) or changes one; every send of one attempt carries the same key, so a
 * retried save finds the first cover. The patient's record is read again after: its PAYER DETAILS
 * follow the live cover.
 */
export function useSaveCoverage(patientId: string, id: string | null) {
  return useIdempotentMutation(
    (input: CoverageInput, idempotencyKey: string) =>
      api(id ? `/coverages/${id}` : `/patients/${patientId}/coverages`, {
        method: id ? 'PUT' : 'POST',
        body: input,
        schema: coverageSchema,
        idempotencyKey,
      }),
    { invalidates: [insuranceKeys.coverages(patientId), patientKeys.detail(patientId)] },
  );
}

/** The scan of a cover's ID card, as the browser opens it. */
export const coverageCardUrl = (coverageId: string) => `/api/coverages/${coverageId}/card`;

/** Attaches (or replaces) the scan of a cover's ID card; the patient's covers are read again after. */
export function useAttachCard(patientId: string, coverageId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CoverageCardInput) =>
      api(`/coverages/${coverageId}/card`, { method: 'PUT', body: input, schema: coverageSchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: insuranceKeys.coverages(patientId) }),
  });
}
