import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

type Range = { start: Date; end: Date };

/** One lab order of a range and how long each step took, in minutes (null: it has not reached it). */
export type LabSpanRow = {
  test: string;
  urgent: boolean;
  to_collect: number | null;
  to_result: number | null;
  to_approve: number | null;
  total: number | null;
};

/** One imaging order and the minutes from the order to the signed report. */
export type ImagingSpanRow = { study: string; total: number | null };

/** One lab report with a critical value and the minutes from its approval to its acknowledgement. */
export type CriticalSpanRow = { test: string; ack: number | null };

const minutes = (later: unknown, earlier: unknown) => sql`(extract(epoch from ${later} - ${earlier}) / 60)::float8`;

/**
 * Each order (or critical report) of a range with its spans; the report works out averages and
 * percentiles from them, so a range read in pieces gives the same figures as one read whole.
 * Turnaround counts orders placed in the range (not cancelled): order → first accepted sample →
 * first result entered → its approval.
 */
export const diagnosticsRepository = {
  async labSpans(db: DbOrTx, r: Range): Promise<LabSpanRow[]> {
    const result = await db.execute<LabSpanRow>(sql`
      with o as (
        select o.service_name as test, o.urgent, o.ordered_at,
          (select min(s.collected_at) from lab_samples s where s.order_id = o.id and s.rejected_at is null) as collected_at,
          first.entered_at, first.approved_at
        from lab_orders o
        left join lab_reports first on first.order_id = o.id and first.version = 1
        where o.ordered_at >= ${r.start} and o.ordered_at < ${r.end} and o.status <> 'Cancelled'
      )
      select test, urgent, ${minutes(sql`collected_at`, sql`ordered_at`)} as to_collect,
        ${minutes(sql`entered_at`, sql`collected_at`)} as to_result,
        ${minutes(sql`approved_at`, sql`entered_at`)} as to_approve,
        ${minutes(sql`approved_at`, sql`ordered_at`)} as total
      from o`);
    return result.rows;
  },

  async imagingSpans(db: DbOrTx, r: Range): Promise<ImagingSpanRow[]> {
    const result = await db.execute<ImagingSpanRow>(sql`
      select o.service_name as study, ${minutes(sql`rr.signed_at`, sql`o.ordered_at`)} as total
      from imaging_orders o left join radiology_reports rr on rr.order_id = o.id
      where o.ordered_at >= ${r.start} and o.ordered_at < ${r.end} and o.status <> 'Cancelled'`);
    return result.rows;
  },

  /** Reports approved in the range with a critical value (an amendment counts again). */
  async criticalSpans(db: DbOrTx, r: Range): Promise<CriticalSpanRow[]> {
    const result = await db.execute<CriticalSpanRow>(sql`
      select o.service_name as test, ${minutes(sql`a.seen_at`, sql`lr.approved_at`)} as ack
      from lab_reports lr
      join lab_orders o on o.id = lr.order_id
      left join lab_critical_acks a on a.report_id = lr.id
      where lr.critical and lr.approved_at >= ${r.start} and lr.approved_at < ${r.end}`);
    return result.rows;
  },
};
