import { PRE_OP_CHECKS } from '@clinic/shared/theatre';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** The wards whose patients are in intensive care, for the return-to-ICU indicator. */
export const INTENSIVE_WARDS = ['ICU', 'HDU', 'NICU', 'PICU'];

/** The numerators and denominators of the quality indicators over a range (minutes as totals). */
export type QualityCounts = {
  opd_assessed: number;
  opd_minutes: number;
  ipd_admitted: number;
  ipd_doctor_assessed: number;
  ipd_doctor_minutes: number;
  ipd_nurse_assessed: number;
  ipd_nurse_minutes: number;
  icu_transfers_out: number;
  icu_returns: number;
  discharges: number;
  deaths: number;
  lama_dama: number;
  discharge_processes: number;
  discharge_minutes: number;
  critical_acknowledged: number;
  critical_minutes: number;
  surgeries: number;
  surgeries_full_checklist: number;
  lab_reports: number;
  lab_amended: number;
  samples: number;
  samples_rejected: number;
  lab_collected: number;
  lab_collect_minutes: number;
};

export type IncidentCount = { event: string; count: number };

const minutes = (later: unknown, earlier: unknown) => sql`extract(epoch from ${later} - ${earlier}) / 60`;

export const qualityRepository = {
  /**
   * One statement over the range's rows. Each figure is counted where its event happened in the
   * range: the OPD call, the admission, the transfer out of intensive care, the discharge, the
   * approval of a critical report, the surgery's start, the sample's collection.
   */
  async counts(db: DbOrTx, r: { start: Date; end: Date; from: string; to: string }): Promise<QualityCounts> {
    const checks = sql.join(
      PRE_OP_CHECKS.map((c) => sql`${c}`),
      sql`, `,
    );
    const intensive = sql.join(
      INTENSIVE_WARDS.map((w) => sql`${w}`),
      sql`, `,
    );
    const result = await db.execute<QualityCounts>(sql`
      with opd as (
        select count(*)::int as n, coalesce(sum(${minutes(sql`called_at`, sql`arrived_at`)}), 0)::float8 as m
        from appointments
        where appointment_date between ${r.from}::date and ${r.to}::date
          and arrived_at is not null and called_at >= arrived_at
      ), adm as (
        select a.id, a.admitted_at,
          -- A note or vitals dated before the admission (entered for a transfer-in, or a clock wrong) is not its assessment.
          (select min(n.written_at) from admission_notes n
            where n.admission_id = a.id and n.kind = 'Progress' and n.written_at >= a.admitted_at) as doctor_at,
          (select min(v.recorded_at) from ip_vitals v
            where v.admission_id = a.id and v.recorded_at >= a.admitted_at) as nurse_at
        from admissions a where a.admitted_at >= ${r.start} and a.admitted_at < ${r.end}
      ), moves as (
        select bs.admission_id, bs.from_at, bs.to_at, w.type in (${intensive}) as intensive,
          lead(w.type in (${intensive})) over (partition by bs.admission_id order by bs.seq) as next_intensive
        from bed_stays bs join beds b on b.id = bs.bed_id join rooms rm on rm.id = b.room_id
        join wards w on w.id = rm.ward_id
        where bs.admission_id in (
          select admission_id from bed_stays where to_at >= ${r.start} and to_at < ${r.end})
      ), icu_out as (
        select m.admission_id, m.to_at from moves m
        where m.intensive and m.next_intensive = false and m.to_at >= ${r.start} and m.to_at < ${r.end}
      ), left_ as (
        select discharge_type, discharge_initiated_at, discharged_at from admissions
        where discharged_at >= ${r.start} and discharged_at < ${r.end}
      ), crit as (
        select a.seen_at, lr.approved_at from lab_reports lr join lab_critical_acks a on a.report_id = lr.id
        where lr.critical and lr.approved_at >= ${r.start} and lr.approved_at < ${r.end}
      ), ot as (
        select checklist from surgeries
        where status in ('In progress', 'Completed') and coalesce(started_at, start_at) >= ${r.start}
          and coalesce(started_at, start_at) < ${r.end}
      ), reports as (
        select version from lab_reports where approved_at >= ${r.start} and approved_at < ${r.end}
      ), samples as (
        -- The order looked up by its key: a join let the planner read every order of the year.
        select s.rejected_at, s.collected_at, (select o.ordered_at from lab_orders o where o.id = s.order_id) as ordered_at,
          not exists (select 1 from lab_samples p where p.order_id = s.order_id and p.collected_at < s.collected_at) as first
        from lab_samples s
        where s.collected_at >= ${r.start} and s.collected_at < ${r.end}
      )
      select
        (select n from opd) as opd_assessed, (select m from opd) as opd_minutes,
        (select count(*)::int from adm) as ipd_admitted,
        (select count(doctor_at)::int from adm) as ipd_doctor_assessed,
        (select coalesce(sum(${minutes(sql`doctor_at`, sql`admitted_at`)}), 0)::float8 from adm) as ipd_doctor_minutes,
        (select count(nurse_at)::int from adm) as ipd_nurse_assessed,
        (select coalesce(sum(${minutes(sql`nurse_at`, sql`admitted_at`)}), 0)::float8 from adm) as ipd_nurse_minutes,
        (select count(*)::int from icu_out) as icu_transfers_out,
        (select count(*)::int from icu_out o where exists (
          select 1 from moves m where m.admission_id = o.admission_id and m.intensive
            and m.from_at >= o.to_at and m.from_at < o.to_at + interval '48 hours')) as icu_returns,
        (select count(*)::int from left_) as discharges,
        (select count(*)::int from left_ where discharge_type = 'Death') as deaths,
        (select count(*)::int from left_ where discharge_type in ('LAMA', 'DAMA')) as lama_dama,
        (select count(*)::int from left_ where discharge_initiated_at is not null) as discharge_processes,
        (select coalesce(sum(${minutes(sql`discharged_at`, sql`discharge_initiated_at`)}), 0)::float8
          from left_ where discharge_initiated_at is not null) as discharge_minutes,
        (select count(*)::int from crit) as critical_acknowledged,
        (select coalesce(sum(${minutes(sql`seen_at`, sql`approved_at`)}), 0)::float8 from crit) as critical_minutes,
        (select count(*)::int from ot) as surgeries,
        (select count(*)::int from ot where checklist @> array[${checks}]::text[]) as surgeries_full_checklist,
        (select count(*)::int from reports where version = 1) as lab_reports,
        (select count(*)::int from reports where version > 1) as lab_amended,
        (select count(*)::int from samples) as samples,
        (select count(rejected_at)::int from samples) as samples_rejected,
        (select count(*)::int from samples where first) as lab_collected,
        (select coalesce(sum(${minutes(sql`collected_at`, sql`ordered_at`)}), 0)::float8 from samples where first)
          as lab_collect_minutes`);
    return result.rows[0]!;
  },

  /** Safety incidents of the range by event, from the latest version of each register entry. */
  async incidents(db: DbOrTx, r: { start: Date; end: Date }): Promise<IncidentCount[]> {
    const result = await db.execute<IncidentCount>(sql`
      select latest.details->>'event' as event, count(*)::int as count
      from (
        select distinct on (serial) details, occurred_at from register_entries
        where register = 'incident' order by serial, version desc
      ) latest
      where latest.occurred_at >= ${r.start} and latest.occurred_at < ${r.end}
      group by 1`);
    return result.rows;
  },
};
