import {
  referralPageSchema,
  referralSchema,
  type ReferralInput,
  type ReferralListQuery,
} from '@clinic/shared/referrals';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';

export const referralKeys = {
  all: ['referrals'] as const,
  list: (filters: Partial<ReferralListQuery>) => [...referralKeys.all, 'list', filters] as const,
  detail: (id: string) => [...referralKeys.all, 'detail', id] as const,
};

export const referralQueries = {
  list: (filters: Partial<ReferralListQuery>) =>
    queryOptions({
      queryKey: referralKeys.list(filters),
      queryFn: ({ signal }) => api(`/referrals${queryString(filters)}`, { schema: referralPageSchema, signal }),
      placeholderData: keepPreviousData,
    }),
  detail: (id: string) =>
    queryOptions({
      queryKey: referralKeys.detail(id),
      queryFn: ({ signal }) => api(`/referrals/${id}`, { schema: referralSchema, signal }),
    }),
};

export function useSaveReferral(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReferralInput) =>
      id
        ? api(`/referrals/${id}`, { method: 'PUT', body: input, schema: referralSchema })
        : api('/referrals', { method: 'POST', body: input, schema: referralSchema }),
    onSuccess: (referral) => {
      queryClient.setQueryData(referralKeys.detail(referral._id), referral);
      return queryClient.invalidateQueries({ queryKey: [...referralKeys.all, 'list'] });
    },
  });
}

export function useDeleteReferral() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api(`/referrals/${id}`, { method: 'DELETE', schema: z.object({ message: z.string() }) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralKeys.all }),
  });
}
