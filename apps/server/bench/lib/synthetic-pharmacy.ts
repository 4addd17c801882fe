import type pg from 'pg';

/** A row's own stable random number (0..2³¹), from the text given. */
const hash = (text: string) => `(hashtext(${text})::bigint & 2147483647)`;

/** Drugs 1 to this number sell; those after it sit on the shelf (the slow movers). */
const SELLING = 52;

/**
 * The formulary, as SQL rows (n, name, molecule, form, schedule). The two Schedule X drugs are
 * near the end of the selling ones, so they are seldom sold; the last eight never are.
 */
const CATALOGUE = `catalogue (n, name, molecule, form, schedule) as (values
  (1, 'Paracetamol 500 mg', 'Paracetamol', 'Tablet', 'OTC'), (2, 'Pantoprazole 40 mg', 'Pantoprazole', 'Tablet', 'H'),
  (3, 'Amoxicillin 500 mg', 'Amoxicillin', 'Capsule', 'H'), (4, 'Cetirizine 10 mg', 'Cetirizine', 'Tablet', 'OTC'),
  (5, 'Metformin 500 mg', 'Metformin', 'Tablet', 'H'), (6, 'Amlodipine 5 mg', 'Amlodipine', 'Tablet', 'H'),
  (7, 'Azithromycin 500 mg', 'Azithromycin', 'Tablet', 'H'), (8, 'Ibuprofen 400 mg', 'Ibuprofen', 'Tablet', 'H'),
  (9, 'Cefixime 200 mg', 'Cefixime', 'Tablet', 'H1'), (10, 'Atorvastatin 10 mg', 'Atorvastatin', 'Tablet', 'H'),
  (11, 'Telmisartan 40 mg', 'Telmisartan', 'Tablet', 'H'), (12, 'Ondansetron 4 mg', 'Ondansetron', 'Tablet', 'H'),
  (13, 'Diclofenac 50 mg', 'Diclofenac', 'Tablet', 'H'), (14, 'Vitamin B complex', 'Vitamin B complex', 'Capsule', ''),
  (15, 'Calcium with vitamin D3', 'Calcium carbonate + Cholecalciferol', 'Tablet', ''),
  (16, 'Domperidone 10 mg', 'Domperidone', 'Tablet', 'H'), (17, 'Levocetirizine 5 mg', 'Levocetirizine', 'Tablet', 'H'),
  (18, 'Montelukast 10 mg', 'Montelukast', 'Tablet', 'H'), (19, 'Glimepiride 1 mg', 'Glimepiride', 'Tablet', 'H'),
  (20, 'Losartan 50 mg', 'Losartan', 'Tablet', 'H'), (21, 'Metoprolol 25 mg', 'Metoprolol', 'Tablet', 'H'),
  (22, 'Levofloxacin 500 mg', 'Levofloxacin', 'Tablet', 'H1'),
  (23, 'Ciprofloxacin 500 mg', 'Ciprofloxacin', 'Tablet', 'H'), (24, 'Folic acid 5 mg', 'Folic acid', 'Tablet', ''),
  (25, 'Ferrous ascorbate', 'Ferrous ascorbate + Folic acid', 'Tablet', ''),
  (26, 'Rabeprazole 20 mg', 'Rabeprazole', 'Tablet', 'H'), (27, 'Aceclofenac 100 mg', 'Aceclofenac', 'Tablet', 'H'),
  (28, 'Prednisolone 10 mg', 'Prednisolone', 'Tablet', 'H'), (29, 'Cefpodoxime 200 mg', 'Cefpodoxime', 'Tablet', 'H1'),
  (30, 'Tramadol 50 mg', 'Tramadol', 'Capsule', 'H1'), (31, 'Alprazolam 0.25 mg', 'Alprazolam', 'Tablet', 'H1'),
  (32, 'Zolpidem 10 mg', 'Zolpidem', 'Tablet', 'H1'), (33, 'Clopidogrel 75 mg', 'Clopidogrel', 'Tablet', 'H'),
  (34, 'Aspirin 75 mg', 'Aspirin', 'Tablet', ''), (35, 'Thyroxine 50 mcg', 'Levothyroxine', 'Tablet', 'H'),
  (36, 'Vildagliptin 50 mg', 'Vildagliptin', 'Tablet', 'H'), (37, 'Sitagliptin 100 mg', 'Sitagliptin', 'Tablet', 'H'),
  (38, 'Furosemide 40 mg', 'Furosemide', 'Tablet', 'H'), (39, 'Spironolactone 25 mg', 'Spironolactone', 'Tablet', 'H'),
  (40, 'Doxycycline 100 mg', 'Doxycycline', 'Capsule', 'H'),
  (41, 'Metronidazole 400 mg', 'Metronidazole', 'Tablet', 'H'),
  (42, 'Fluconazole 150 mg', 'Fluconazole', 'Tablet', 'H'), (43, 'Albendazole 400 mg', 'Albendazole', 'Tablet', 'H'),
  (44, 'Multivitamin', 'Multivitamin', 'Capsule', ''),
  (45, 'Antacid chewable', 'Magaldrate + Simethicone', 'Tablet', 'OTC'),
  (46, 'Loperamide 2 mg', 'Loperamide', 'Capsule', 'OTC'),
  (47, 'Chlorpheniramine 4 mg', 'Chlorpheniramine', 'Tablet', 'OTC'),
  (48, 'Isoniazid 300 mg', 'Isoniazid', 'Tablet', 'H1'), (49, 'Rifampicin 450 mg', 'Rifampicin', 'Capsule', 'H1'),
  (50, 'Methylphenidate 10 mg', 'Methylphenidate', 'Tablet', 'X'),
  (51, 'Clonazepam 0.5 mg', 'Clonazepam', 'Tablet', 'H'),
  (52, 'Methylphenidate SR 20 mg', 'Methylphenidate', 'Tablet', 'X'),
  (53, 'Hydroxychloroquine 200 mg', 'Hydroxychloroquine', 'Tablet', 'H'),
  (54, 'Warfarin 5 mg', 'Warfarin', 'Tablet', 'H'), (55, 'Digoxin 0.25 mg', 'Digoxin', 'Tablet', 'H'),
  (56, 'Carbamazepine 200 mg', 'Carbamazepine', 'Tablet', 'H'),
  (57, 'Lithium carbonate 300 mg', 'Lithium carbonate', 'Tablet', 'H'),
  (58, 'Colchicine 0.5 mg', 'Colchicine', 'Tablet', 'H'),
  (59, 'Nitrofurantoin 100 mg', 'Nitrofurantoin', 'Capsule', 'H'),
  (60, 'Ursodeoxycholic acid 300 mg', 'Ursodeoxycholic acid', 'Tablet', 'H'))`;

