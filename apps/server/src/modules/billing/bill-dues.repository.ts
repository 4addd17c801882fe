import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { billBalancesOf, idsIn, markedBills } from './bill-balances.ts';

/** One holder of this lock folds at a time, across server processes. */
const FOLDING = sql`pg_try_advisory_xact_lock(hashtextextended('bill-dues', 0))`;

export const billDuesRepository = {
  /**
   * Works out again the dues of the bills behind the oldest `limit` marks, and removes those marks.
   * One snapshot reads the marks and the money, so money moved by a transaction that commits
   * meanwhile is never lost: its own mark stays for the next fold. Returns how many marks it
   * took (0 when another process is folding).
   */
  async fold(db: Db, limit: number): Promise<number> {
    return db.transaction(
      async (tx) => {
        const [locked] = (await tx.execute<{ ok: boolean }>(sql`select ${FOLDING} as ok`)).rows;
        if (!locked?.ok) return 0;
        // Marks up to the chunk's last id, as this snapshot sees them: a mark of a transaction
        // that commits later is invisible here, so it is neither read nor removed.
        const [chunk] = (
          await tx.execute<{ n: number; last: string | null }>(sql`
            select count(*)::int as n, max(id) as last
            from (select id from bill_dues_dirty order by id limit ${limit}) c`)
        ).rows;
        if (!chunk?.last) return 0;
        const ids = idsIn(await markedBills(tx, chunk.last));
        await tx.execute(sql`
          insert into bill_dues (bill_id, patient_due, payer_due)
          select id, patient_due, payer_due from ${billBalancesOf(ids)} kept
          on conflict (bill_id) do update set patient_due = excluded.patient_due, payer_due = excluded.payer_due`);
        await tx.execute(sql`delete from bill_dues_dirty where id <= ${chunk.last}`);
        return chunk.n;
      },
      { isolationLevel: 'repeatable read' },
    );
  },
};
