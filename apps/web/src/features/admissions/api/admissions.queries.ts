import {
  admissionDetailSchema,
  admissionSchema,
  availableBedSchema,
  careRowSchema,
  ipVitalsSchema,
  wardSchema,
  type AdmissionListQuery,
  type AdmitInput,
  type IpVitalsInput,
  type BedInput,
  type RoomInput,
  type RoomType,
  type TransferInput,
  type TreatingDoctorInput,
  type WardInput,
} from '@clinic/shared/admissions';
import { messageSchema, pagedSchema } from '@clinic/shared/http';
import { departmentSchema } from '@clinic/shared/staff';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useLiveRefresh } from '../../../lib/use-live-refresh.ts';
import { queryString } from '../../../lib/query-string.ts';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';

export const admissionKeys = {
  wards: ['wards'] as const,
  ward: (id: string | undefined) => ['wards', id ?? 'all'] as const,
  available: (wardId: string, roomType: string) => ['wards', 'available', wardId, roomType] as const,
  admissions: ['admissions'] as const,
  list: (q: object) => ['admissions', 'list', q] as const,
  detail: (id: string) => ['admissions', 'detail', id] as const,
};

export type AdmissionListFilters = AdmissionListQuery & { page?: number; pageSize?: number };

export const admissionQueries = {
  wards: (wardId?: string) =>
    queryOptions({
      queryKey: admissionKeys.ward(wardId),
      queryFn: ({ signal }) => api(`/wards${queryString({ wardId })}`, { schema: z.array(wardSchema), signal }),
    }),
  /** Free beds; without a ward (''), every ward's. */
  availableBeds: (wardId: string, roomType: RoomType | '') =>
    queryOptions({
      queryKey: admissionKeys.available(wardId, roomType),
      queryFn: ({ signal }) =>
        api(`/beds/available${queryString({ wardId: wardId || undefined, roomType: roomType || undefined })}`, {
          schema: z.array(availableBedSchema),
          signal,
        }),
    }),
  list: (filters: AdmissionListFilters) =>
    queryOptions({
      queryKey: admissionKeys.list(filters),
      queryFn: ({ signal }) =>
        api(`/admissions${queryString(filters)}`, { schema: pagedSchema(admissionSchema), signal }),
      placeholderData: keepPreviousData,
    }),
  /** The clinic's departments (master data); the admit form offers the active ones that admit. */
  departments: () =>
    queryOptions({
      queryKey: ['departments'],
      queryFn: ({ signal }) => api('/departments', { schema: z.array(departmentSchema), signal }),
      staleTime: 5 * 60_000,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: admissionKeys.detail(id),
      queryFn: ({ signal }) => api(`/admissions/${id}`, { schema: admissionDetailSchema, signal }),
    }),
};

/** What a stay's admission or move changes: the ward board, the admissions list and the patients' status. */
const wardsAndAdmissions = [admissionKeys.wards, admissionKeys.admissions, ['patients']];

function useInvalidate() {
  const client = useQueryClient();
  return async () => {
    for (const queryKey of wardsAndAdmissions) await client.invalidateQueries({ queryKey });
  };
}

export function useAdmit() {
  return useIdempotentMutation(
    (input: AdmitInput, idempotencyKey) =>
      api('/admissions', { method: 'POST', body: input, schema: admissionDetailSchema, idempotencyKey }),
    { invalidates: wardsAndAdmissions },
  );
}

export function useTransfer(admissionId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: TransferInput) =>
      api(`/admissions/${admissionId}/transfer`, { method: 'POST', body: input, schema: admissionDetailSchema }),
    onSuccess: invalidate,
  });
}

