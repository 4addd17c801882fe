import type pg from 'pg';

/** A row's own stable random number (0..2³¹), from the text given. */
const hash = (text: string) => `(hashtext(${text})::bigint & 2147483647)`;
const minutes = (n: string) => `(${n}) * interval '1 minute'`;

/** The lab's tests (seq, name, sample, price in rupees) and the imaging studies (seq, name, price). */
const TESTS = `test (seq, name, sample, price) as (values
  (1, 'Complete blood count (CBC)', 'EDTA whole blood', 350), (2, 'Kidney function test (KFT)', 'Serum', 600),
  (3, 'Liver function test (LFT)', 'Serum', 700), (4, 'Lipid profile', 'Serum', 600),
  (5, 'HbA1c', 'EDTA whole blood', 500), (6, 'Thyroid stimulating hormone (TSH)', 'Serum', 450),
  (7, 'Blood sugar fasting', 'Fluoride plasma', 100), (8, 'Urine routine', 'Urine', 150))`;
const STUDIES = `study (seq, name, price) as (values
  (1, 'X-ray chest PA', 400), (2, 'USG abdomen and pelvis', 1500), (3, 'CT brain plain', 3000),
  (4, 'MRI lumbar spine', 6500))`;

/**
 * Where orders come from: an OP visit seen (its test ordered 10 to 25 minutes after the call), or
 * a stay's own spread of orders. `salt` keeps the lab's and radiology's draws apart; `visitShare`
 * is the percentage of visits ordering, `perStay` the SQL for the number of orders a stay makes.
 */
const sources = (salt: string, visitShare: number, perStay: string) => `
  select a.patient_id, null::uuid as admission_id, a.doctor_id, u.name as doctor, false as urgent, x.h,
    a.called_at + ${minutes('10 + x.h % 15')} as ordered_at
  from appointments a
  join users u on u.id = a.doctor_id and u.email like 'synthetic-doctor-%'
  cross join lateral (select ${hash(`'${salt}/' || a.appointment_date || a.appointment_time || u.email`)} as h) x
  where a.status = 'Completed' and x.h % 100 < ${visitShare}
  union all
  select a.patient_id, a.id, a.admitting_doctor_id, u.name, n = 1 or x.h % 4 = 0, x.h,
    -- The first order soon after admission, the rest spread over the stay.
    a.admitted_at + (a.discharged_at - a.admitted_at) * ((n - 1)::float / k.k) + ${minutes('20 + x.h % 40')}
  from admissions a
  join users u on u.id = a.admitting_doctor_id
  cross join lateral (select ${hash('a.ip_number')} as sh) s0
  cross join lateral (select ${perStay} as k) k
  cross join generate_series(1, k.k) n
  cross join lateral (select ${hash(`'${salt}/' || a.ip_number || '/' || n`)} as h) x
  where a.ip_number like 'IPY/%'`;

/**
 * Lab orders for half the OP visits seen and three to seven per stay, each to an approved report:
 * a sample collected (urgent ones sooner), the result entered, approved by the pathologist. About
 * 3% of samples are rejected and taken again, 3% of reports carry a critical value (most
 * acknowledged by the ward), 1% are amended by an approved version 2, 1% of orders are cancelled.
 * Steps that would fall after now have not happened yet.
 */
