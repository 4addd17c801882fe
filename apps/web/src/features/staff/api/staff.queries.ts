import {
  staffPageSchema,
  staffSchema,
  staffWithPasswordSchema,
  type CreateStaffInput,
  type StaffListQuery,
  type UpdateStaffInput,
} from '@clinic/shared/staff';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';

export type StaffFilters = Partial<StaffListQuery>;

export const staffKeys = {
  all: ['staff'] as const,
  list: (filters: StaffFilters) => [...staffKeys.all, 'list', filters] as const,
  detail: (id: string) => [...staffKeys.all, 'detail', id] as const,
};

export const staffQueries = {
  list: (filters: StaffFilters) =>
    queryOptions({
      queryKey: staffKeys.list(filters),
      queryFn: ({ signal }) => api(`/staff${queryString(filters)}`, { schema: staffPageSchema, signal }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: staffKeys.detail(id),
      queryFn: ({ signal }) => api(`/staff/${id}`, { schema: staffSchema, signal }),
    }),
};

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateStaffInput) =>
      api('/staff', { method: 'POST', body: input, schema: staffWithPasswordSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

export function useUpdateStaff(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateStaffInput) => api(`/staff/${id}`, { method: 'PATCH', body: input, schema: staffSchema }),
    onSuccess: (staff) => {
      queryClient.setQueryData(staffKeys.detail(id), staff);
      return queryClient.invalidateQueries({ queryKey: [...staffKeys.all, 'list'] });
    },
  });
}

export function useResetPassword(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api(`/staff/${id}/reset-password`, {
        method: 'POST',
        schema: z.object({ temporaryPassword: z.string() }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
