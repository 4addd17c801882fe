import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

type Counts = {
  in_patients: number;
  beds: number;
  occupied: number;
  admitted_today: number;
  discharged_today: number;
  pending_discharges: number;
  opd_booked: number;
  opd_waiting: number;
  opd_seen: number;
  pending_approvals: number;
  critical_results: number;
  early_warnings: number;
};

/** Today's counts for the dashboard, in one round trip; each reads an indexed column or a small table. */
export const dashboardRepository = {
  async counts(db: DbOrTx, today: string, dayStart: Date): Promise<Counts> {
    const result = await db.execute<Counts>(sql`
      select
        (select count(*)::int from admissions where status = 'Active') as in_patients,
        (select count(*)::int from beds) as beds,
        (select count(*)::int from bed_stays where to_at is null) as occupied,
        (select count(*)::int from admissions where admitted_at >= ${dayStart}) as admitted_today,
        (select count(*)::int from admissions where status = 'Discharged' and discharged_at >= ${dayStart}) as discharged_today,
        (select count(*)::int from admissions where status = 'Active' and discharge_initiated_at is not null) as pending_discharges,
        (select count(*)::int from appointments where appointment_date = ${today}::date
           and status not in ('Cancelled', 'Rescheduled')) as opd_booked,
        (select count(*)::int from appointments where appointment_date = ${today}::date and status = 'Awaiting') as opd_waiting,
        (select count(*)::int from appointments where appointment_date = ${today}::date and status = 'Completed') as opd_seen,
        (select count(*)::int from bill_discounts where status = 'Pending approval') as pending_approvals,
        (select count(*)::int from lab_reports r
           where r.critical and not exists (select 1 from lab_critical_acks k where k.report_id = r.id)
             and r.version = (select max(v.version) from lab_reports v where v.order_id = r.order_id)) as critical_results,
        (select count(*)::int from news2_alerts n join admissions a on a.id = n.admission_id
           where n.acknowledged_at is null and a.status = 'Active') as early_warnings`);
    return result.rows[0]!;
  },
};