async function insertLab(pool: pg.Pool): Promise<{ orders: number; samples: number; reports: number }> {
  const result = await pool.query<{ orders: number; samples: number; reports: number }>(`
    with ${TESTS},
    src as materialized (
      select s.*, (array[1, 1, 1, 2, 2, 3, 3, 4, 5, 6, 7, 7, 8])[1 + s.h / 3 % 13] as seq
      from (${sources('lab', 50, '3 + s0.sh % 5')}) s),
    plan0 as (
      select s.*, t.name as test, t.sample, sv.id as service_id,
        s.h % 100 = 37 as cancelled, s.h / 100 % 100 < 3 as rejected, s.h / 10000 % 100 < 3 as critical,
        s.h / 1000000 % 10 < 9 as acked, s.h / 10000000 % 100 = 0 as amended,
        s.ordered_at + ${minutes('case when s.urgent then 5 + s.h / 7 % 20 else 10 + s.h / 7 % 80 end')} as first_at
      from src s join test t on t.seq = s.seq
      join services sv on sv.name = t.name and sv.category = 'Laboratory' and sv.deleted_at is null),
    plan1 as (
      select p.*, p.first_at + ${minutes('20 + p.h / 11 % 40')} as rejected_at,
        case when p.rejected then p.first_at + ${minutes('40 + p.h / 11 % 40 + p.h / 13 % 60')} else p.first_at end
          as collected_at
      from plan0 p),
    plan2 as (
      select p.*, p.collected_at + ${minutes('case when p.urgent then 20 + p.h / 17 % 40 else 45 + p.h / 17 % 240 end')}
        as entered_at
      from plan1 p),
    plan as materialized (
      select gen_random_uuid() as id, gen_random_uuid() as report_id, p.*,
        row_number() over (order by p.ordered_at, p.h) as rn,
        p.entered_at + ${minutes('5 + p.h / 19 % 55')} as approved_at,
        p.entered_at + ${minutes('8 + p.h / 19 % 55 + p.h / 23 % 45')} as seen_at,
        p.entered_at + interval '2 hours' + ${minutes('p.h / 29 % 1440')} as amended_at
      from plan2 p),
    orders as (
      insert into lab_orders (id, patient_id, admission_id, service_id, service_name, urgent, ordered_by,
        ordered_by_name, ordered_at, updated_at, status, cancel_reason, cancelled_by_name)
      select id, patient_id, admission_id, service_id, test, urgent, doctor_id, doctor, ordered_at,
        least(now(), case when cancelled then ordered_at + interval '30 minutes' else approved_at end),
        case when cancelled then 'Cancelled' when approved_at <= now() then 'Approved'
             when entered_at <= now() then 'Result entered'
             when rejected and rejected_at <= now() and collected_at > now() then 'Rejected'
             when first_at <= now() then 'Sample collected' else 'Ordered' end,
        case when cancelled then 'Ordered in error' end, case when cancelled then doctor end
      from plan
      returning 1),
    samples as (
      insert into lab_samples (order_id, accession_number, sample_type, collected_by_name, collected_at,
        rejected_by_name, rejected_at, rejection_reason)
      select id, 'SYL/' || lpad(rn::text, 7, '0'), sample, 'Synthetic phlebotomist', first_at,
        case when rejected and rejected_at <= now() then 'Synthetic technician' end,
        case when rejected and rejected_at <= now() then rejected_at end,
        case when rejected and rejected_at <= now() then (array['Haemolysed', 'Clotted', 'Too little'])[1 + h % 3] end
      from plan where not cancelled and first_at <= now()
      union all
      select id, 'SYL/' || lpad(rn::text, 7, '0') || '/2', sample, 'Synthetic phlebotomist', collected_at,
        null, null, null
      from plan where not cancelled and rejected and collected_at <= now()
      returning 1),
    first_reports as (
      insert into lab_reports (id, order_id, version, critical, entered_by_name, entered_at, approved_by_name,
        approved_by_qualification, approved_by_registration, approved_at)
      select report_id, id, 1, critical, 'Synthetic technician', entered_at,
        case when approved_at <= now() then 'Dr. Synthetic Pathologist' end,
        case when approved_at <= now() then 'MD (Pathology)' end,
        case when approved_at <= now() then 'MMC/SYN/2001' end, case when approved_at <= now() then approved_at end
      from plan where not cancelled and entered_at <= now()
      returning 1),
    amendments as (
      insert into lab_reports (order_id, version, critical, entered_by_name, entered_at, approved_by_name,
        approved_by_qualification, approved_by_registration, approved_at, amendment_reason)
      select id, 2, critical, 'Synthetic technician', amended_at, 'Dr. Synthetic Pathologist', 'MD (Pathology)',
        'MMC/SYN/2001', amended_at + ${minutes('10 + h % 30')}, 'Transcription error corrected'
      from plan where not cancelled and amended and amended_at + interval '40 minutes' <= now()
      returning 1),
    acks as (
      insert into lab_critical_acks (report_id, seen_by_name, seen_at)
      select report_id, 'Synthetic ward nurse', seen_at from plan
      where not cancelled and critical and acked and seen_at <= now())
    select (select count(*) from orders)::int as orders, (select count(*) from samples)::int as samples,
      (select count(*) from first_reports)::int + (select count(*) from amendments)::int as reports`);
  return result.rows[0]!;
}

