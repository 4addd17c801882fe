import { sql } from 'drizzle-orm';
import { check, type PgColumn } from 'drizzle-orm/pg-core';

/** A CHECK that lets the column hold only the machine's states, one spelling each. */
export function statusCheck(name: string, column: PgColumn, machine: { states: readonly string[] }) {
  const states = machine.states.map((s) => `'${s.replaceAll("'", "''")}'`).join(', ');
  return check(name, sql`${column} in (${sql.raw(states)})`);
}

/** A CHECK that lets the column hold only the listed values. */
export function valuesCheck(name: string, column: PgColumn, values: readonly string[]) {
  return check(name, sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`);
}
