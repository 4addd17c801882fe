import { clinicClockSchema } from '@clinic/shared/clinic';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { clinicTimeZone, setClinicTimeZone, todayIso } from './format.ts';

/**
 * The clinic's date and time zone from the server. Each answer also sets the zone the plain
 * format functions use (format.ts), so every date on screen follows the server's CLINIC_TIMEZONE;
 * the signed-in app waits for the first answer before it shows a screen (RequireAuth).
 */
export const clinicClockQuery = queryOptions({
  queryKey: ['clinic', 'clock'],
  queryFn: async ({ signal }) => {
    const clock = await api('/clinic/clock', { schema: clinicClockSchema, signal });
    setClinicTimeZone(clock.timeZone);
    return clock;
  },
  staleTime: 60_000,
  refetchInterval: 5 * 60_000,
});

/** The clinic's today (from the server, in CLINIC_TIMEZONE); today in the clinic's zone until it answers. */
export function useClinicToday(): string {
  return useQuery(clinicClockQuery).data?.date ?? todayIso();
}

/** The clinic's time zone (from the server); the default clinic zone until it answers. */
export function useClinicTimeZone(): string {
  return useQuery(clinicClockQuery).data?.timeZone ?? clinicTimeZone();
}

/** "14:00" on the clinic's clock: ward charts read in the clinic's 24-hour time. */
export function formatClinicTime(value: string | Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(
    typeof value === 'string' ? new Date(value) : value,
  );
}
