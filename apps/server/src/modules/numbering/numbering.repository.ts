import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** Takes the next value of a counter (1 for a new one), holding its row until the transaction ends. */
export async function takeNextValue(tx: DbOrTx, name: string): Promise<number> {
  const result = await tx.execute<{ value: string }>(
    sql`insert into counters (name, value) values (${name}, 1)
        on conflict (name) do update set value = counters.value + 1
        returning value`,
  );
  const value = result.rows[0]?.value;
  if (value === undefined) throw new Error(`counter ${name} returned no value`);
  return Number(value);
}
