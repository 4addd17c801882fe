import { z } from 'zod';
import { stockImportStatus } from '../status/machines.ts';

/** The most rows one stock file may hold; a larger stock is imported in parts. */
export const IMPORT_MAX_ROWS = 50_000;

export const importTooManyRows = (rows: number) =>
  `The file has ${rows.toLocaleString('en-IN')} rows; import at most ${IMPORT_MAX_ROWS.toLocaleString('en-IN')} rows at a time. Please split the file and import each part.`;

/** Where an import stands, polled by the stock migration screen. */
export const stockImportSchema = z.object({
  _id: z.string(),
  status: z.enum(stockImportStatus.states),
  totalRows: z.number().int(),
  stagedRows: z.number().int(),
  message: z.string(),
  /** Each refused row's reason (`row 12` → reason), when the import failed on its rows. */
  errors: z.record(z.string(), z.string()),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type StockImport = z.infer<typeof stockImportSchema>;

/** The reply to an upload: the import has started; poll its progress by id. */
export const stockImportStartedSchema = z.object({ message: z.string(), import: stockImportSchema });
