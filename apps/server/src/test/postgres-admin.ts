import pg from 'pg';
import { databaseFromPool, type Database } from '../db/client.ts';

/** Runs one statement on the server's maintenance connection (create or drop a database). */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A pool onto another database of the same server; closing it does not drop the database. */
export function postgresDatabase(url: string, name: string, max = 10): Database {
  const target = new URL(url);
  target.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: target.toString(), max });
  return databaseFromPool(
    pool,
    'postgres',
    () => pool.end(),
    () => undefined,
  );
}
