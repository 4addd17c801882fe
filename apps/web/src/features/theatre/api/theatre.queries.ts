import { pagedSchema } from '@clinic/shared/http';
import { patientPageSchema } from '@clinic/shared/patients';
import { serviceSchema } from '@clinic/shared/services';
import {
  equipmentSchema,
  otDaySchema,
  surgerySchema,
  teamMemberSchema,
  theatreSchema,
  type EquipmentInput,
  type OperationNoteInput,
  type RescheduleInput,
  type SurgeryChecklistInput,
  type SurgeryInput,
  type SurgeryStatusInput,
  type TheatreInput,
} from '@clinic/shared/theatre';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';

const all = ['theatre'] as const;
/** A theatre change reads the calendar, lists and masters again once saved. */
const refreshes = { invalidates: [all] };

export const theatreQueries = {
  theatres: () =>
    queryOptions({
      queryKey: [...all, 'theatres'],
      queryFn: ({ signal }) => api('/theatre/theatres', { schema: z.array(theatreSchema), signal }),
    }),
  theatre: (id: string) =>
    queryOptions({
      queryKey: [...all, 'theatre', id],
      queryFn: ({ signal }) => api(`/theatre/theatres/${id}`, { schema: theatreSchema, signal }),
      enabled: id.length > 0,
    }),
  equipment: () =>
    queryOptions({
      queryKey: [...all, 'equipment'],
      queryFn: ({ signal }) => api('/theatre/equipment', { schema: z.array(equipmentSchema), signal }),
    }),
  team: () =>
    queryOptions({
      queryKey: [...all, 'team'],
      queryFn: ({ signal }) => api('/theatre/team', { schema: z.array(teamMemberSchema), signal }),
      staleTime: 5 * 60_000,
    }),
  procedures: () =>
    queryOptions({
      queryKey: [...all, 'procedures'],
      queryFn: async ({ signal }) =>
        (await api('/service/all', { schema: z.array(serviceSchema), signal })).filter(
          (s) => s.isActive && s.category === 'Procedure',
        ),
      staleTime: 5 * 60_000,
    }),
  patients: (search: string) =>
    queryOptions({
      queryKey: [...all, 'patients', search],
      queryFn: ({ signal }) =>
        api(`/patients${queryString({ search, limit: 10 })}`, { schema: patientPageSchema, signal }),
      enabled: search.trim().length >= 3,
      placeholderData: keepPreviousData,
    }),
  surgeries: (query: { from: string; to: string; theatreId?: string }) =>
    queryOptions({
      queryKey: [...all, 'surgeries', query],
      queryFn: ({ signal }) =>
        api(`/theatre/surgeries${queryString(query)}`, { schema: z.array(surgerySchema), signal }),
      placeholderData: keepPreviousData,
    }),
  surgery: (id: string) =>
    queryOptions({
      queryKey: [...all, 'surgery', id],
      queryFn: ({ signal }) => api(`/theatre/surgeries/${id}`, { schema: surgerySchema, signal }),
      enabled: id.length > 0,
    }),
  day: (date: string) =>
    queryOptions({
      queryKey: [...all, 'day', date],
      queryFn: ({ signal }) => api(`/theatre/day${queryString({ date })}`, { schema: otDaySchema, signal }),
    }),
  completed: (query: { search?: string; page: number }) =>
    queryOptions({
      queryKey: [...all, 'completed', query],
      queryFn: ({ signal }) =>
        api(`/theatre/completed${queryString({ ...query, pageSize: 20 })}`, {
          schema: pagedSchema(surgerySchema),
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  mine: () =>
    queryOptions({
      queryKey: [...all, 'mine'],
      queryFn: ({ signal }) => api('/theatre/mine', { schema: z.array(surgerySchema), signal }),
    }),
  forPatient: (patientId: string) =>
    queryOptions({
      queryKey: [...all, 'patient', patientId],
      queryFn: ({ signal }) =>
        api(`/theatre/patients/${patientId}/surgeries`, { schema: z.array(surgerySchema), signal }),
    }),
};

export const useSaveTheatre = (id?: string) =>
  useIdempotentMutation(
    (body: TheatreInput, idempotencyKey) =>
      id
        ? api(`/theatre/theatres/${id}`, { method: 'PUT', body, schema: theatreSchema })
        : api('/theatre/theatres', { method: 'POST', body, schema: theatreSchema, idempotencyKey }),
    refreshes,
  );

export const useSaveEquipment = () =>
  useIdempotentMutation(
    ({ id, ...body }: EquipmentInput & { id?: string }, idempotencyKey) =>
      id
        ? api(`/theatre/equipment/${id}`, { method: 'PUT', body, schema: equipmentSchema })
        : api('/theatre/equipment', { method: 'POST', body, schema: equipmentSchema, idempotencyKey }),
    refreshes,
  );

export const useBookSurgery = () =>
  useIdempotentMutation(
    (body: SurgeryInput, idempotencyKey) =>
      api('/theatre/surgeries', { method: 'POST', body, schema: surgerySchema, idempotencyKey }),
    refreshes,
  );

export const useMoveSurgery = () =>
  useIdempotentMutation(
    ({ id, ...body }: RescheduleInput & { id: string }) =>
      api(`/theatre/surgeries/${id}/slot`, { method: 'PUT', body, schema: surgerySchema }),
    refreshes,
  );

export const useSurgeryStatus = (id: string) =>
  useIdempotentMutation(
    (body: SurgeryStatusInput) =>
      api(`/theatre/surgeries/${id}/status`, { method: 'POST', body, schema: surgerySchema }),
    refreshes,
  );

export const useSurgeryChecklist = (id: string) =>
  useIdempotentMutation(
    (body: SurgeryChecklistInput) =>
      api(`/theatre/surgeries/${id}/checklist`, { method: 'PUT', body, schema: surgerySchema }),
    refreshes,
  );

export const useOperationNote = (id: string) =>
  useIdempotentMutation(
    (body: OperationNoteInput) =>
      api(`/theatre/surgeries/${id}/operation-note`, { method: 'POST', body, schema: surgerySchema }),
    refreshes,
  );
