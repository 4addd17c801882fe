import {
  demoAccountSchema,
  loginReplySchema,
  meReplySchema,
  type LoginInput,
  type SessionUser,
} from '@clinic/shared/auth';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, ApiError } from '../../../lib/api-client.ts';

export const authKeys = {
  me: ['auth', 'me'] as const,
  demoAccounts: ['auth', 'demo-accounts'] as const,
};

/** The signed-in user, or null for a guest. */
export const meQuery = queryOptions({
  queryKey: authKeys.me,
  queryFn: async ({ signal }): Promise<SessionUser | null> => {
    try {
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
      return await api('/auth/demo-accounts', { schema: z.array(demoAccountSchema), signal });
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
    mutationFn: (input: LoginInput) =>
      api('/auth/login', { method: 'POST', body: input, schema: loginReplySchema, expectUnauthorized: true }),
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
