import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** One doctor's out-patient day in one department, counted. */
export type OpdRow = {
  day: string;
  department: string;
  doctor_id: string;
  doctor: string;
  visits: number;
  seen: number;
  new_visits: number;
  no_shows: number;
  waited: number;
  wait_minutes: number;
};

export const opdRepository = {
  /**
   * Appointments of the range by day, department and doctor. A visit is new when the patient had
   * no earlier completed visit to the department; a booking of a past day never arrived at is a
   * no-show whether or not the desk marked it; the wait runs from arrival to the doctor's call.
   */
  async byDayAndDoctor(
    db: DbOrTx,
    q: { from: string; to: string; today: string; department?: string; doctorId?: string },
  ): Promise<OpdRow[]> {
    const result = await db.execute<OpdRow>(sql`
      select a.appointment_date::text as day, a.department, a.doctor_id, u.name as doctor,
        count(*) filter (where a.status not in ('Cancelled', 'Rescheduled'))::int as visits,
        count(*) filter (where a.status = 'Completed')::int as seen,
        count(*) filter (where a.status = 'Completed' and not exists (
          select 1 from appointments p
          where p.patient_id = a.patient_id and p.department = a.department and p.status = 'Completed'
            and (p.appointment_date, p.appointment_time, p.id) < (a.appointment_date, a.appointment_time, a.id)
        ))::int as new_visits,
        count(*) filter (where a.status = 'No-show' or (a.status = 'Scheduled' and a.appointment_date < ${q.today}::date))::int as no_shows,
        count(*) filter (where a.arrived_at is not null and a.called_at >= a.arrived_at)::int as waited,
        coalesce(sum(extract(epoch from a.called_at - a.arrived_at) / 60)
          filter (where a.arrived_at is not null and a.called_at >= a.arrived_at), 0)::float8 as wait_minutes
      from appointments a join users u on u.id = a.doctor_id
      where a.appointment_date between ${q.from}::date and ${q.to}::date
        and (${q.department ?? null}::text is null or a.department = ${q.department ?? null})
        and (${q.doctorId ?? null}::uuid is null or a.doctor_id = ${q.doctorId ?? null})
      group by 1, 2, 3, 4
      order by 1, 2, 4`);
    return result.rows;
  },
};
