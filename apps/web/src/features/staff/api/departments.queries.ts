import { departmentSchema, type DepartmentInput } from '@clinic/shared/staff';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

/** The same key the admit form reads the departments under, so a change reaches it too. */
export const departmentKeys = { all: ['departments'] as const };

export const departmentQueries = {
  /** Every department, retired ones too, by name (a short master list, not paged). */
  list: () =>
    queryOptions({
      queryKey: departmentKeys.all,
      queryFn: ({ signal }) => api('/departments', { schema: z.array(departmentSchema), signal }),
    }),
};

/** Adds a department (`id` null) or changes one (rename, admits, retire); the list is read again after. */
export function useSaveDepartment(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DepartmentInput) =>
      api(id ? `/departments/${id}` : '/departments', {
        method: id ? 'PUT' : 'POST',
        body: input,
        schema: departmentSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: departmentKeys.all }),
  });
}
