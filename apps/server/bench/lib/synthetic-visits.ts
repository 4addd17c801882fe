import type pg from 'pg';

/** A row's own stable random number (0..2³¹), from the text given. */
const hash = (text: string) => `(hashtext(${text})::bigint & 2147483647)`;

/**
 * The OPD of every day from `from` to `to`: each synthetic doctor sees `perDay` booked patients
 * from 9 am, six minutes apart. Most are seen after a wait of 5 to 55 minutes; some do not come,
 * cancel, or stay booked (no-shows the desk never marked). Patients come back: they are drawn
 * from the first 30,000, so many visits are follow-ups.
 */
export async function insertVisits(
  pool: pg.Pool,
  o: { from: string; to: string; perDay: number; patients: number; timeZone: string },
): Promise<number> {
  const h = hash(`dd.day::text || d.dn || '/' || t`);
  const slot = `(dd.day + time '09:00' + t * interval '6 minutes')`;
  const result = await pool.query(
    `insert into appointments (patient_id, doctor_id, department, appointment_date, appointment_time, token, status,
       arrived_at, called_at, created_at)
     select p.id, d.id, d.speciality, dd.day, to_char(${slot}, 'HH24:MI'), t,
       case when hh.h % 100 < 82 then 'Completed' when hh.h % 100 < 90 then 'No-show'
            when hh.h % 100 < 96 then 'Cancelled' else 'Scheduled' end,
       case when hh.h % 100 < 82 then (${slot} + (hh.h % 20 - 10) * interval '1 minute') at time zone $5 end,
       case when hh.h % 100 < 82 then (${slot} + (hh.h % 20 - 5 + (hh.h / 100) % 50) * interval '1 minute') at time zone $5 end,
       (dd.day - 1 + time '18:00') at time zone $5
     from generate_series($1::date, $2::date, interval '1 day') day_ts
     cross join lateral (select day_ts::date as day) dd
     cross join (select id, speciality, row_number() over (order by email) as dn
                 from users where email like 'synthetic-doctor-%') d
     cross join generate_series(1, $3::int) t
     cross join lateral (select ${h} as h) hh
     join patients p on p.mrn_seq = 1 + hh.h % least($4::int, 30000)`,
    [o.from, o.to, o.perDay, o.patients, o.timeZone],
  );
  return result.rowCount ?? 0;
}
