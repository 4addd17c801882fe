import type pg from 'pg';
import { insertDiagnostics } from './synthetic-diagnostics.ts';
import { insertPharmacy } from './synthetic-pharmacy.ts';

/** A row's own stable random number (0..2³¹), from the text given. */
const hash = (text: string) => `(hashtext(${text})::bigint & 2147483647)`;

/** The synthetic stays, with each one's stable random number and its length in hours. */
const STAYS = `stay as (
  select a.id, a.ip_number, a.admitted_at, a.discharged_at, a.admitting_doctor_id, u.name as doctor,
    ${hash('a.ip_number')} as h,
    extract(epoch from a.discharged_at - a.admitted_at) / 3600 as hours
  from admissions a join users u on u.id = a.admitting_doctor_id
  where a.ip_number like 'IPY/%')`;

/**
 * The nurses' observations of each stay: the first 10 to 59 minutes after admission, then every
 * 12 hours until discharge (at most 20). Values in the normal range, so the NEWS2 is 0, or 1 where
 * the SpO₂ is 94–95%; none raises an alert.
 */
async function insertVitals(pool: pg.Pool): Promise<number> {
  const result = await pool.query(`
    with ${STAYS}
    insert into ip_vitals (admission_id, recorded_at, respiratory_rate, spo2, systolic, diastolic, pulse,
      consciousness, temperature_c, news2_score, news2_risk, recorded_by_name)
    select s.id, v.at, 14 + v.h % 7, 94 + v.h / 7 % 6, 112 + v.h / 11 % 27, 70 + v.h / 13 % 20, 62 + v.h / 17 % 29, 'A',
      36.4 + (v.h / 19 % 12) / 10.0, case when 94 + v.h / 7 % 6 < 96 then 1 else 0 end, 'Low', 'Synthetic nurse'
    from stay s
    cross join generate_series(1, least(20, 1 + floor(s.hours / 12)::int)) n
    cross join lateral (select ${hash("s.ip_number || '/v' || n")} as h) x
    cross join lateral (select x.h,
      s.admitted_at + (10 + s.h % 50) * interval '1 minute' + (n - 1) * interval '12 hours' as at) v
    where v.at < s.discharged_at`);
  return result.rowCount ?? 0;
}

/**
 * The admitting doctor's progress notes: the first (the initial assessment) half an hour to four
 * hours after admission, then one each ward-round day until discharge (at most 30).
 */
async function insertProgressNotes(pool: pg.Pool): Promise<number> {
  const result = await pool.query(`
    with ${STAYS}
    insert into admission_notes (admission_id, kind, subjective, examination, plan, written_by, written_by_name,
      written_by_role, written_at)
    select s.id, 'Progress', case when n = 1 then 'Initial assessment' else 'Ward round' end,
      'Conscious, oriented; vitals stable', 'Continue treatment', s.admitting_doctor_id, s.doctor, 'doctor', w.at
    from stay s
    cross join generate_series(1, least(30, 1 + floor(s.hours / 24)::int)) n
    cross join lateral (select s.admitted_at + (30 + s.h / 50 % 210) * interval '1 minute'
      + (n - 1) * interval '1 day' as at) w
    where w.at < s.discharged_at`);
  return result.rowCount ?? 0;
}

/**
 * Discharges begun 45 minutes to 5 hours before the patient left (not for deaths), for the
 * discharge-time indicator; never before the admission itself.
 */
async function startDischarges(pool: pg.Pool): Promise<number> {
  const result = await pool.query(`
    update admissions a
    set discharge_initiated_at = greatest(a.admitted_at,
          a.discharged_at - (45 + ${hash("'discharge/' || a.ip_number")} % 255) * interval '1 minute'),
        discharge_initiated_by_name = 'Synthetic'
    where a.ip_number like 'IPY/%' and a.discharge_type <> 'Death'`);
  return result.rowCount ?? 0;
}

/**
 * The departments' year on top of the stays and visits already loaded: the pharmacy's stock and
 * sales, the lab's and radiology's orders and reports, and the ward's first observations and
 * notes, so the pharmacy, diagnostics and quality reports read a full year.
 */
export async function insertDepartments(pool: pg.Pool, log: (msg: string) => void): Promise<void> {
  const count = (n: number) => n.toLocaleString('en-IN');
  // The visits and stays were just written: without statistics on them the planner would take
  // each CTE for a row or two and pair tens of thousands of rows by nested loop.
  await pool.query('analyze appointments, admissions, users, patients');
  const pharmacy = await insertPharmacy(pool);
  log(
    `  ${pharmacy.drugs} drugs in ${pharmacy.batches} batches; ${count(pharmacy.sales)} pharmacy bills with ` +
      `${count(pharmacy.lines)} lines, ${count(pharmacy.returns)} returns`,
  );
  const diagnostics = await insertDiagnostics(pool);
  log(
    `  ${count(diagnostics.labOrders)} lab orders (${count(diagnostics.samples)} samples, ` +
      `${count(diagnostics.labReports)} reports), ${count(diagnostics.imagingOrders)} imaging orders`,
  );
  const vitals = await insertVitals(pool);
  const notes = await insertProgressNotes(pool);
  const discharges = await startDischarges(pool);
  log(`  ${count(vitals)} ward observations, ${count(notes)} progress notes, ${count(discharges)} discharges begun`);
}
