import type pg from 'pg';

const hash = (text: string) => `(hashtext(${text})::bigint & 2147483647)`;
const SECTION = `case c.category when 'Room' then 'Room Charges' when 'Pharmacy' then 'Medications'
  when 'Procedure' then 'Procedure' else 'Services' end`;

/**
 * Every synthetic stay's charges: room rent, doctor visits and nursing for each day, 2 to 8 lab
 * tests, 12 to 24 medicines and, for one stay in eight, a procedure; spread over the stay.
 */
async function stayCharges(pool: pg.Pool): Promise<number> {
  const result = await pool.query(`
    insert into patient_charges (patient_id, admission_id, source_area, service_name, category, quantity, price_paise,
      status, created_by_name, created_at)
    select a.patient_id, a.id, 'ward',
      case when n = 1 then 'Room rent' when n = 2 then 'Doctor visits' when n = 3 then 'Nursing care'
           when n = x.items then 'Procedure ' || x.h % 20
           when n <= 5 + x.h % 7 then 'Lab test ' || (n * 7 + x.h) % 40 else 'Medicine ' || (n * 13 + x.h) % 300 end,
      case when n = 1 then 'Room' when n = 2 then 'Consultation' when n = 3 then 'Nursing'
           when n = x.items and x.h % 8 = 0 then 'Procedure'
           when n <= 5 + x.h % 7 then 'Laboratory' else 'Pharmacy' end,
      case when n <= 3 then x.los else 1 + n % 4 end,
      case when n = 1 then 150000 when n = 2 then 80000 when n = 3 then 50000
           when n = x.items and x.h % 8 = 0 then 2500000
           when n <= 5 + x.h % 7 then 30000 + (n * 37 % 120) * 1000 else 2000 + (n * 53 % 50) * 1000 end,
      'Billed', 'Synthetic',
      a.admitted_at + (a.discharged_at - a.admitted_at) * (n::float / (x.items + 1))
    from admissions a
    cross join lateral (select ${hash('a.id::text')} as h,
      greatest(1, ceil(extract(epoch from a.discharged_at - a.admitted_at) / 86400))::int as los) x0
    cross join lateral (select x0.h as h, x0.los as los, 18 + x0.h % 7 + (x0.h / 7) % 13 as items) x
    cross join generate_series(1, x.items) n
    where a.ip_number like 'IPY/%'`);
  return result.rowCount ?? 0;
}

/** A consultation charge for each synthetic visit seen, and a lab test for one in three. */
async function visitCharges(pool: pg.Pool): Promise<number> {
  const result = await pool.query(`
    insert into patient_charges (patient_id, source_area, source_id, service_name, category, quantity, price_paise,
      status, created_by_name, created_at)
    select a.patient_id, k.area, a.id, k.name, k.category, 1, k.price, 'Billed', 'Synthetic', a.called_at
    from appointments a
    cross join lateral (values ('consultation', 'Consultation', 'Consultation', 50000, true),
                               ('lab', 'Lab test', 'Laboratory', 45000, ${hash('a.id::text')} % 3 = 0)) k (area, name, category, price, made)
    join users u on u.id = a.doctor_id and u.email like 'synthetic-doctor-%'
    where a.status = 'Completed' and k.made`);
  return result.rowCount ?? 0;
}

/**
 * A bill for each stay (at discharge) and each visit seen, with a line per charge. One stay in
 * five is insured (the payer takes 80%), one bill in ten has a 5% discount.
 */
async function bills(pool: pg.Pool): Promise<void> {
  await pool.query(`
    insert into bills (number, kind, patient_id, admission_id, document_type, gross_paise, discount_paise, total_paise,
      payer_type, payer_name, payer_share_paise, idempotency_key, finalized_by_name, finalized_at)
    select 'BLY/IP/' || lpad((row_number() over (order by a.discharged_at))::text, 6, '0'), 'IP', a.patient_id, a.id,
      'Bill of Supply', s.gross, d.discount, s.gross - d.discount,
      case when x.h % 5 = 0 then 'Insurance / TPA' else 'Self' end,
      case when x.h % 5 = 0 then (array['Star Health', 'Medi Assist TPA', 'PM-JAY'])[1 + x.h % 3] else '' end,
      case when x.h % 5 = 0 then ((s.gross - d.discount) * 8 / 10) else 0 end,
      'synthetic-ip-' || a.id, 'Synthetic', a.discharged_at
    from admissions a
    join (select admission_id, sum(quantity * price_paise)::bigint as gross from patient_charges
          where admission_id is not null and created_by_name = 'Synthetic' group by 1) s on s.admission_id = a.id
    cross join lateral (select ${hash('a.id::text')} as h) x
    cross join lateral (select case when x.h % 10 = 3 then s.gross / 20 else 0 end as discount) d`);
  await pool.query(`
    insert into bills (number, kind, patient_id, document_type, gross_paise, total_paise, idempotency_key,
      finalized_by_name, finalized_at)
    select 'BLY/OP/' || lpad((row_number() over (order by a.called_at))::text, 7, '0'), 'OP', a.patient_id,
      'Bill of Supply', s.gross, s.gross, 'synthetic-op-' || a.id, 'Synthetic', a.called_at + interval '20 minutes'
    from appointments a
    join (select source_id, sum(quantity * price_paise)::bigint as gross from patient_charges
          where source_id is not null and created_by_name = 'Synthetic' group by 1) s on s.source_id = a.id`);
  await pool.query(`
    insert into bill_lines (bill_id, line_no, charge_id, section, description, category, quantity, unit_price_paise,
      amount_paise, total_paise)
    select b.id, row_number() over (partition by b.id order by c.created_at, c.id), c.id, ${SECTION}, c.service_name,
      c.category, c.quantity, c.price_paise, c.quantity * c.price_paise, c.quantity * c.price_paise
    from patient_charges c
    join bills b on b.idempotency_key = case when c.admission_id is not null then 'synthetic-ip-' || c.admission_id
                                             else 'synthetic-op-' || c.source_id end
    where c.created_by_name = 'Synthetic'`);
}

/** The patient's part of each bill paid when it is made, by cash, UPI or card; one in 25 left owing. */
async function payments(pool: pg.Pool): Promise<number> {
  const result = await pool.query(`
    insert into payments (receipt_number, patient_id, admission_id, purpose, against_id, mode, reference, amount_paise,
      idempotency_key, request_hash, received_by_name, received_at)
    select 'RCY/' || lpad((row_number() over (order by b.finalized_at))::text, 7, '0'), b.patient_id, b.admission_id,
      'Bill', b.id, m.mode, case when m.mode <> 'Cash' then 'SYN' || x.h end, b.total_paise - b.payer_share_paise,
      'synthetic-pay-' || b.id, 'synthetic', 'Synthetic', b.finalized_at
    from bills b
    cross join lateral (select ${hash('b.id::text')} as h) x
    cross join lateral (select (array['Cash', 'UPI', 'Card'])[1 + x.h % 3] as mode) m
    where b.idempotency_key like 'synthetic-%' and x.h % 25 <> 0 and b.total_paise > b.payer_share_paise`);
  return result.rowCount ?? 0;
}

export async function insertMoney(pool: pg.Pool, log: (msg: string) => void): Promise<void> {
  const stays = await stayCharges(pool);
  const visits = await visitCharges(pool);
  log(`  ${(stays + visits).toLocaleString('en-IN')} charges (${stays.toLocaleString('en-IN')} on stays)`);
  await bills(pool);
  const paid = await payments(pool);
  log(`  bills with their lines, and ${paid.toLocaleString('en-IN')} payments`);
}
