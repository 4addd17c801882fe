import type { LoginInput, SessionUser } from '@clinic/shared/auth';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client.ts';

/**
 * The replies' schemas, loaded when first needed: the sign-in page draws before zod arrives, and
 * the replies are still checked (issue 34, the first page's JavaScript).
 */
const schemas = () => import('@clinic/shared/auth-replies');

export const authKeys = {
  me: ['auth', 'me'] as const,
  demoAccounts: ['auth', 'demo-accounts'] as const,
};

/** The signed-in user, or null for a guest. */
export const meQuery = queryOptions({
  queryKey: authKeys.me,
  queryFn: async ({ signal }): Promise<SessionUser | null> => {
    try {
      const { meReplySchema } = await schemas();
      return (await api('/auth/me', { schema: meReplySchema, signal, expectUnauthorized: true })).user;
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return null;
      throw err;
    }
  },
  staleTime: 60_000,
  retry: false,
});

/** The demo accounts offered on the sign-in page; an empty list when the server is not in demo mode. */
export const demoAccountsQuery = queryOptions({
  queryKey: authKeys.demoAccounts,
  queryFn: async ({ signal }) => {
    try {
      const { demoAccountListSchema } = await schemas();
      return await api('/auth/demo-accounts', { schema: demoAccountListSchema, signal });
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return [];
      throw err;
    }
  },
  staleTime: Infinity,
  retry: false,
});

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      const { loginReplySchema } = await schemas();
      return api('/auth/login', { method: 'POST', body: input, schema: loginReplySchema, expectUnauthorized: true });
    },
    onSuccess: ({ user }) => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });
      queryClient.setQueryData(authKeys.me, user);
    },
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('/auth/logout', { method: 'POST' }),
    onSettled: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });
      queryClient.setQueryData(authKeys.me, null);
    },
  });
}
