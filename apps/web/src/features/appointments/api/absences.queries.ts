import { absenceResultSchema, absenceSchema, type AbsenceInput } from '@clinic/shared/appointments';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';
import { appointmentKeys } from './appointments.queries.ts';

export const absenceKeys = { all: ['doctor-absences'] as const };

/** Leave and late arrivals from today on, of every doctor. */
export const absencesQuery = queryOptions({
  queryKey: absenceKeys.all,
  queryFn: ({ signal }) => api('/doctor-absences', { schema: z.array(absenceSchema), signal }),
});

/** Marks one; the appointment lists re-read, since their bookings are now flagged. */
export const useMarkAbsence = () =>
  useIdempotentMutation(
    ({ doctorId, input }: { doctorId: string; input: AbsenceInput }, key) =>
      api(`/doctors/${doctorId}/absences`, {
        method: 'POST',
        body: input,
        schema: absenceResultSchema,
        idempotencyKey: key,
      }),
    { invalidates: [absenceKeys.all, appointmentKeys.all] },
  );

export function useCancelAbsence() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/doctor-absences/${id}/cancel`, { method: 'POST', schema: absenceSchema }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: absenceKeys.all });
      await client.invalidateQueries({ queryKey: appointmentKeys.all });
    },
  });
}
