import { orderWithPatientSchema, pharmacyPrescriptionSchema } from '@clinic/shared/encounters';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

/** What consultations leave for other areas: prescriptions for the pharmacy, orders for lab and radiology. */
export const worklistQueries = {
  prescriptions: queryOptions({
    queryKey: ['worklists', 'prescriptions'],
    queryFn: ({ signal }) => api('/pharmacy/prescriptions', { schema: z.array(pharmacyPrescriptionSchema), signal }),
  }),
  orders: (area: 'lab' | 'radiology') =>
    queryOptions({
      queryKey: ['worklists', 'orders', area],
      queryFn: ({ signal }) => api(`/${area}/orders`, { schema: z.array(orderWithPatientSchema), signal }),
    }),
};
