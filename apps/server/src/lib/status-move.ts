import type { StatusMachine } from '@clinic/shared/status';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { conflict, notFound } from './errors.ts';

type StatusTable = PgTable & { id: PgColumn; status: PgColumn };

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Moves one row to `to` along an allowed edge of its machine, in a single conditional UPDATE, so
 * two racing moves cannot both pass. 404 when the row does not exist; 409 naming the current
 * state when the machine has no edge from it. `set` adds columns to write in the same UPDATE.
 */
export async function moveStatus<T extends StatusTable, S extends string>(
  tx: DbOrTx,
  table: T,
  machine: StatusMachine<S>,
  id: string,
  to: S,
  set: Partial<T['$inferInsert']> = {},
): Promise<T['$inferSelect']> {
  const sources = machine.sourcesOf(to);
  const moved = (await tx
    .update(table)
    .set({ ...set, status: to })
    .where(and(eq(table.id, id), sources.length > 0 ? inArray(table.status, sources) : sql`false`))
    .returning()) as T['$inferSelect'][];
  if (moved[0]) return moved[0];
  const read: PgTable = table;
  const [current] = (await tx.select({ status: table.status }).from(read).where(eq(table.id, id))) as {
    status: string;
  }[];
  if (!current) throw notFound(`${capitalised(machine.subject)} with ID ${id} not found`);
  throw conflict(`A ${current.status} ${machine.subject} cannot become ${to}`);
}

/**
 * Moves many rows to `to` at once, each along an allowed edge, in one conditional UPDATE; if any
 * cannot move (missing, or in a state with no edge to `to`) nothing moves and the first such row
 * is reported as moveStatus would.
 */
export async function moveStatuses<T extends StatusTable, S extends string>(
  tx: DbOrTx,
  table: T,
  machine: StatusMachine<S>,
  ids: string[],
  to: S,
): Promise<void> {
  if (ids.length === 0) return;
  const sources = machine.sourcesOf(to);
  const moved = (await tx
    .update(table)
    .set({ status: to } as Partial<T['$inferInsert']>)
    .where(and(inArray(table.id, ids), sources.length > 0 ? inArray(table.status, sources) : sql`false`))
    .returning({ id: table.id })) as { id: string }[];
  if (moved.length === ids.length) return;
  const done = new Set(moved.map((m) => m.id));
  const stuck = ids.find((id) => !done.has(id)) ?? '';
  // The UPDATE above is undone with the caller's transaction when this throws.
  await moveStatus(tx, table, machine, stuck, to);
  throw conflict(`A ${machine.subject} cannot become ${to}`);
}
