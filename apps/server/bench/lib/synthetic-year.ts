import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { performance } from 'node:perf_hooks';
import { foldInChunks } from '../../src/lib/scheduled-folds.ts';
import { billDuesRepository } from '../../src/modules/billing/bill-dues.repository.ts';
import { createReportSums } from '../../src/modules/reports/report-sums.schedule.ts';
import { insertDepartments } from './synthetic-departments.ts';
import { insertMoney } from './synthetic-money.ts';
import { stayTimelines, type SyntheticStay } from './synthetic-stays.ts';
import { insertVisits } from './synthetic-visits.ts';

export const DEPARTMENTS = [
  'General Medicine',
  'Cardiology',
  'Orthopaedics',
  'Paediatrics',
  'Obstetrics & Gynaecology',
  'General Surgery',
];

export type YearSize = {
  days: number;
  /** Wards of 20 beds each. */
  wards: number;
  doctors: number;
  /** Patients each doctor sees in a day's OPD. */
  opdPerDoctorDay: number;
  /** Patients already loaded (MRN 1..n) the visits and stays are drawn from. */
  patients: number;
  seed: number;
};

/** A 200-bed hospital's year: about 60,000 OP visits, 12,000 stays and 400,000 charges. */
export const HOSPITAL_YEAR: YearSize = {
  days: 365,
  wards: 10,
  doctors: 12,
  opdPerDoctorDay: 14,
  patients: 200_000,
  seed: 33,
};

type Log = (msg: string) => void;

async function makeDoctors(pool: pg.Pool, size: YearSize): Promise<{ id: string; department: string }[]> {
  for (const name of DEPARTMENTS)
    await pool.query('insert into departments (name) values ($1) on conflict do nothing', [name]);
  const doctors = await pool.query<{ id: string; department: string }>(
    `insert into users (name, email, roles, speciality, password_hash)
     select 'Dr. Synthetic ' || g, 'synthetic-doctor-' || g || '@bench.local', array['doctor'],
       ($1::text[])[1 + g % $2], 'no sign-in'
     from generate_series(1, $3) g
     returning id, speciality as department`,
    [DEPARTMENTS, DEPARTMENTS.length, size.doctors],
  );
  return doctors.rows;
}

async function makeBeds(pool: pg.Pool, size: YearSize): Promise<{ id: string }[]> {
  const beds: { id: string }[] = [];
  for (let w = 1; w <= size.wards; w++) {
    const type = w <= 2 ? 'ICU' : w === 3 ? 'Maternity' : 'General';
    const ward = await pool.query<{ id: string }>(`insert into wards (name, type) values ($1, $2) returning id`, [
      `Synthetic Ward ${w}`,
      type,
    ]);
    for (let r = 1; r <= 4; r++) {
      const room = await pool.query<{ id: string }>(
        `insert into rooms (ward_id, number, room_type, daily_rent_paise, is_icu) values ($1, $2, 'general', $3, $4) returning id`,
        [ward.rows[0]!.id, `${w}${String(r).padStart(2, '0')}`, type === 'ICU' ? 800_000 : 150_000, type === 'ICU'],
      );
      const made = await pool.query<{ id: string }>(
        `insert into beds (room_id, number) select $1, 'B' || g from generate_series(1, 5) g returning id`,
        [room.rows[0]!.id],
      );
      beds.push(...made.rows);
    }
  }
  return beds;
}

async function insertStays(pool: pg.Pool, stays: SyntheticStay[]): Promise<void> {
  for (let i = 0; i < stays.length; i += 2000) {
    const chunk = stays.slice(i, i + 2000);
    const col = <T>(f: (s: SyntheticStay) => T) => chunk.map(f);
    await pool.query(
      `insert into admissions (id, ip_number, patient_id, admitting_doctor_id, department, reason, admitted_at,
         status, discharged_at, discharged_by_name, discharge_type, death_at, death_cause)
       select s.id, 'IPY/' || lpad((${i} + s.n)::text, 6, '0'), p.id, s.doctor, s.department, 'Synthetic admission', s.from_at,
         'Discharged', s.to_at, 'Synthetic', s.left_as, case when s.left_as = 'Death' then s.to_at end,
         case when s.left_as = 'Death' then 'Synthetic' else '' end
       from unnest($1::uuid[], $2::int[], $3::uuid[], $4::text[], $5::timestamptz[], $6::timestamptz[], $7::text[])
         with ordinality s (id, patient_seq, doctor, department, from_at, to_at, left_as, n)
       join patients p on p.mrn_seq = s.patient_seq`,
      [
        col((s) => s.id),
        col((s) => s.patientSeq),
        col((s) => s.doctorId),
        col((s) => s.department),
        col((s) => s.from.toISOString()),
        col((s) => s.to.toISOString()),
        col((s) => s.leftAs),
      ],
    );
    await pool.query(
      `insert into bed_stays (admission_id, seq, bed_id, daily_rent_paise, from_at, to_at)
       select s.id, 1, s.bed, 150000, s.from_at, s.to_at
       from unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::timestamptz[]) s (id, bed, from_at, to_at)`,
      [col((s) => s.id), col((s) => s.bedId), col((s) => s.from.toISOString()), col((s) => s.to.toISOString())],
    );
  }
}

const HOUR = 3_600_000;

/**
 * Writes a hospital's past year into a migrated database with patients 1..size.patients loaded:
 * doctors, wards of beds, stays that never share a bed, the OPD of every day, the charges, bills
 * and payments of both, and the pharmacy's, lab's, radiology's and wards' records of them.
 * Set-based SQL where it can be, so a year loads in about a minute.
 */
export async function loadHospitalYear(
  pool: pg.Pool,
  size: YearSize,
  timeZone: string,
  log: Log,
  now = new Date(),
): Promise<{ stays: number; visits: number }> {
  const doctors = await makeDoctors(pool, size);
  const beds = await makeBeds(pool, size);
  const from = new Date(now.getTime() - size.days * 24 * HOUR);
  const stays = stayTimelines({
    beds,
    doctors,
    from,
    until: new Date(now.getTime() - 2 * HOUR),
    patients: size.patients,
    seed: size.seed,
  });
  await insertStays(pool, stays);
  log(`  ${stays.length.toLocaleString('en-IN')} stays in ${beds.length} beds`);
  const day = (at: Date) => at.toLocaleDateString('en-CA', { timeZone });
  const visits = await insertVisits(pool, {
    from: day(from),
    to: day(new Date(now.getTime() - 24 * HOUR)),
    perDay: size.opdPerDoctorDay,
    patients: size.patients,
    timeZone,
  });
  log(`  ${visits.toLocaleString('en-IN')} OP bookings`);
  await insertMoney(pool, log);
  await insertDepartments(pool, log);
  await pool.query('analyze');
  await keepSumsAndDues(pool, timeZone, log);
  return { stays: stays.length, visits };
}

/**
 * What the server would do over its first minutes with a year loaded behind its back (decision
 * 0037): the report sums built in the clinic's zone and every bill's dues worked out, so a bench
 * measures a hospital in its steady state, not the catching up.
 */
async function keepSumsAndDues(pool: pg.Pool, timeZone: string, log: Log): Promise<void> {
  const started = performance.now();
  const db = drizzle({ client: pool, casing: 'snake_case' });
  await createReportSums(db, timeZone).keepZone();
  const marks = await foldInChunks((limit) => billDuesRepository.fold(db, limit), 5_000);
  log(
    `  report sums built, and ${marks.toLocaleString('en-IN')} marks of moved money folded into bill dues, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
