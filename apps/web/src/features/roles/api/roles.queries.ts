import { customRoleSchema, rolesReplySchema, type CustomRoleInput } from '@clinic/shared/auth';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const rolesKeys = { all: ['roles'] as const };

export const rolesQueries = {
  /** The built-in roles (read-only) and the clinic's own. */
  list: () =>
    queryOptions({
      queryKey: rolesKeys.all,
      queryFn: ({ signal }) => api('/roles', { schema: rolesReplySchema, signal }),
    }),
};

/** Creates a role (no id) or changes one; staff lists show role names, so they refresh too. */
export function useSaveRole(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CustomRoleInput) =>
      id
        ? api(`/roles/${id}`, { method: 'PUT', body: input, schema: customRoleSchema })
        : api('/roles', { method: 'POST', body: input, schema: customRoleSchema }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rolesKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['staff'] }),
        // The signed-in administrator's own menus follow their roles.
        queryClient.invalidateQueries({ queryKey: ['auth', 'me'] }),
      ]),
  });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<undefined>(`/roles/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesKeys.all }),
  });
}
