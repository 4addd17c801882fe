import { and, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/** `%text%` for ILIKE, with the pattern characters in the text taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A case-insensitive substring match on any of the columns; undefined when there is no text. */
export function searchAny(columns: PgColumn[], text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return or(...columns.map((c) => ilike(c, pattern)));
}

/**
 * One page of a page-numbered list and the total the screen shows ("Showing 21–40 of 312"):
 * the rows and the count run side by side on the same filters. For lists that grow without end
 * (patients, audit on a busy clinic) prefer keyset paging on an index; this is for lists a
 * clinic keeps in the hundreds or thousands.
 */
export async function selectPage<T extends PgTable>(
  db: DbOrTx,
  table: T,
  options: { where: (SQL | undefined)[]; orderBy: (SQL | PgColumn)[]; page: number; pageSize: number },
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const from: PgTable = table;
  const where = and(...options.where);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(from)
      .where(where)
      .orderBy(...options.orderBy)
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(from)
      .where(where),
  ]);
  return { rows: rows, total: count?.n ?? 0 };
}

/** A 1-based page and its size, as `pageQuerySchema` reads them from the query string. */
export type PageQuery = { page: number; pageSize: number };
