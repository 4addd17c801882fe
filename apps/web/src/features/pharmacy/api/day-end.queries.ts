import { dayEndSchema } from '@clinic/shared/pharmacy';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { pharmacyKeys } from './pharmacy.queries.ts';

export const dayEndQuery = (date: string) =>
  queryOptions({
    queryKey: [...pharmacyKeys.all, 'day-end', date],
    queryFn: ({ signal }) => api(`/pharmacy/day-end${queryString({ date })}`, { schema: dayEndSchema, signal }),
  });
