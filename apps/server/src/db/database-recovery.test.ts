import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { createTestDatabase } from '../test/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('the database connection', () => {
  it('keeps working after SQL errors, with named prepared statements', async () => {
    await database.pool.query('create table recovery_probe (x int primary key)');
    await database.pool.query('insert into recovery_probe values (1)');
    const named = { name: 'recovery_probe_stmt', text: 'select $1::int + 1 as v', values: [1] };
    await database.pool.query(named);
    for (const failing of ['select 1/0', 'insert into recovery_probe values (1)']) {
      await expect(database.pool.query(failing)).rejects.toThrow();
      expect((await database.pool.query(named)).rows).toEqual([{ v: 2 }]);
      expect((await database.db.execute(sql`select count(*)::int as n from recovery_probe`)).rows).toEqual([{ n: 1 }]);
    }
  });
});
