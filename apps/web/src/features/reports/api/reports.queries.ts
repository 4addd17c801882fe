import { reportOptionsSchema, reportSchema } from '@clinic/shared/reports';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';

/** What a report is asked for: its range and the filters it takes. */
export type ReportParams = { from: string; to: string; wardId?: string; department?: string; doctorId?: string };

export const reportQueries = {
  report: (key: string, params: ReportParams) =>
    queryOptions({
      queryKey: ['reports', key, params],
      queryFn: ({ signal }) => api(`/reports/${key}${queryString(params)}`, { schema: reportSchema, signal }),
      placeholderData: keepPreviousData,
    }),
  options: queryOptions({
    queryKey: ['reports', 'options'],
    queryFn: ({ signal }) => api('/reports/options', { schema: reportOptionsSchema, signal }),
    staleTime: 5 * 60_000,
  }),
};

/** The report as a file: XLSX (every table) or CSV (the one table named). */
export const reportFileUrl = (key: string, params: ReportParams, format: 'csv' | 'xlsx', table?: string) =>
  `/api/reports/${key}${queryString({ ...params, format, table })}`;
