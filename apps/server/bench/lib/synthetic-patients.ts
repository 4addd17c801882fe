import type pg from 'pg';

export const FIRST_NAMES = [
  'Aarav',
  'Aditi',
  'Akash',
  'Ananya',
  'Anil',
  'Anjali',
  'Arjun',
  'Asha',
  'Bhavna',
  'Chetan',
  'Deepa',
  'Dinesh',
  'Divya',
  'Farhan',
  'Gaurav',
  'Geeta',
  'Harish',
  'Isha',
  'Jaya',
  'Karan',
  'Kavita',
  'Kiran',
  'Lakshmi',
  'Manoj',
  'Meera',
  'Mohan',
  'Nandini',
  'Neha',
  'Nikhil',
  'Pooja',
  'Pradeep',
  'Priya',
  'Rahul',
  'Rajesh',
  'Ramesh',
  'Ravi',
  'Rekha',
  'Rohan',
  'Sanjay',
  'Sarita',
  'Shalini',
  'Shreya',
  'Siddharth',
  'Sneha',
  'Suman',
  'Sunil',
  'Sunita',
  'Suresh',
  'Tanvi',
  'Uma',
  'Varun',
  'Vidya',
  'Vijay',
  'Vikram',
  'Vinod',
  'Yash',
  'Zainab',
  'Gurpreet',
  'Fatima',
  'Joseph',
];
export const LAST_NAMES = [
  'Agarwal',
  'Bhat',
  'Banerjee',
  'Chatterjee',
  'Chauhan',
  'Das',
  'Desai',
  'Deshpande',
  'Dubey',
  'Fernandes',
  'Gill',
  'Gupta',
  'Hegde',
  'Iyer',
  'Jain',
  'Joshi',
  'Kapoor',
  'Khan',
  'Kulkarni',
  'Kumar',
  'Malhotra',
  'Mehta',
  'Menon',
  'Mishra',
  'Mukherjee',
  'Nair',
  'Naidu',
  'Pandey',
  'Patel',
  'Patil',
  'Pillai',
  'Qureshi',
  'Rao',
  'Reddy',
  'Saxena',
  'Sen',
  'Shah',
  'Shaikh',
  'Sharma',
  'Shetty',
  'Singh',
  'Sinha',
  'Srinivasan',
  'Thakur',
  'Thomas',
  'Tiwari',
  'Trivedi',
  'Varghese',
  'Verma',
  'Yadav',
  'Bose',
  'Chopra',
  'Dutta',
  'Ghosh',
  'Kamath',
  'Kaur',
  'Lobo',
  'Pathak',
  'Rathore',
  'Sethi',
];

const sqlArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;

/**
 * Inserts patients `from`..`to` in one statement: names drawn from the lists by a multiplicative
 * hash of the row number, so every run makes the same data.
 */
export async function insertSyntheticPatients(
  client: pg.Pool | pg.PoolClient,
  from: number,
  to: number,
): Promise<void> {
  const first = sqlArray(FIRST_NAMES);
  const last = sqlArray(LAST_NAMES);
  await client.query(`
    insert into patients (mrn_seq, mrn, given_name, middle_name, family_name, age_years, gender, phone, address, city, patient_category)
    select g, 'MRN-' || case when g < 1000000 then lpad(g::text, 6, '0') else g::text end,
      (${first})[1 + (g * 7919) % ${FIRST_NAMES.length}],
      case when g % 5 = 0 then (${first})[1 + (g * 104729) % ${FIRST_NAMES.length}] end,
      (${last})[1 + ((g / ${FIRST_NAMES.length}) * 15485863) % ${LAST_NAMES.length}],
      1 + (g * 37) % 90,
      case when g % 2 = 0 then 'Female' else 'Male' end,
      '9' || lpad(((g * 48271) % 1000000000)::text, 9, '0'),
      g || ' Synthetic Street', 'Pune', 'Regular'
    from generate_series(${from}::bigint, ${to}::bigint) g`);
}

/** Loads `count` patients in batches, with the trigram index rebuilt once at the end (as a bulk import would). */
export async function loadPatients(
  pool: pg.Pool,
  count: number,
  batch: number,
  log: (msg: string) => void,
): Promise<void> {
  // The search's trigram indexes are built once at the end, as a bulk import would.
  const trigrams = ['patients_search_name_trgm', 'patients_name_key_trgm', 'patients_phone_trgm'];
  for (const index of trigrams) await pool.query(`drop index if exists ${index}`);
  for (let from = 1; from <= count; from += batch) {
    const to = Math.min(count, from + batch - 1);
    await insertSyntheticPatients(pool, from, to);
    log(`  inserted ${to.toLocaleString('en-IN')} patients`);
  }
  await pool.query('create index patients_search_name_trgm on patients using gin (search_name gin_trgm_ops)');
  await pool.query('create index patients_name_key_trgm on patients using gin (name_key gin_trgm_ops)');
  await pool.query('create index patients_phone_trgm on patients using gin (phone gin_trgm_ops)');
  await pool.query(`insert into counters (name, value) values ('patient_mrn', ${count})
    on conflict (name) do update set value = excluded.value`);
  // Settle the fresh load before measuring: otherwise autovacuum and the checkpoint of half a
  // gigabyte of new pages run during the measurement and distort its tail.
  await pool.query('vacuum (analyze) patients');
  await pool.query('checkpoint').catch(() => undefined);
}
