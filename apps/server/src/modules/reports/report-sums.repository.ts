import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';

/** The figures kept as sums (decision 0037); each is a count and an amount per clinic day and key. */
export const REVENUE_FIGURES = [
  'revenue.bills',
  'revenue.discounts',
  'revenue.section',
  'revenue.pharmacy',
  'revenue.credits',
  'revenue.collected',
  'revenue.refunds',
] as const;
export type Figure = (typeof REVENUE_FIGURES)[number];

export type SumRow = { day: string; figure: Figure; key: string; n: number; amount: number };

/** A range of clinic days [from, to] and the instants it spans [start, end). */
export type SumRange = { from: string; to: string; start: Date; end: Date; timeZone: string };

/**
 * Every record's share of the figures, read from the records themselves: what the triggers of
 * migration 0063 add as records are written, for a rebuild. A test holds the two equal.
 */
const RECORDS = sql`
  select finalized_at, 'revenue.bills', '', 1, total_paise from bills
  union all
  select finalized_at, 'revenue.discounts', '', 1, discount_paise from bills where discount_paise > 0
  union all
  select b.finalized_at, 'revenue.section', l.section, 1, l.total_paise from bill_lines l join bills b on b.id = l.bill_id
  union all
  select created_at, 'revenue.credits', '', 1, amount_paise from credit_notes
  union all
  select sold_at, 'revenue.pharmacy', '', 1, total_paise from pharmacy_sales
  union all
  select returned_at, 'revenue.credits', '', 1, total_paise from pharmacy_returns
  union all
  select received_at, case when purpose = 'Refund' then 'revenue.refunds' else 'revenue.collected' end, '', 1, amount_paise
    from payments`;

/** One holder of this lock folds or rebuilds at a time, across server processes. */
const FOLDING = sql`pg_try_advisory_xact_lock(hashtextextended('report-sums', 0))`;

export const reportSumsRepository = {
  /**
   * Keeps the sums in the clinic's time zone: when they were kept in another (or never), they are
   * built again from the records, in one snapshot so that a record committed meanwhile is counted
   * once, by its delta. 'busy' when another process holds the sums (folding them): try again.
   */
  async keepZone(db: Db, timeZone: string): Promise<'kept' | 'rebuilt' | 'busy'> {
    return db.transaction(
      async (tx) => {
        // The lock first: it opens the snapshot, so a rebuild another process committed is seen.
        const [locked] = (await tx.execute<{ ok: boolean }>(sql`select ${FOLDING} as ok`)).rows;
        if (!locked?.ok) return 'busy';
        const [zone] = (await tx.execute<{ time_zone: string }>(sql`select time_zone from report_sums_zone`)).rows;
        if (zone?.time_zone === timeZone) return 'kept';
        await tx.execute(sql`delete from report_sums`);
        await tx.execute(sql`delete from report_sum_deltas`);
        await tx.execute(sql`delete from report_sums_zone`);
        await tx.execute(sql`insert into report_sums_zone (time_zone) values (${timeZone})`);
        await tx.execute(sql`
          insert into report_sums (day, figure, key, n, amount)
          select (at at time zone ${timeZone})::date, figure, key, sum(n), sum(amount)
          from (${RECORDS}) r (at, figure, key, n, amount)
          group by 1, 2, 3`);
        return 'rebuilt';
      },
      { isolationLevel: 'repeatable read' },
    );
  },

  /**
   * Folds the oldest deltas, at most `limit`, into the day sums. Only the folding process changes
   * `report_sums`, so writers never wait on it. Returns how many it folded (0 when another
   * process holds the fold).
   */
  async fold(db: Db, timeZone: string, limit: number): Promise<number> {
    return db.transaction(async (tx) => {
      const [locked] = (await tx.execute<{ ok: boolean }>(sql`select ${FOLDING} as ok`)).rows;
      if (!locked?.ok) return 0;
      const [zone] = (await tx.execute<{ time_zone: string }>(sql`select time_zone from report_sums_zone`)).rows;
      if (zone?.time_zone !== timeZone) return 0;
      const result = await tx.execute<{ folded: number }>(sql`
        with moved as (
          delete from report_sum_deltas
          where id in (select id from report_sum_deltas order by id limit ${limit})
          returning at, figure, key, n, amount
        ), added as (
          insert into report_sums (day, figure, key, n, amount)
          select (at at time zone ${timeZone})::date, figure, key, sum(n), sum(amount) from moved group by 1, 2, 3
          on conflict (figure, day, key)
          do update set n = report_sums.n + excluded.n, amount = report_sums.amount + excluded.amount
        )
        select count(*)::int as folded from moved`);
      return result.rows[0]?.folded ?? 0;
    });
  },

  /** The figures of a range by clinic day and key: the day sums, and the deltas not yet folded. */
  async read(db: DbOrTx, figures: readonly Figure[], r: SumRange): Promise<SumRow[]> {
    const list = sql.join(
      figures.map((f) => sql`${f}`),
      sql`, `,
    );
    const result = await db.execute<{ day: string; figure: Figure; key: string; n: string; amount: string }>(sql`
      select day::text as day, figure, key, sum(n)::bigint as n, sum(amount)::bigint as amount
      from (
        select day, figure, key, n, amount from report_sums
          where figure in (${list}) and day >= ${r.from}::date and day <= ${r.to}::date
        union all
        select (at at time zone ${r.timeZone})::date, figure, key, n, amount from report_sum_deltas
          where figure in (${list}) and at >= ${r.start} and at < ${r.end}
      ) s
      group by day, figure, key`);
    return result.rows.map((x) => ({ ...x, n: Number(x.n), amount: Number(x.amount) }));
  },

  /** The figures as the records give them, by day and key (for tests: what the sums must equal). */
  async fromRecords(db: DbOrTx, timeZone: string): Promise<SumRow[]> {
    const result = await db.execute<{ day: string; figure: Figure; key: string; n: string; amount: string }>(sql`
      select (at at time zone ${timeZone})::date::text as day, figure, key, sum(n)::bigint as n, sum(amount)::bigint as amount
      from (${RECORDS}) r (at, figure, key, n, amount)
      group by 1, 2, 3`);
    return result.rows.map((x) => ({ ...x, n: Number(x.n), amount: Number(x.amount) }));
  },
};