/** Each drug's three batches, numbered 1 (oldest, the one that may have expired) to 3. */
const STOCK = `stock as (
  select c.n, d.id as drug_id, d.name, d.schedule, d.hsn, d.units_per_pack, d.gst, b.id as batch_id, b.batch_number,
    b.expiry_date, b.mrp_paise, row_number() over (partition by d.id order by b.expiry_date) as seq
  from catalogue c join drugs d on d.name = c.name || ' ' || c.form and d.deleted_at is null
  join batches b on b.drug_id = d.id)`;

/**
 * Sixty drugs, each with three batches on the shelf, and the stock ledger's opening row for each.
 * One drug in twelve still holds an expired batch and one in five a batch expiring within 90 days.
 * GST at 5%, nil on one drug in eight so bills mix rates: the 2025 slabs (0, 5, 18, 40) have no
 * 12% any more, and the drug master refuses a rate not in force.
 */
async function insertFormulary(pool: pg.Pool): Promise<{ drugs: number; batches: number }> {
  const drugs = await pool.query(`
    with ${CATALOGUE}
    insert into drugs (name, molecule, manufacturer, category, schedule, hsn, packing, units_per_pack, gst, mrp_paise,
      reorder_level)
    select c.name || ' ' || c.form, c.molecule,
      (array['Sun Pharma', 'Cipla', 'Lupin', 'Mankind', 'Alkem'])[1 + c.n % 5],
      c.form, c.schedule, '30049099', (case when c.n % 3 = 0 then 15 else 10 end) || ' ' || lower(c.form) || 's',
      case when c.n % 3 = 0 then 15 else 10 end, case when c.n % 8 = 0 then 0 else 5 end,
      (20 + ${hash('c.name')} % 40 * 10 + case when c.form = 'Capsule' then 60 else 0 end) * 100, 100
    from catalogue c`);
  // The ledger starts each batch at what it holds, as a stock import does.
  const batches = await pool.query(`
    with ${CATALOGUE},
    made as (
      insert into batches (drug_id, batch_number, expiry_date, mrp_paise, ptr_paise, quantity_on_hand)
      select d.id, upper(left(c.molecule, 3)) || lpad((${hash('c.name')} % 9000 + 1000 + b)::text, 5, '0'),
        current_date + case when b = 1 and c.n % 12 = 0 then -(10 + c.n % 40)
                            when b = 1 and c.n % 5 = 0 then 15 + c.n * 7 % 70
                            when b = 1 then 200 + c.n * 3 else 250 * b + c.n * 5 end,
        round(d.mrp_paise * (0.94 + 0.03 * b)),
        -- PTR: the retailer's 20% margin off MRP before GST.
        round(d.mrp_paise * (0.94 + 0.03 * b) * 0.8 / (1 + d.gst / 100)),
        case when c.n > ${SELLING} then 100 + c.n * 37 % 500 when b = 1 then 20 + c.n * 13 % 180
             else 100 + (c.n * 53 * b) % 1400 end
      from catalogue c join drugs d on d.name = c.name || ' ' || c.form
      cross join generate_series(1, 3) b
      returning id, quantity_on_hand)
    insert into stock_ledger (batch_id, change, reason, reference_type, reference_id, created_at)
    select id, quantity_on_hand, 'import', 'stock_import', 'synthetic-opening-stock', now() - interval '1 year'
    from made`);
  return { drugs: drugs.rowCount ?? 0, batches: batches.rowCount ?? 0 };
}

