import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

type Range = { start: Date; end: Date };

/** One lab test's orders of a range and how long each step took, in minutes (null: no order reached it). */
export type LabTatRow = {
  test: string | null;
  ordered: number;
  urgent: number;
  reported: number;
  to_collect: number | null;
  to_result: number | null;
  to_approve: number | null;
  total_mean: number | null;
  total_median: number | null;
  total_p90: number | null;
};

export type ImagingTatRow = {
  study: string | null;
  ordered: number;
  reported: number;
  total_mean: number | null;
  total_median: number | null;
  total_p90: number | null;
};

export type CriticalRow = {
  test: string | null;
  critical: number;
  acknowledged: number;
  ack_mean: number | null;
  ack_median: number | null;
  ack_max: number | null;
};

const minutes = (later: unknown, earlier: unknown) => sql`extract(epoch from ${later} - ${earlier}) / 60`;
/** The mean, median and 90th percentile of a span in minutes, to one decimal. */
const spread = (span: unknown) => sql`
  round(avg(${span})::numeric, 1)::float8 as total_mean,
  round(percentile_cont(0.5) within group (order by ${span})::numeric, 1)::float8 as total_median,
  round(percentile_cont(0.9) within group (order by ${span})::numeric, 1)::float8 as total_p90`;

/**
 * Turnaround is counted for orders placed in the range (not cancelled): order → first accepted
 * sample → first result entered → its approval. Every query adds the all-tests row (name null)
 * through a grouping set, so the totals are the same statistics over every order.
 */
export const diagnosticsRepository = {
  async labTat(db: DbOrTx, r: Range): Promise<LabTatRow[]> {
    const result = await db.execute<LabTatRow>(sql`
      with o as (
        select o.service_name as test, o.urgent, o.ordered_at,
          (select min(s.collected_at) from lab_samples s where s.order_id = o.id and s.rejected_at is null) as collected_at,
          first.entered_at, first.approved_at
        from lab_orders o
        left join lab_reports first on first.order_id = o.id and first.version = 1
        where o.ordered_at >= ${r.start} and o.ordered_at < ${r.end} and o.status <> 'Cancelled'
      )
      select test, count(*)::int as ordered, count(*) filter (where urgent)::int as urgent,
        count(approved_at)::int as reported,
        round(avg(${minutes(sql`collected_at`, sql`ordered_at`)})::numeric, 1)::float8 as to_collect,
        round(avg(${minutes(sql`entered_at`, sql`collected_at`)})::numeric, 1)::float8 as to_result,
        round(avg(${minutes(sql`approved_at`, sql`entered_at`)})::numeric, 1)::float8 as to_approve,
        ${spread(minutes(sql`approved_at`, sql`ordered_at`))}
      from o
      group by grouping sets ((test), ())
      order by test nulls last`);
    return result.rows;
  },

  async imagingTat(db: DbOrTx, r: Range): Promise<ImagingTatRow[]> {
    const result = await db.execute<ImagingTatRow>(sql`
      select o.service_name as study, count(*)::int as ordered, count(rr.signed_at)::int as reported,
        ${spread(minutes(sql`rr.signed_at`, sql`o.ordered_at`))}
      from imaging_orders o left join radiology_reports rr on rr.order_id = o.id
      where o.ordered_at >= ${r.start} and o.ordered_at < ${r.end} and o.status <> 'Cancelled'
      group by grouping sets ((o.service_name), ())
      order by o.service_name nulls last`);
    return result.rows;
  },

  /** Reports approved in the range with a critical value, and the minutes from approval to the ward's acknowledgement. */
  async critical(db: DbOrTx, r: Range): Promise<CriticalRow[]> {
    const result = await db.execute<CriticalRow>(sql`
      with c as (
        select o.service_name as test, ${minutes(sql`a.seen_at`, sql`lr.approved_at`)} as ack
        from lab_reports lr
        join lab_orders o on o.id = lr.order_id
        left join lab_critical_acks a on a.report_id = lr.id
        where lr.critical and lr.approved_at >= ${r.start} and lr.approved_at < ${r.end}
      )
      select test, count(*)::int as critical, count(ack)::int as acknowledged,
        round(avg(ack)::numeric, 1)::float8 as ack_mean,
        round(percentile_cont(0.5) within group (order by ack)::numeric, 1)::float8 as ack_median,
        round(max(ack)::numeric, 1)::float8 as ack_max
      from c
      group by grouping sets ((test), ())
      order by test nulls last`);
    return result.rows;
  },
};
