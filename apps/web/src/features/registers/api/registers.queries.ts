import {
  registerEntrySchema,
  registerListSchema,
  type RegisterCorrection,
  type RegisterEntryInput,
  type RegisterKind,
} from '@clinic/shared/registers';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';

export const registerQueries = {
  list: (register: RegisterKind, from: string, to: string) =>
    queryOptions({
      queryKey: ['registers', register, from, to],
      queryFn: ({ signal }) =>
        api(`/registers/${register}${queryString({ from, to })}`, { schema: registerListSchema, signal }),
      placeholderData: keepPreviousData,
    }),
};

export const registerFileUrl = (register: RegisterKind, from: string, to: string) =>
  `/api/registers/${register}${queryString({ from, to, format: 'xlsx' })}`;

export function useMakeEntry(register: RegisterKind) {
  return useIdempotentMutation(
    (input: RegisterEntryInput, idempotencyKey) =>
      api(`/registers/${register}`, { method: 'POST', body: input, schema: registerEntrySchema, idempotencyKey }),
    { invalidates: [['registers', register]] },
  );
}

export function useCorrectEntry(register: RegisterKind) {
  return useIdempotentMutation(
    ({ id, ...input }: RegisterCorrection & { id: string }, idempotencyKey) =>
      api(`/registers/entries/${id}/corrections`, {
        method: 'POST',
        body: input,
        schema: registerEntrySchema,
        idempotencyKey,
      }),
    { invalidates: [['registers', register]] },
  );
}