/**
 * A bill for each OP visit seen, 20 to 50 minutes after the call, with 1 to 3 different drugs;
 * popular drugs sell most. A line takes a batch still in date when sold. Amounts as the counter
 * makes them: the MRP per unit times units, GST inside it split equally into CGST and SGST, the
 * bill rounded to the rupee. Schedule H1 and X lines go into the H1 register as sold.
 */
async function insertSales(pool: pg.Pool): Promise<{ sales: number; lines: number }> {
  const result = await pool.query<{ sales: number; lines: number }>(`
    with ${CATALOGUE}, ${STOCK},
    visit as (
      select a.patient_id, p.given_name || ' ' || p.family_name as patient_name, p.mrn, u.name as doctor, x.key, x.h,
        a.called_at + (20 + x.h % 30) * interval '1 minute' as sold_at
      from appointments a
      join users u on u.id = a.doctor_id and u.email like 'synthetic-doctor-%'
      join patients p on p.id = a.patient_id
      cross join lateral (select 'synthetic-phs-' || a.appointment_date || '-' || a.appointment_time || '-' || u.email
        as key) k
      cross join lateral (select k.key, ${hash('k.key')} as h) x
      where a.status = 'Completed'),
    sale as materialized (
      select gen_random_uuid() as id, v.*, 'MMC/SYN/' || ${hash('v.doctor')} % 90000 as registration,
        'PHY/' || lpad((row_number() over (order by v.sold_at, v.key))::text, 7, '0') as bill_number
      from visit v),
    pick as materialized (
      select s.id as sale_id, s.sold_at, ln, y.lh, 1 + y.lh % 3 as seq,
        -- Schedule X is seldom prescribed: nine times in ten the drug before it goes instead.
        case when d.n in (select c.n from catalogue c where c.schedule = 'X') and y.lh / 3 % 10 <> 0 then d.n - 1
             else d.n end as n
      from sale s
      cross join generate_series(1, 1 + (s.h / 7) % 3) ln
      cross join lateral (select ${hash("s.key || '/' || ln")} as lh) y
      -- The first drug is drawn skewed to the popular ones; the next are spread from it, so no drug repeats.
      cross join lateral (select 1 + (floor(${SELLING} * power((s.h / 31 % 10007) / 10007.0, 2))::int + (ln - 1) * 17)
        % ${SELLING} as n) d),
    line as materialized (
      select p.sale_id, p.ln as line_no, st.drug_id, st.name, st.hsn, st.schedule, st.batch_id, st.batch_number,
        st.expiry_date, st.units_per_pack, st.mrp_paise, st.gst, q.quantity, m.amount, m.tax as cgst
      from pick p
      join stock want on want.n = p.n and want.seq = p.seq
      join stock st on st.n = p.n and st.seq = case when want.expiry_date > p.sold_at::date then p.seq else 3 end
      cross join lateral (select (array[5, 10, 10, 15, 20, 30])[1 + (p.lh / 37) % 6] as quantity) q
      cross join lateral (select round(q.quantity * st.mrp_paise / st.units_per_pack::numeric)::bigint as amount) a0
      cross join lateral (select a0.amount, round(a0.amount * st.gst / (100 + st.gst) / 2)::bigint as tax) m),
    totals as (
      select sale_id, sum(amount)::bigint as mrp, sum(cgst)::bigint as cgst from line group by sale_id),
    sales as (
      insert into pharmacy_sales (id, bill_number, kind, patient_id, patient_name, mrn, doctor_name, prescriber_name,
        prescriber_registration, mrp_paise, discount_paise, taxable_paise, cgst_paise, sgst_paise, round_off_paise,
        total_paise, idempotency_key, sold_by_name, sold_at)
      select s.id, s.bill_number, 'OP', s.patient_id, s.patient_name, s.mrn, s.doctor, s.doctor, s.registration, t.mrp,
        0, t.mrp - 2 * t.cgst, t.cgst, t.cgst, round(t.mrp, -2) - t.mrp, round(t.mrp, -2), s.key, 'Synthetic', s.sold_at
      from sale s join totals t on t.sale_id = s.id
      returning 1),
    lines as (
      insert into pharmacy_sale_lines (sale_id, line_no, drug_id, drug_name, hsn, schedule, batch_id, batch_number,
        expiry_date, quantity, units_per_pack, mrp_paise, discount_percent, gst_rate, amount_paise, taxable_paise,
        cgst_paise, sgst_paise)
      select sale_id, line_no, drug_id, name, hsn, schedule, batch_id, batch_number, expiry_date, quantity,
        units_per_pack, mrp_paise, 0, gst, amount, amount - 2 * cgst, cgst, cgst
      from line
      returning 1),
    register as (
      insert into h1_register (sale_id, line_no, sold_at, bill_number, prescriber_name, prescriber_registration,
        patient_name, drug_name, schedule, quantity, batch_number, expiry_date, sold_by_name)
      select l.sale_id, l.line_no, s.sold_at, s.bill_number, s.doctor, s.registration, s.patient_name, l.name,
        l.schedule, l.quantity, l.batch_number, l.expiry_date, 'Synthetic'
      from line l join sale s on s.id = l.sale_id
      where l.schedule in ('H1', 'X'))
    select (select count(*) from sales)::int as sales, (select count(*) from lines)::int as lines`);
  return result.rows[0]!;
}

