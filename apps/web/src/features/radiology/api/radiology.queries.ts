import { pagedSchema } from '@clinic/shared/http';
import {
  caseDetailSchema,
  radiologyCaseSchema,
  signedReportSchema,
  staffRefSchema,
  templateSchema,
  type AddendumInput,
  type AssignmentInput,
  type Modality,
  type ReportInput,
  type TemplateInput,
} from '@clinic/shared/radiology';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';

const all = ['radiology'] as const;
/** A radiology change reads every case, report and template again once saved. */
const refreshes = { invalidates: [all] };

export const radiologyQueries = {
  cases: (query: { tab: 'open' | 'completed'; search?: string; page: number }) =>
    queryOptions({
      queryKey: [...all, 'cases', query],
      queryFn: ({ signal }) =>
        api(`/radiology/cases${queryString({ ...query, pageSize: 20 })}`, {
          schema: pagedSchema(radiologyCaseSchema),
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
  case: (id: string) =>
    queryOptions({
      queryKey: [...all, 'case', id],
      queryFn: ({ signal }) => api(`/radiology/cases/${id}`, { schema: caseDetailSchema, signal }),
      enabled: id.length > 0,
    }),
  staff: () =>
    queryOptions({
      queryKey: [...all, 'staff'],
      queryFn: ({ signal }) => api('/radiology/staff', { schema: z.array(staffRefSchema), signal }),
      staleTime: 5 * 60_000,
    }),
  templates: (query: { modality?: Modality; search?: string } = {}) =>
    queryOptions({
      queryKey: [...all, 'templates', query],
      queryFn: ({ signal }) =>
        api(`/radiology/templates${queryString(query)}`, { schema: z.array(templateSchema), signal }),
    }),
  template: (id: string) =>
    queryOptions({
      queryKey: [...all, 'template', id],
      queryFn: ({ signal }) => api(`/radiology/templates/${id}`, { schema: templateSchema, signal }),
      enabled: id.length > 0,
    }),
  /** A patient's signed reports, for the doctor's record. */
  reports: (patientId: string) =>
    queryOptions({
      queryKey: [...all, 'reports', patientId],
      queryFn: ({ signal }) =>
        api(`/radiology/reports${queryString({ patientId })}`, { schema: z.array(signedReportSchema), signal }),
    }),
};

export const useAssign = (id: string) =>
  useIdempotentMutation(
    (body: AssignmentInput) =>
      api(`/radiology/cases/${id}/assignment`, { method: 'PUT', body, schema: caseDetailSchema }),
    refreshes,
  );

export const useSaveDraft = (id: string) =>
  useIdempotentMutation(
    (body: ReportInput) => api(`/radiology/cases/${id}/report`, { method: 'PUT', body, schema: caseDetailSchema }),
    refreshes,
  );

export const useSign = (id: string) =>
  useIdempotentMutation(
    (body: ReportInput) => api(`/radiology/cases/${id}/sign`, { method: 'POST', body, schema: caseDetailSchema }),
    refreshes,
  );

export const useAddendum = (id: string) =>
  useIdempotentMutation(
    (body: AddendumInput, idempotencyKey) =>
      api(`/radiology/cases/${id}/addenda`, { method: 'POST', body, schema: caseDetailSchema, idempotencyKey }),
    refreshes,
  );

/** Creates a template, or saves one being edited. */
export const useSaveTemplate = (id?: string) =>
  useIdempotentMutation(
    (body: TemplateInput, idempotencyKey) =>
      id
        ? api(`/radiology/templates/${id}`, { method: 'PUT', body, schema: templateSchema })
        : api('/radiology/templates', { method: 'POST', body, schema: templateSchema, idempotencyKey }),
    refreshes,
  );

export const useDeleteTemplate = () =>
  useIdempotentMutation((id: string) => api(`/radiology/templates/${id}`, { method: 'DELETE' }), refreshes);

/** Calls off a study not yet started, with its charge. */
export const useCancelStudy = (id: string) =>
  useIdempotentMutation(
    (body: { reason: string }) => api(`/radiology/cases/${id}/cancel`, { method: 'POST', body }),
    refreshes,
  );
