import { clinicClockSchema } from '@clinic/shared/clinic';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { todayIso } from './format.ts';

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