/**
 * Imaging for 15% of OP visits seen and a third of stays: the study taken and the report signed
 * by the radiologist half an hour to ten hours after the order (urgent ones and plain films sooner); 1%
 * cancelled.
 */
async function insertImaging(pool: pg.Pool): Promise<number> {
  const result = await pool.query<{ orders: number }>(`
    with ${STUDIES},
    src as materialized (
      select s.*, (array[1, 1, 1, 1, 2, 2, 2, 3, 4])[1 + s.h / 3 % 9] as seq
      from (${sources('imaging', 15, 'case when s0.sh % 3 = 0 then 1 else 0 end')}) s),
    plan as materialized (
      select gen_random_uuid() as id, s.*, st.name as study, sv.id as service_id, s.h % 100 = 11 as cancelled,
        -- Cross-sectional studies take longer to report than plain films and ultrasound.
        s.ordered_at
          + ${minutes('case when s.urgent then 30 + s.h / 7 % 90 else 60 + s.h / 7 % 420 end + (s.seq - 1) * 40')}
          as signed_at
      from src s join study st on st.seq = s.seq
      join services sv on sv.name = st.name and sv.category = 'Radiology' and sv.deleted_at is null),
    orders as (
      insert into imaging_orders (id, patient_id, admission_id, service_id, service_name, urgent, ordered_by,
        ordered_by_name, ordered_at, updated_at, status, cancel_reason, cancelled_by_name)
      select id, patient_id, admission_id, service_id, study, urgent, doctor_id, doctor, ordered_at,
        least(now(), case when cancelled then ordered_at + interval '15 minutes' else signed_at end),
        case when cancelled then 'Cancelled' when signed_at <= now() then 'Completed' else 'In-progress' end,
        case when cancelled then 'Ordered in error' end, case when cancelled then doctor end
      from plan
      returning 1),
    reports as (
      insert into radiology_reports (order_id, technician_name, radiologist_name, status, content, updated_by_name,
        updated_at, signed_by_name, signer_qualification, signer_registration, signed_at)
      select id, 'Synthetic technician', 'Dr. Synthetic Radiologist',
        case when signed_at <= now() then 'Signed' else 'Draft' end, '<p>No significant abnormality seen.</p>',
        'Dr. Synthetic Radiologist', least(now(), signed_at),
        case when signed_at <= now() then 'Dr. Synthetic Radiologist' end,
        case when signed_at <= now() then 'MD (Radiodiagnosis)' end,
        case when signed_at <= now() then 'MMC/SYN/3001' end, case when signed_at <= now() then signed_at end
      from plan where not cancelled)
    select count(*)::int as orders from orders`);
  return result.rows[0]!.orders;
}

/** The lab's and radiology's catalogue and their year of orders, samples and reports. */
export async function insertDiagnostics(
  pool: pg.Pool,
): Promise<{ labOrders: number; samples: number; labReports: number; imagingOrders: number }> {
  await pool.query(`
    with ${TESTS}, ${STUDIES}
    insert into services (name, category, duration_minutes, price_paise)
    select name, 'Laboratory', 30, price * 100 from test
    union all
    select name, 'Radiology', 30, price * 100 from study`);
  await pool.query('analyze services');
  const lab = await insertLab(pool);
  const imagingOrders = await insertImaging(pool);
  return { labOrders: lab.orders, samples: lab.samples, labReports: lab.reports, imagingOrders };
}
