import {
  createdDisplaySchema,
  displayBoardSchema,
  displaySchema,
  type DisplayInput,
} from '@clinic/shared/appointments';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, ApiError } from '../../../lib/api-client.ts';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';

export const displayKeys = { all: ['displays'] as const, board: (key: string) => ['display-board', key] as const };

export const displaysQuery = queryOptions({
  queryKey: displayKeys.all,
  queryFn: ({ signal }) => api('/displays', { schema: z.array(displaySchema), signal }),
});

/** The waiting-hall board; a slow re-read every 30 s covers a stream that dropped unnoticed. */
export const displayBoardQuery = (key: string) =>
  queryOptions({
    queryKey: displayKeys.board(key),
    queryFn: ({ signal }) => api(`/display/${encodeURIComponent(key)}/board`, { schema: displayBoardSchema, signal }),
    refetchInterval: 30_000,
    // A revoked or wrong key is final; anything else (the network, a restart) is tried again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1_000,
    retryDelay: 5_000,
  });

export const useCreateDisplay = () =>
  useIdempotentMutation(
    (input: DisplayInput, key) =>
      api('/displays', { method: 'POST', body: input, schema: createdDisplaySchema, idempotencyKey: key }),
    { invalidates: [displayKeys.all] },
  );

export function useRevokeDisplay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/displays/${id}/revoke`, { method: 'POST', schema: displaySchema }),
    onSuccess: () => client.invalidateQueries({ queryKey: displayKeys.all }),
  });
}
