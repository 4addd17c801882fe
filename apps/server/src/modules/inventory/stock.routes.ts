import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  batchSchema,
  messageSchema,
  stockAdjustmentInputSchema,
  stockAdjustmentSchema,
  stockEntryInputSchema,
  stockEntrySchema,
  stockImportSchema,
  stockImportStartedSchema,
} from '@clinic/shared/inventory';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors.ts';
import { actorOf } from '../../plugins/actor.ts';
import { requirePermission } from '../../plugins/authorization.ts';
import { idempotencyKeyOf } from '../../plugins/idempotency.ts';
import type { StockEntriesService } from './stock-entries.service.ts';
import { parseUpload, uploadKind } from './stock-import.parse.ts';
import type { StockImportService } from './stock-import.service.ts';
import type { StockService } from './stock.service.ts';

export const UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024;
const idParams = z.object({ id: z.uuid({ error: 'Invalid id' }) });

/** Reads the one file of a multipart upload (field `file`) into records. */
async function readUpload(request: FastifyRequest) {
  const file = await request.file();
  if (!file || file.fieldname !== 'file') throw badRequest('Please select a file to upload', { file: 'No file' });
  const kind = uploadKind(file.filename, file.mimetype);
  if (!kind) {
    file.file.resume();
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Please upload a CSV or XLSX file');
  }
  const bytes = await file.toBuffer();
  try {
    return { records: await parseUpload(kind, bytes), sha256: createHash('sha256').update(bytes).digest('hex') };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(
      422,
      'UNREADABLE_FILE',
      'The file could not be read. Please check that it is a valid CSV or XLSX file.',
    );
  }
}

/** Stock entries, adjustments and migration (001 §7), plus the batches behind the stock screen. */
export const stockRoutes: FastifyPluginAsyncZod<{
  entries: StockEntriesService;
  stock: StockService;
  imports: StockImportService;
}> = async (app, { entries, stock, imports }) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 5 } });

  app.get(
    '/stock-entry/get-stocks',
    { onRequest: requirePermission('stock.manage'), schema: { response: { 200: z.array(stockEntrySchema) } } },
    async () => entries.list(),
  );
  app.get(
    '/stock-entry/get-stock/:id',
    { onRequest: requirePermission('stock.manage'), schema: { params: idParams, response: { 200: stockEntrySchema } } },
    async (request) => entries.get(request.params.id),
  );
  app.post(
    '/stock-entry/add-stock',
    {
      onRequest: requirePermission('stock.manage'),
      config: { idempotent: true },
      schema: { body: stockEntryInputSchema, response: { 201: messageSchema } },
    },
    async (request, reply) => {
      await entries.add(request.body, actorOf(request));
      return reply.status(201).send({ message: 'Stock entry added successfully' });
    },
  );
  app.put(
    '/stock-entry/edit-stock/:id',
    {
      onRequest: requirePermission('stock.manage'),
      schema: { params: idParams, body: stockEntryInputSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      await entries.edit(request.params.id, request.body, actorOf(request));
      return { message: 'Stock entry updated successfully' };
    },
  );
  app.delete(
    '/stock-entry/delete-stock/:id',
    { onRequest: requirePermission('stock.manage'), schema: { params: idParams, response: { 200: messageSchema } } },
    async (request) => {
      await entries.remove(request.params.id, actorOf(request));
      return { message: 'Stock entry deleted successfully' };
    },
  );
  app.get(
    '/stock-entry/get-default-details',
    {
      onRequest: requirePermission('stock.manage'),
      schema: {
        querystring: z.object({
          supplier: z.string().trim().min(1, 'Supplier is required'),
          invoiceDate: z.iso.date({ error: 'Use a date like 2026-01-31' }),
        }),
        response: { 200: z.object({ invoiceNumber: z.string(), dueDate: z.string() }) },
      },
    },
    async (request) => entries.defaultDetails(request.query.supplier, request.query.invoiceDate),
  );

  app.get(
    '/stock-adjustment/get-stock-adjustments',
    { onRequest: requirePermission('stock.manage'), schema: { response: { 200: z.array(stockAdjustmentSchema) } } },
    async () => stock.listAdjustments(),
  );
  app.post(
    '/stock-adjustment/add-stock-adjustment',
    {
      onRequest: requirePermission('stock.manage'),
      config: { idempotent: true },
      schema: { body: stockAdjustmentInputSchema, response: { 201: messageSchema } },
    },
    async (request, reply) => {
      await stock.addAdjustment(request.body, actorOf(request));
      return reply.status(201).send({ message: 'Stock adjustment added successfully' });
    },
  );

  app.post('/stock-migration/show-preview', { onRequest: requirePermission('stock.manage') }, async (request) => ({
    samplePreview: imports.preview((await readUpload(request)).records),
  }));
  // The reply comes once the rows are checked; the import goes on and the screen polls it. A
  // multipart body is not hashed by the idempotency plugin, so the file's hash stands in for it.
  app.post(
    '/stock-migration/add-stock-migration',
    { onRequest: requirePermission('stock.manage'), schema: { response: { 202: stockImportStartedSchema } } },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const { records, sha256 } = await readUpload(request);
      const started = await imports.start(records, actorOf(request), { sha256, key });
      if (!started.created) void reply.header('idempotent-replayed', 'true');
      return reply.status(202).send({ message: started.import.message, import: started.import });
    },
  );
  app.get(
    '/stock-migration/imports/:id',
    {
      onRequest: requirePermission('stock.manage'),
      schema: { params: idParams, response: { 200: stockImportSchema } },
    },
    async (request) => imports.get(request.params.id),
  );

  app.get(
    '/stock/batches',
    {
      onRequest: requirePermission('stock.batches.read'),
      schema: {
        querystring: z.object({
          drugId: z.uuid().optional(),
          status: z.enum(['all', 'near-expiry', 'expired', 'in-stock']).default('all'),
          days: z.coerce.number().int().min(1).max(730).default(90),
        }),
        response: { 200: z.array(batchSchema) },
      },
    },
    async (request) => stock.batches(request.query),
  );
};
