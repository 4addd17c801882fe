import { pharmacyPrescriptionSchema } from '@clinic/shared/encounters';
import { pagedSchema } from '@clinic/shared/http';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';

export const WORKLIST_PAGE_SIZE = 20;

/** What consultations leave for the pharmacy, a page at a time. */
export const worklistQueries = {
  prescriptions: (page: number, search = '') =>
    queryOptions({
      queryKey: ['worklists', 'prescriptions', page, search],
      queryFn: ({ signal }) =>
        api(
          `/pharmacy/prescriptions${queryString({ page, pageSize: WORKLIST_PAGE_SIZE, search: search || undefined })}`,
          {
            schema: pagedSchema(pharmacyPrescriptionSchema),
            signal,
          },
        ),
      placeholderData: keepPreviousData,
    }),
};
