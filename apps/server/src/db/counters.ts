import { sql } from 'drizzle-orm';
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

/**
 * Named gapless counters (patient MRNs, later bill numbers). Taking the next value locks the row
 * until the transaction ends, so numbers are never repeated and, unlike a sequence, a rolled-back
 * transaction leaves no gap.
 */
export const counters = pgTable('counters', {
  name: text().primaryKey(),
  value: bigint({ mode: 'number' }).notNull(),
});

export async function nextCounterValue(tx: DbOrTx, name: string): Promise<number> {
  const result = await tx.execute<{ value: string }>(
    sql`insert into counters (name, value) values (${name}, 1)
        on conflict (name) do update set value = counters.value + 1
        returning value`,
  );
  const value = result.rows[0]?.value;
  if (value === undefined) throw new Error(`counter ${name} returned no value`);
  return Number(value);
}
