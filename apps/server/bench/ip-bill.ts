/**
 * The IP bill view of a stay by its length (issue 34, item 6): the demo hospital on a scratch
 * PostgreSQL database (BENCH_DATABASE_URL, default the local `test` server), one of its inpatients'
 * stays stretched to 3, 30, 90 and 365 days with 20 charges a day and a bed move a week, then the
 * bill opened 20 times each through the route as the billing desk does (session, service, audit and
 * the reply's serialization). Prints the median and the worst in ms, and the reply's size.
 * Target: under 50 ms whatever the stay's length.
 *
 *   npm run bench:ip-bill -w @clinic/server
 */
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { buildApp, createServices } from '../src/app.ts';
import { createStaffService } from '../src/modules/staff/staff.service.ts';
import { openPostgres } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { seedDemo } from '../src/seed/seed-demo.ts';
import { withScratchPostgres } from './lib/server.ts';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CHARGES_A_DAY = Number(process.env.BENCH_IP_CHARGES_A_DAY ?? 20);
const RUNS = 20;

await withScratchPostgres(ADMIN_URL, async (url) => {
  const database = openPostgres(url);
  await migrateDatabase(database.db);
  // The whole app, so each view is timed as a client gets it: session, service, audit and reply.
  const app = await buildApp({ database, sessionIdleMinutes: 30, demo: false, logLevel: 'silent' });
  await app.ready();
  await seedDemo(createServices(database.db));
  await createStaffService({ db: database.db }).createAccount({
    name: 'Bench Billing',
    email: 'bench-billing@bench.local',
    password: 'Bench-Billing-42',
    roles: ['billing'],
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { name: 'Bench Billing', email: 'bench-billing@bench.local', password: 'Bench-Billing-42' },
  });
  const token = login.json<{ token: string }>().token;
  const { rows } = await database.pool.query<{ id: string; patient_id: string }>(
    `select id, patient_id from admissions where status = 'Active' order by admitted_at limit 1`,
  );
  const stay = rows[0];
  if (!stay) throw new Error('the demo has no inpatient');
  // Beds no one else holds now (the stay's last bed is still open).
  const beds = (
    await database.pool.query<{ id: string; rent: number }>(
      `select b.id, r.daily_rent_paise as rent from beds b join rooms r on r.id = b.room_id
       where not exists (select 1 from bed_stays s where s.bed_id = b.id and s.to_at is null and s.admission_id <> $1)
       order by b.id limit 4`,
      [stay.id],
    )
  ).rows;

  console.log(
    `\nIP bill view by length of stay (${CHARGES_A_DAY} charges a day, a bed move a week), ${RUNS} views each`,
  );
  console.log('days   charges  bed moves   median ms   worst ms   reply kB');
  for (const days of (process.env.BENCH_IP_DAYS ?? '3,30,90,365').split(',').map(Number)) {
    await stretch(database.pool, stay, beds, days);
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < RUNS + 3; i++) {
      const started = performance.now();
      const reply = await app.inject({
        method: 'GET',
        url: `/api/billing/ip/${stay.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
      if (reply.statusCode !== 200) throw new Error(`the bill answered ${reply.statusCode}`);
      bytes = reply.rawPayload.length;
      if (i >= 3) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)] ?? 0;
    console.log(
      `${String(days).padStart(4)} ${String(days * CHARGES_A_DAY).padStart(9)} ${String(Math.floor(days / 7)).padStart(10)} ${median.toFixed(1).padStart(11)} ${(times.at(-1) ?? 0).toFixed(1).padStart(10)} ${(bytes / 1024).toFixed(0).padStart(10)}`,
    );
  }
  await app.close();
  await database.close();
});

/** Rewrites the stay to have lasted `days` days: its bed history and its pending charges. */
async function stretch(
  pool: pg.Pool,
  stay: { id: string; patient_id: string },
  beds: { id: string; rent: number }[],
  days: number,
): Promise<void> {
  const DAY = 86_400_000;
  const from = new Date(Date.now() - days * DAY);
  await pool.query('update admissions set admitted_at = $2 where id = $1', [stay.id, from]);
  await pool.query('delete from bed_stays where admission_id = $1', [stay.id]);
  const moves = Math.max(1, Math.floor(days / 7));
  for (let i = 0; i < moves; i++) {
    const bed = beds[i % beds.length]!;
    const at = new Date(from.getTime() + (i * days * DAY) / moves);
    const to = i === moves - 1 ? null : new Date(from.getTime() + ((i + 1) * days * DAY) / moves);
    await pool.query(
      `insert into bed_stays (admission_id, seq, bed_id, daily_rent_paise, from_at, to_at) values ($1, $2, $3, $4, $5, $6)`,
      [stay.id, i + 1, bed.id, bed.rent, at, to],
    );
  }
  await pool.query(`delete from patient_charges where admission_id = $1 and status = 'Pending'`, [stay.id]);
  await pool.query(
    `insert into patient_charges (patient_id, admission_id, source_area, service_name, category, quantity, price_paise, created_at)
     select $2, $1, 'ward', 'Nursing procedure ' || (g % 40), 'Procedure', 1, 25000 + (g % 7) * 5000,
       $3::timestamptz + (g * interval '1 day') / $5
     from generate_series(1, $4::int) g`,
    [stay.id, stay.patient_id, from, days * CHARGES_A_DAY, CHARGES_A_DAY],
  );
}
