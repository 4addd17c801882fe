import { clinicClockSchema, clinicProfileSchema, type ClinicProfileInput } from '@clinic/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { todayIso } from '../../../lib/format.ts';

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

/** The clinic's today (from the server, in CLINIC_TIMEZONE); the browser's date until it answers. */
export function useClinicToday(): string {
  const clock = useQuery({
    queryKey: ['clinic', 'clock'],
    queryFn: ({ signal }) => api('/clinic/clock', { schema: clinicClockSchema, signal }),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
  return clock.data?.date ?? todayIso();
}
