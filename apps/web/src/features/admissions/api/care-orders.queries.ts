import { careOrderSchema, type CareOrderInput } from '@clinic/shared/admissions';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';
import { stayKeys } from './ward-round.queries.ts';

export const careOrdersQuery = (admissionId: string) =>
  queryOptions({
    queryKey: [...stayKeys.all(admissionId), 'care-orders'] as const,
    queryFn: ({ signal }) =>
      api(`/admissions/${admissionId}/care-orders`, { schema: z.array(careOrderSchema), signal }),
  });

export const usePlaceCareOrder = (admissionId: string) =>
  useIdempotentMutation(
    (input: CareOrderInput, key) =>
      api(`/admissions/${admissionId}/care-orders`, {
        method: 'POST',
        body: input,
        schema: careOrderSchema,
        idempotencyKey: key,
      }),
    { invalidates: [stayKeys.all(admissionId)] },
  );

export type CareOrderAction = 'done' | 'stop' | 'cancel';

/** Marking a procedure done charges the stay; stop and cancel take a reason. */
export function useCareOrderAction(admissionId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, action, reason }: { orderId: string; action: CareOrderAction; reason?: string }) =>
      api(`/care-orders/${orderId}/${action}`, {
        method: 'POST',
        body: action === 'done' ? undefined : { reason },
        schema: careOrderSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: stayKeys.all(admissionId) }),
  });
}
