import { meReplySchema } from '@clinic/shared/auth';
import type { ChangePasswordInput } from '@clinic/shared/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authKeys } from './auth.queries.ts';

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) =>
      api('/auth/change-password', { method: 'POST', body: input, schema: meReplySchema }),
    onSuccess: ({ user }) => queryClient.setQueryData(authKeys.me, user),
  });
}
