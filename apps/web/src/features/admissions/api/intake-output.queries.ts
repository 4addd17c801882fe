import { ioDaySchema, ioEntrySchema, type IoEntryInput } from '@clinic/shared/admissions';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';

const ioKeys = { day: (admissionId: string, date: string) => ['ip-io', admissionId, date] as const };

export const intakeOutputQueries = {
  day: (admissionId: string, date: string) =>
    queryOptions({
      queryKey: ioKeys.day(admissionId, date),
      queryFn: ({ signal }) => api(`/admissions/${admissionId}/io?date=${date}`, { schema: ioDaySchema, signal }),
    }),
};

/** Records one volume on the chart; one retry key per entry, so a double click records once. */
export function useRecordIo(admissionId: string) {
  return useIdempotentMutation(
    (input: IoEntryInput, idempotencyKey) =>
      api(`/admissions/${admissionId}/io`, { method: 'POST', body: input, schema: ioEntrySchema, idempotencyKey }),
    { invalidates: [['ip-io', admissionId]] },
  );
}
