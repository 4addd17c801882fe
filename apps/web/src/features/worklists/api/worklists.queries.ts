import { orderWithPatientSchema, pharmacyPrescriptionSchema } from '@clinic/shared/encounters';
import { pagedSchema } from '@clinic/shared/http';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const WORKLIST_PAGE_SIZE = 20;

/** What consultations leave for other areas, a page at a time: prescriptions for the pharmacy, orders for lab and radiology. */
export const worklistQueries = {
  prescriptions: (page: number) =>
    queryOptions({
      queryKey: ['worklists', 'prescriptions', page],
      queryFn: ({ signal }) =>
        api(`/pharmacy/prescriptions?page=${page}&pageSize=${WORKLIST_PAGE_SIZE}`, {
          schema: pagedSchema(pharmacyPrescriptionSchema),
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  orders: (area: 'lab' | 'radiology', page: number) =>
    queryOptions({
      queryKey: ['worklists', 'orders', area, page],
      queryFn: ({ signal }) =>
        api(`/${area}/orders?page=${page}&pageSize=${WORKLIST_PAGE_SIZE}`, {
          schema: pagedSchema(orderWithPatientSchema),
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
};
