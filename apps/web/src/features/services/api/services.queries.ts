import { serviceSchema, type ServiceInput } from '@clinic/shared/services';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

const withMessage = z.object({ message: z.string(), data: serviceSchema.optional() });

export const serviceKeys = { all: ['services'] as const };

/** The spec's calls (000 §7): GET /service/all, POST /service/add, PUT and DELETE /service/{id}. */
export const servicesQuery = queryOptions({
  queryKey: serviceKeys.all,
  queryFn: ({ signal }) => api('/service/all', { schema: z.array(serviceSchema), signal }),
});

export function useSaveService(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ServiceInput) =>
      id
        ? api(`/service/${id}`, { method: 'PUT', body: input, schema: withMessage })
        : api('/service/add', { method: 'POST', body: input, schema: withMessage }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}

export function useDeleteService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(`/service/${id}`, { method: 'DELETE', schema: withMessage }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}
