import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** What the report screens offer as filters: active departments, and doctors by name. */
export const reportsRepository = {
  async departments(db: DbOrTx): Promise<string[]> {
    const result = await db.execute<{ name: string }>(sql`select name from departments where is_active order by name`);
    return result.rows.map((r) => r.name);
  },
  async doctors(db: DbOrTx): Promise<{ id: string; name: string }[]> {
    const result = await db.execute<{ id: string; name: string }>(
      sql`select id, name from users where 'doctor' = any(roles) order by name`,
    );
    return result.rows;
  },
};
