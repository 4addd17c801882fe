import { stockImportSchema, stockImportStartedSchema, type StockImport } from '@clinic/shared/inventory';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

const base = '/inventory/stock-migration';
const previewSchema = z.object({ samplePreview: z.array(z.record(z.string(), z.string())) });

const fileForm = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

export const isFinished = (state: StockImport | undefined) =>
  state?.status === 'Completed' || state?.status === 'Failed';

/** The first rows of a file as the server reads them. */
export const previewStockFile = async (file: File) =>
  (
    await api(`${base}/show-preview`, {
      method: 'POST',
      form: fileForm(file),
      timeoutMs: 30_000,
      schema: previewSchema,
    })
  ).samplePreview;

/** Uploads a file: the server checks every row and answers at once with the started import. */
export const startStockImport = async (file: File, idempotencyKey: string) =>
  (
    await api(`${base}/add-stock-migration`, {
      method: 'POST',
      form: fileForm(file),
      timeoutMs: 60_000,
      idempotencyKey,
      schema: stockImportStartedSchema,
    })
  ).import;

/** An import's progress, asked again every half second until it has finished. */
export const stockImportQuery = (id: string) =>
  queryOptions({
    queryKey: ['inventory', 'stock-import', id],
    queryFn: ({ signal }) => api(`${base}/imports/${id}`, { signal, schema: stockImportSchema }),
    refetchInterval: (query) => (isFinished(query.state.data) ? false : 500),
  });
