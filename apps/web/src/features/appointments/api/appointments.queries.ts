import {
  appointmentSchema,
  consultingHoursSchema,
  slotSchema,
  type BookAppointmentInput,
  type ConsultingBlock,
  type RescheduleInput,
} from '@clinic/shared/appointments';
import { visitFeeSchema } from '@clinic/shared/encounters';
import { SPECIALITIES } from '@clinic/shared/staff';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';
import { queryString } from '../../../lib/query-string.ts';

const doctorSchema = z.object({ _id: z.string(), name: z.string(), speciality: z.enum(SPECIALITIES).nullable() });
export type Doctor = z.infer<typeof doctorSchema>;

export type AppointmentFilters = {
  scope?: 'today' | 'future';
  date?: string;
  doctorId?: string;
  patientId?: string;
};

export const appointmentKeys = {
  all: ['appointments'] as const,
  list: (filters: AppointmentFilters) => [...appointmentKeys.all, 'list', filters] as const,
  slots: (doctorId: string, date: string) => [...appointmentKeys.all, 'slots', doctorId, date] as const,
  doctors: ['doctors'] as const,
  hours: (doctorId: string) => ['doctors', doctorId, 'consulting-hours'] as const,
};

export const appointmentQueries = {
  list: (filters: AppointmentFilters) =>
    queryOptions({
      queryKey: appointmentKeys.list(filters),
      queryFn: ({ signal }) =>
        api(`/appointments${queryString(filters)}`, { schema: z.array(appointmentSchema), signal }),
    }),
  slots: (doctorId: string, date: string) =>
    queryOptions({
      queryKey: appointmentKeys.slots(doctorId, date),
      queryFn: ({ signal }) =>
        api(`/appointments/slots${queryString({ doctorId, date })}`, { schema: z.array(slotSchema), signal }),
      enabled: Boolean(doctorId && date),
    }),
  doctors: () =>
    queryOptions({
      queryKey: appointmentKeys.doctors,
      queryFn: ({ signal }) => api('/doctors', { schema: z.array(doctorSchema), signal }),
      staleTime: 60_000,
    }),
  consultingHours: (doctorId: string) =>
    queryOptions({
      queryKey: appointmentKeys.hours(doctorId),
      queryFn: ({ signal }) => api(`/doctors/${doctorId}/consulting-hours`, { schema: consultingHoursSchema, signal }),
    }),
};

function useInvalidateAppointments() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: appointmentKeys.all });
}

export function useBookAppointment() {
  return useIdempotentMutation(
    (input: BookAppointmentInput, idempotencyKey) =>
      api('/appointments', { method: 'POST', body: input, schema: appointmentSchema, idempotencyKey }),
    { invalidates: [appointmentKeys.all] },
  );
}

export function useRescheduleAppointment() {
  const invalidate = useInvalidateAppointments();
  return useMutation({
    mutationFn: ({ id, ...input }: RescheduleInput & { id: string }) =>
      api(`/appointments/${id}/reschedule`, { method: 'POST', body: input, schema: appointmentSchema }),
    onSuccess: invalidate,
  });
}

/** Arrival, cancellation and no-show: one POST each, same reply. */
export function useAppointmentStatus(action: 'arrive' | 'cancel' | 'no-show') {
  const invalidate = useInvalidateAppointments();
  return useMutation({
    mutationFn: (id: string) => api(`/appointments/${id}/${action}`, { method: 'POST', schema: appointmentSchema }),
    onSuccess: invalidate,
  });
}

export function useSetConsultingHours(doctorId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (blocks: ConsultingBlock[]) =>
      api(`/doctors/${doctorId}/consulting-hours`, { method: 'PUT', body: { blocks }, schema: consultingHoursSchema }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: appointmentKeys.hours(doctorId) });
      await client.invalidateQueries({ queryKey: appointmentKeys.all });
    },
  });
}

/** What the patient's next visit to the doctor costs (new, or a follow-up within the doctor's rule). */
export const visitFeeQuery = (patientId: string, doctorId: string) =>
  queryOptions({
    queryKey: [...appointmentKeys.all, 'visit-fee', patientId, doctorId],
    queryFn: ({ signal }) =>
      api(`/patients/${patientId}/visit-fee${queryString({ doctorId })}`, { schema: visitFeeSchema, signal }),
    enabled: patientId !== '' && doctorId !== '',
  });
