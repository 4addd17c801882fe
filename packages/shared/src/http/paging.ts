import { decimal } from './number-field.ts';
import { z } from 'zod';

/** `?page=1&pageSize=20` on every list that can grow; pages are 1-based and at most 100 rows. */
export const pageQuerySchema = z.object({
  page: decimal(z.coerce.number().int().min(1).max(100_000)).default(1),
  pageSize: decimal(z.coerce.number().int().min(1).max(100)).default(20),
});

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
}

export type Paged<T> = { data: T[]; total: number; page: number; pageSize: number };
