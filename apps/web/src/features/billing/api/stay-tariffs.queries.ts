import { stayTariffSchema, type StayTariffsInput } from '@clinic/shared/billing';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export const stayTariffKeys = { all: ['stay-tariffs'] as const };

export const stayTariffQueries = {
  /** Every price set, in paise, by head and bed class; a head and class not listed is not charged. */
  list: () =>
    queryOptions({
      queryKey: stayTariffKeys.all,
      queryFn: ({ signal }) => api('/stay-tariffs', { schema: z.array(stayTariffSchema), signal }),
    }),
};

/** Saves the prices given; the server answers with the whole list, which becomes the cached one. */
export function useSaveStayTariffs() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: StayTariffsInput) =>
      api('/stay-tariffs', { method: 'PUT', body: input, schema: z.array(stayTariffSchema) }),
    onSuccess: (saved) => client.setQueryData(stayTariffKeys.all, saved),
  });
}
