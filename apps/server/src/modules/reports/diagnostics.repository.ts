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

/** One lab order's steps, as epoch microseconds (null: not reached). */
export type LabSteps = {
  test: string;
  urgent: boolean;
  ordered: number;
  collected: number | null;
  entered: number | null;
  approved: number | null;
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
 * sample → first result entered → its approval. Every figure has an all-tests row (name null):
 * the same statistics over every order.
 */
export const diagnosticsRepository = {
  /**
   * Each lab order placed in the range (not cancelled), with the instants of its steps as epoch
   * microseconds (exact): the order, its first accepted sample, and its first report's entry and
   * approval. The statistics are worked out from these rows (labTatRows), so a range can be read
   * a piece at a time.
   */
  async labSteps(db: DbOrTx, r: Range): Promise<LabSteps[]> {
    const us = (at: unknown) => sql`(extract(epoch from ${at}) * 1000000)::bigint`;
    const result = await db.execute<Record<keyof LabSteps, string | boolean | null>>(sql`
      select o.service_name as test, o.urgent, ${us(sql`o.ordered_at`)} as ordered,
        ${us(sql`(select min(s.collected_at) from lab_samples s where s.order_id = o.id and s.rejected_at is null)`)}
          as collected,
        ${us(sql`first.entered_at`)} as entered, ${us(sql`first.approved_at`)} as approved
      from lab_orders o
      -- The first report by its key (limit 1 keeps it a lookup): joined, the planner hashed every report there is.
      left join lateral (
        select entered_at, approved_at from lab_reports where order_id = o.id and version = 1 limit 1
      ) first on true
      where o.ordered_at >= ${r.start} and o.ordered_at < ${r.end} and o.status <> 'Cancelled'`);
    const at = (v: unknown) => (v === null ? null : Number(v));
    return result.rows.map((x) => ({
      test: x.test as string,
      urgent: x.urgent as boolean,
      ordered: Number(x.ordered),
      collected: at(x.collected),
      entered: at(x.entered),
      approved: at(x.approved),
    }));
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
