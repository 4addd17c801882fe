import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef } from 'react';

/** 32 hex characters from the browser's secure random source (available on plain-http LANs too). */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A mutation that creates something exactly once. Every send of one attempt (a double click, a
 * retry after a dropped connection) carries the same `Idempotency-Key`, so the server answers a
 * repeat with the first reply instead of saving a second record. Once an attempt has been saved,
 * or the user starts over (`reset`), the next send is a new attempt with a new key. After a save
 * the queries in `invalidates` are read again, in order, before the mutation settles.
 */
export function useIdempotentMutation<TInput, TOutput>(
  send: (input: TInput, idempotencyKey: string) => Promise<TOutput>,
  { invalidates }: { invalidates: readonly QueryKey[] },
) {
  const client = useQueryClient();
  const key = useRef<string | null>(null);
  const mutation = useMutation({
    mutationFn: (input: TInput) => send(input, (key.current ??= newIdempotencyKey())),
    onSuccess: async () => {
      key.current = null;
      for (const queryKey of invalidates) await client.invalidateQueries({ queryKey });
    },
  });
  return {
    ...mutation,
    /** Clears the last outcome and starts a new attempt: what is sent next is a different thing. */
    reset: () => {
      key.current = null;
      mutation.reset();
    },
  };
}