/** The treating doctor and consultants of a stay; each change is audited on the server. */
export function useCareTeam(admissionId: string) {
  const invalidate = useInvalidate();
  return {
    setTreating: useMutation({
      mutationFn: (input: TreatingDoctorInput) =>
        api(`/admissions/${admissionId}/treating-doctor`, {
          method: 'PUT',
          body: input,
          schema: admissionDetailSchema,
        }),
      onSuccess: invalidate,
    }),
    addConsultant: useMutation({
      mutationFn: (doctorId: string) =>
        api(`/admissions/${admissionId}/consultants`, {
          method: 'POST',
          body: { doctorId },
          schema: admissionDetailSchema,
        }),
      onSuccess: invalidate,
    }),
    endConsultant: useMutation({
      mutationFn: (doctorId: string) =>
        api(`/admissions/${admissionId}/consultants/${doctorId}`, { method: 'DELETE', schema: admissionDetailSchema }),
      onSuccess: invalidate,
    }),
  };
}

export function useBedStatus() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ bedId, status }: { bedId: string; status: 'Available' | 'Blocked' }) =>
      api(`/beds/${bedId}/status`, { method: 'POST', body: { status }, schema: messageSchema }),
    onSuccess: invalidate,
  });
}

/** Ward, room and bed setup (clinicAdmin). */
export function useWardSetup() {
  const invalidate = useInvalidate();
  const options = { onSuccess: invalidate };
  return {
    addWard: useMutation({
      mutationFn: (input: WardInput) => api('/wards', { method: 'POST', body: input, schema: wardSchema }),
      ...options,
    }),
    editWard: useMutation({
      mutationFn: ({ id, ...input }: WardInput & { id: string }) =>
        api(`/wards/${id}`, { method: 'PUT', body: input, schema: messageSchema }),
      ...options,
    }),
    addRoom: useMutation({
      mutationFn: ({ wardId, ...input }: RoomInput & { wardId: string }) =>
        api(`/wards/${wardId}/rooms`, { method: 'POST', body: input, schema: messageSchema }),
      ...options,
    }),
    editRoom: useMutation({
      mutationFn: ({ roomId, ...input }: RoomInput & { roomId: string }) =>
        api(`/rooms/${roomId}`, { method: 'PUT', body: input, schema: messageSchema }),
      ...options,
    }),
    addBed: useMutation({
      mutationFn: ({ roomId, ...input }: BedInput & { roomId: string }) =>
        api(`/rooms/${roomId}/beds`, { method: 'POST', body: input, schema: messageSchema }),
      ...options,
    }),
  };
}

/**
 * Keeps the bed board current: the server pushes the id of every bed that changes (Server-Sent
 * Events) and the wards are read again. EventSource reconnects by itself; after a reconnect the
 * board is read again too, in case a change came while the stream was down.
 */
export function useBedBoardUpdates(): void {
  useLiveRefresh('/api/bed-board/events', admissionKeys.wards);
}

export const vitalsKeys = {
  all: ['ip-vitals'] as const,
  list: (admissionId: string) => ['ip-vitals', admissionId] as const,
  care: (wardId: string | undefined) => ['ip-vitals', 'care', wardId ?? 'all'] as const,
};

export const vitalsQueries = {
  list: (admissionId: string) =>
    queryOptions({
      queryKey: vitalsKeys.list(admissionId),
      queryFn: ({ signal }) => api(`/admissions/${admissionId}/vitals`, { schema: z.array(ipVitalsSchema), signal }),
    }),
  care: (wardId?: string) =>
    queryOptions({
      queryKey: vitalsKeys.care(wardId),
      queryFn: ({ signal }) => api(`/ip-care${queryString({ wardId })}`, { schema: z.array(careRowSchema), signal }),
      // A reading falls due with time alone: the list is asked again every minute.
      refetchInterval: 60_000,
    }),
};

export function useRecordVitals(admissionId: string) {
  return useIdempotentMutation(
    (input: IpVitalsInput, idempotencyKey) =>
      api(`/admissions/${admissionId}/vitals`, { method: 'POST', body: input, schema: ipVitalsSchema, idempotencyKey }),
    { invalidates: [vitalsKeys.all] },
  );
}
