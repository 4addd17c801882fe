import {
  appointmentSchema,
  opQueueSchema,
  queueEntrySchema,
  sendToResultSchema,
  type OpPriority,
  type SendToInput,
} from '@clinic/shared/appointments';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';
import { useLiveRefresh } from '../../../lib/use-live-refresh.ts';
import { appointmentKeys } from './appointments.queries.ts';

/** The queue sits under the appointments' key: a call or an arrival refreshes both. */
export const opQueueKey = (doctorId: string) => [...appointmentKeys.all, 'op-queue', doctorId] as const;

export const opQueueQuery = (doctorId: string) =>
  queryOptions({
    queryKey: opQueueKey(doctorId),
    queryFn: ({ signal }) => api(`/op-queue/${doctorId}`, { schema: opQueueSchema, signal }),
    enabled: doctorId !== '',
  });

/** Any call, skip, recall or send (from any screen) re-reads the queues and today's lists. */
export function useOpQueueUpdates(): void {
  useLiveRefresh('/api/op-queue/events', appointmentKeys.all);
}

/** Call the next token; skip, recall, or have back from the lab, radiology or another doctor one token. */
export type QueueAction =
  { kind: 'call-next'; doctorId: string } | { kind: 'skip' | 'recall' | 'back'; appointmentId: string };

export function useQueueAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: QueueAction) =>
      api(
        action.kind === 'call-next'
          ? `/op-queue/${action.doctorId}/call-next`
          : `/appointments/${action.appointmentId}/${action.kind}`,
        { method: 'POST', schema: queueEntrySchema },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}

/**
 * Send a patient to the lab, radiology or another doctor. One attempt keeps its Idempotency-Key,
 * so a retried send to another doctor never makes a second appointment.
 */
export function useSendTo() {
  return useIdempotentMutation(
    ({ appointmentId, ...input }: SendToInput & { appointmentId: string }, idempotencyKey) =>
      api(`/appointments/${appointmentId}/send-to`, {
        method: 'POST',
        body: input,
        schema: sendToResultSchema,
        idempotencyKey,
      }),
    { invalidates: [appointmentKeys.all] },
  );
}

/** The patient is here: into the doctor's queue, with a priority flag if the desk gives one. */
export function useArrive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, priority }: { id: string; priority?: OpPriority }) =>
      api(`/appointments/${id}/arrive`, {
        method: 'POST',
        body: priority ? { priority } : undefined,
        schema: appointmentSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: appointmentKeys.all }),
  });
}
