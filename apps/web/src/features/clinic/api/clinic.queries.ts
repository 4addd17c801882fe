import { clinicProfileSchema, type ClinicProfileInput } from '@clinic/shared/clinic';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const clinicKeys = { profile: ['clinic', 'profile'] as const };

export const clinicQuery = queryOptions({
  queryKey: clinicKeys.profile,
  queryFn: ({ signal }) => api('/clinic', { schema: clinicProfileSchema, signal }),
});

export function useSaveClinic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClinicProfileInput) =>
      api('/clinic', { method: 'PUT', body: input, schema: clinicProfileSchema }),
    onSuccess: (profile) => queryClient.setQueryData(clinicKeys.profile, profile),
  });
}

export function useSaveLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dataUrl: string | null) =>
      dataUrl === null
        ? api('/clinic/logo', { method: 'DELETE' })
        : api('/clinic/logo', { method: 'PUT', body: { dataUrl } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clinicKeys.profile }),
  });
}