/**
 * One bill in fifty has part of its first line brought back one to five days later and put back
 * on the shelf: a credit note for that share of the line's amount and GST.
 */
async function insertReturns(pool: pg.Pool): Promise<number> {
  const result = await pool.query(`
    with back as materialized (
      select gen_random_uuid() as id, s.id as sale_id, s.idempotency_key as key, l.id as line_id, r.quantity,
        round(l.amount_paise * r.quantity / l.quantity::numeric)::bigint as amount,
        round(l.cgst_paise * r.quantity / l.quantity::numeric)::bigint as cgst,
        s.sold_at + (1 + x.h % 5) * interval '1 day' + (x.h % 480) * interval '1 minute' as returned_at
      from pharmacy_sales s
      join pharmacy_sale_lines l on l.sale_id = s.id and l.line_no = 1
      cross join lateral (select ${hash("'return/' || s.idempotency_key")} as h) x
      cross join lateral (select least(l.quantity, 1 + x.h / 50 % 10) as quantity) r
      where s.idempotency_key like 'synthetic-phs-%' and x.h % 50 = 0),
    note as (
      insert into pharmacy_returns (id, credit_note_number, sale_id, reason, amount_paise, taxable_paise, cgst_paise,
        sgst_paise, round_off_paise, total_paise, idempotency_key, returned_by_name, returned_at)
      select b.id, 'PCN/' || lpad((row_number() over (order by b.returned_at, b.key))::text, 6, '0'), b.sale_id,
        'Course changed by the doctor', b.amount, b.amount - 2 * b.cgst, b.cgst, b.cgst,
        round(b.amount, -2) - b.amount, round(b.amount, -2), 'synthetic-phr-' || b.key, 'Synthetic', b.returned_at
      from back b where b.returned_at < now())
    insert into pharmacy_return_lines (return_id, sale_line_id, quantity, disposition, amount_paise, taxable_paise,
      cgst_paise, sgst_paise)
    select id, line_id, quantity, 'Restock', amount, amount - 2 * cgst, cgst, cgst
    from back where returned_at < now()`);
  return result.rowCount ?? 0;
}

/** The pharmacy's year: its formulary and stock, a bill for each OP visit seen, and a few returns. */
export async function insertPharmacy(
  pool: pg.Pool,
): Promise<{ drugs: number; batches: number; sales: number; lines: number; returns: number }> {
  const formulary = await insertFormulary(pool);
  await pool.query('analyze drugs, batches');
  const sold = await insertSales(pool);
  const returns = await insertReturns(pool);
  return { ...formulary, ...sold, returns };
}
