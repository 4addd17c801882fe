import {
  batchSchema,
  drugSchema,
  manufacturerSchema,
  messageSchema,
  stockAdjustmentSchema,
  stockEntrySchema,
  supplierSchema,
  type DrugInput,
  type ManufacturerInput,
  type StockAdjustmentInput,
  type StockEntryInput,
  type SupplierInput,
} from '@clinic/shared/inventory';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation.ts';
import { api } from '../../../lib/api-client.ts';
import { queryString } from '../../../lib/query-string.ts';

const base = '/inventory';
export const inventoryKeys = { all: ['inventory'] as const };
/** Every inventory write refreshes the inventory caches (stock figures change together). */
const refreshes = { invalidates: [inventoryKeys.all] };
const key = (...parts: string[]) => [...inventoryKeys.all, ...parts];

export const inventoryQueries = {
  manufacturers: queryOptions({
    queryKey: key('manufacturers'),
    queryFn: async ({ signal }) =>
      (
        await api(`${base}/manufacturer/all-manufacturers`, {
          schema: z.object({ data: z.array(manufacturerSchema) }),
          signal,
        })
      ).data,
  }),
  suppliers: queryOptions({
    queryKey: key('suppliers'),
    queryFn: async ({ signal }) =>
      (await api(`${base}/supplier/all-suppliers`, { schema: z.object({ data: z.array(supplierSchema) }), signal }))
        .data,
  }),
  drugs: queryOptions({
    queryKey: key('drugs'),
    queryFn: ({ signal }) => api(`${base}/drug/all-drugs`, { schema: z.array(drugSchema), signal }),
  }),
  drug: (id: string) =>
    queryOptions({
      queryKey: key('drug', id),
      queryFn: ({ signal }) => api(`${base}/drug/get-drug/${id}`, { schema: drugSchema, signal }),
    }),
  gstRates: queryOptions({
    queryKey: key('gst'),
    queryFn: ({ signal }) => api(`${base}/gst-rates`, { schema: z.array(z.number()), signal }),
    staleTime: Infinity,
  }),
  entries: queryOptions({
    queryKey: key('entries'),
    queryFn: ({ signal }) => api(`${base}/stock-entry/get-stocks`, { schema: z.array(stockEntrySchema), signal }),
  }),
  entry: (id: string) =>
    queryOptions({
      queryKey: key('entry', id),
      queryFn: ({ signal }) => api(`${base}/stock-entry/get-stock/${id}`, { schema: stockEntrySchema, signal }),
    }),
  adjustments: queryOptions({
    queryKey: key('adjustments'),
    queryFn: ({ signal }) =>
      api(`${base}/stock-adjustment/get-stock-adjustments`, { schema: z.array(stockAdjustmentSchema), signal }),
  }),
  batches: (params: { drugId?: string; status?: string; days?: number }) =>
    queryOptions({
      queryKey: key('batches', JSON.stringify(params)),
      queryFn: ({ signal }) =>
        api(`${base}/stock/batches${queryString(params)}`, { schema: z.array(batchSchema), signal }),
    }),
};

export function defaultInvoiceDetails(supplier: string, invoiceDate: string) {
  return api(`${base}/stock-entry/get-default-details${queryString({ supplier, invoiceDate })}`, {
    schema: z.object({ invoiceNumber: z.string(), dueDate: z.string() }),
  });
}

const withData = z.object({ message: z.string().optional(), data: z.unknown() });
export const useSaveManufacturer = (id?: string) =>
  useIdempotentMutation(
    (input: ManufacturerInput) =>
      id
        ? api(`${base}/manufacturer/edit-manufacturer/${id}`, { method: 'PUT', body: input, schema: withData })
        : api(`${base}/manufacturer/add-manufacturer`, { method: 'POST', body: input, schema: withData }),
    refreshes,
  );
export const useSaveSupplier = (id?: string) =>
  useIdempotentMutation(
    (input: SupplierInput) =>
      id
        ? api(`${base}/supplier/edit-supplier/${id}`, { method: 'PUT', body: input, schema: withData })
        : api(`${base}/supplier/add-supplier`, { method: 'POST', body: input, schema: withData }),
    refreshes,
  );
export const useSaveDrug = (id?: string) =>
  useIdempotentMutation(
    (input: DrugInput) =>
      id
        ? api(`${base}/drug/edit-drug/${id}`, { method: 'PUT', body: input, schema: messageSchema })
        : api(`${base}/drug/add-drug`, { method: 'POST', body: input, schema: messageSchema }),
    refreshes,
  );
export const useDeleteDrug = () =>
  useIdempotentMutation(
    (id: string) => api(`${base}/drug/delete-drug/${id}`, { method: 'DELETE', schema: messageSchema }),
    refreshes,
  );
export const useSaveEntry = (id?: string) =>
  useIdempotentMutation(
    (input: StockEntryInput, idempotencyKey) =>
      id
        ? api(`${base}/stock-entry/edit-stock/${id}`, { method: 'PUT', body: input, schema: messageSchema })
        : api(`${base}/stock-entry/add-stock`, { method: 'POST', body: input, schema: messageSchema, idempotencyKey }),
    refreshes,
  );
export const useDeleteEntry = () =>
  useIdempotentMutation(
    (id: string) => api(`${base}/stock-entry/delete-stock/${id}`, { method: 'DELETE', schema: messageSchema }),
    refreshes,
  );
export const useAddAdjustment = () =>
  useIdempotentMutation(
    (input: StockAdjustmentInput, idempotencyKey) =>
      api(`${base}/stock-adjustment/add-stock-adjustment`, {
        method: 'POST',
        body: input,
        schema: messageSchema,
        idempotencyKey,
      }),
    refreshes,
  );
