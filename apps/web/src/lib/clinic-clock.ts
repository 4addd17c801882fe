import { clinicClockSchema } from '@clinic/shared/clinic';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { todayIso } from './format.ts';

const clockQuery = queryOptions({
  queryKey: ['clinic', 'clock'],
  queryFn: ({ signal }) => api('/clinic/clock', { schema: clinicClockSchema, signal }),
  staleTime: 60_000,
  refetchInterval: 5 * 60_000,
});

/** The clinic's today (from the server, in CLINIC_TIMEZONE); the browser's date until it answers. */
export function useClinicToday(): string {
  return useQuery(clockQuery).data?.date ?? todayIso();
}

/** The clinic's time zone (from the server); the browser's until it answers. */
export function useClinicTimeZone(): string {
  return useQuery(clockQuery).data?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** "14:00" on the clinic's clock: ward charts read in the clinic's 24-hour time. */
export function formatClinicTime(value: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    typeof value === 'string' ? new Date(value) : value,
  );
}
