import { messageListSchema, type MessageStatus } from '@clinic/shared/messages';
import { infiniteQueryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const messageKeys = { all: ['messages'] as const };

/** The outbox, newest first, 50 a page; re-read every 15 s so a send's result shows without a reload. */
export const messagesQuery = (status: MessageStatus | null) =>
  infiniteQueryOptions({
    queryKey: [...messageKeys.all, status ?? 'all'],
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      if (status) query.set('status', status);
      if (pageParam) query.set('cursor', pageParam);
      return api(`/messages?${query.toString()}`, { schema: messageListSchema, signal });
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: 15_000,
  });

/** Send again or cancel: both answer 204 and change one row. */
export function useMessageAction(action: 'retry' | 'cancel') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/messages/${id}/${action}`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
