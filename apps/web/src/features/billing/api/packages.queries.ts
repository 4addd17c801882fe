import {
  carePackageSchema,
  stayPackageSchema,
  type ApplyPackageInput,
  type BreakPackageInput,
  type CarePackageInput,
} from '@clinic/shared/billing';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';
import { billingKeys } from './billing.queries.ts';

export const packageKeys = {
  master: ['care-packages'] as const,
  ofStay: (admissionId: string) => [...billingKeys.all, 'packages', admissionId] as const,
};

export const packageQueries = {
  /** Every package, retired ones too, by code: a master list, not paged. */
  master: () =>
    queryOptions({
      queryKey: packageKeys.master,
      queryFn: ({ signal }) => api('/care-packages', { schema: z.array(carePackageSchema), signal }),
    }),
  /** The stay's packages, the Active one first, then those changed or broken. */
  ofStay: (admissionId: string) =>
    queryOptions({
      queryKey: packageKeys.ofStay(admissionId),
      queryFn: ({ signal }) =>
        api(`/admissions/${admissionId}/packages`, { schema: z.array(stayPackageSchema), signal }),
    }),
};

/** Adds a package (`id` null) or changes one; the list is read again after. */
export function useSavePackage(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CarePackageInput) =>
      api(id ? `/care-packages/${id}` : '/care-packages', {
        method: id ? 'PUT' : 'POST',
        body: input,
        schema: carePackageSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: packageKeys.master }),
  });
}

/** Puts a package on the stay (or in place of its package); every billing view is read again. */
export const useApplyPackage = (admissionId: string) =>
  useIdempotentMutation(
    (body: ApplyPackageInput, idempotencyKey) =>
      api(`/admissions/${admissionId}/packages`, { method: 'POST', body, schema: stayPackageSchema, idempotencyKey }),
    { invalidates: [billingKeys.all] },
  );

export const useBreakPackage = (admissionId: string) =>
  useIdempotentMutation(
    (body: BreakPackageInput, idempotencyKey) =>
      api(`/admissions/${admissionId}/packages/break`, {
        method: 'POST',
        body,
        schema: stayPackageSchema,
        idempotencyKey,
      }),
    { invalidates: [billingKeys.all] },
  );
