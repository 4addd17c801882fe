import type { AdmissionDetail } from '@clinic/shared/admissions';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { admitBody, newPatient, setupHospital } from '../admissions/admission-fixtures.ts';
import { keptSums, sorted } from './report-sums-fixtures.ts';
import { reportSumsRepository as repo } from './report-sums.repository.ts';
import { createReportSums } from './report-sums.schedule.ts';

/**
 * The report sums (decision 0037): deposits taken through the desk, then payments changed and
 * removed behind its back, folded, rebuilt in another zone, and folded while the desk writes.
 */
let t: TestApp;
let admissionId: string;
const IST = 'Asia/Kolkata';

const deposit = (amountPaise: number) =>
  t.injectAs(['billing'], {
    method: 'POST',
    url: `/api/billing/ip/${admissionId}/deposits`,
    payload: { mode: 'UPI', reference: `UPI-${randomUUID().slice(0, 8)}`, amountPaise },
    headers: { 'idempotency-key': randomUUID() },
  });
const records = async (timeZone = IST) => sorted(await repo.fromRecords(t.database.db, timeZone));
const deltas = async () =>
  Number((await t.database.db.execute<{ n: string }>(sql`select count(*) as n from report_sum_deltas`)).rows[0]!.n);

beforeAll(async () => {
  t = await buildTestApp();
  const h = await setupHospital(t);
  const admitted = await t.injectAs(['reception'], {
    method: 'POST',
    url: '/api/admissions',
    payload: admitBody(h, await newPatient(t, 'Sums')),
    headers: { 'idempotency-key': randomUUID() },
  });
  admissionId = admitted.json<AdmissionDetail>()._id;
  for (const amount of [100_000, 250_000, 50_000]) expect((await deposit(amount)).statusCode).toBe(201);
});
afterAll(() => t.close());

describe('report sums', () => {
  it('follow payments changed and removed, and a change that moves no money adds nothing', async () => {
    await t.database.db.execute(sql`update payments set amount_paise = amount_paise + 700 where amount_paise = 250000`);
    await t.database.db.execute(sql`delete from payments where amount_paise = 50000`);
    expect(await keptSums(t)).toEqual(await records());
    expect(await keptSums(t)).toEqual([
      expect.objectContaining({ figure: 'revenue.collected', n: 2, amount: 350_700 }),
    ]);
    const before = await deltas();
    await t.database.db.execute(sql`update payments set reference = reference || '-checked'`);
    expect(await deltas()).toBe(before);
  });

  it('are folded a chunk at a time into day sums, and read the same', async () => {
    const expected = await records();
    expect(await createReportSums(t.database.db, IST).keepZone()).toBe('rebuilt');
    expect(await deltas()).toBe(0);
    expect(await deposit(1_000)).toMatchObject({ statusCode: 201 });
    expect(await deposit(2_000)).toMatchObject({ statusCode: 201 });
    expect(await deltas()).toBe(2);
    expect(await repo.fold(t.database.db, IST, 1)).toBe(1);
    expect(await deltas()).toBe(1);
    expect(await createReportSums(t.database.db, IST).foldAll()).toBe(1);
    expect(await deltas()).toBe(0);
    const [collected] = await keptSums(t);
    expect(collected).toMatchObject({ n: 4, amount: expected[0]!.amount + 3_000 });
    expect(await keptSums(t)).toEqual(await records());
  });

  it('are built again when the clinic’s zone changes, and kept when it does not', async () => {
    const newYork = createReportSums(t.database.db, 'America/New_York');
    expect(await newYork.keepZone()).toBe('rebuilt');
    expect(await keptSums(t, 'America/New_York')).toEqual(await records('America/New_York'));
    expect(await newYork.keepZone()).toBe('kept');
    // The server of the other zone does not fold into days that are not its own.
    expect(await deposit(3_000)).toMatchObject({ statusCode: 201 });
    expect(await repo.fold(t.database.db, IST, 100)).toBe(0);
    expect(await createReportSums(t.database.db, IST).keepZone()).toBe('rebuilt');
    expect(await keptSums(t)).toEqual(await records());
  });

  it.runIf(process.env.TEST_DATABASE_URL)('count each payment once when folded while the desk writes', async () => {
    const sums = createReportSums(t.database.db, IST);
    let writing = true;
    const folding = (async () => {
      while (writing) await sums.foldAll();
    })();
    const written = await Promise.all(Array.from({ length: 30 }, (_, i) => deposit(100 + i)));
    writing = false;
    await folding;
    expect(written.every((r) => r.statusCode === 201)).toBe(true);
    expect(await keptSums(t)).toEqual(await records());
    await sums.foldAll();
    expect(await deltas()).toBe(0);
    expect(await keptSums(t)).toEqual(await records());
  });

  it.runIf(process.env.TEST_DATABASE_URL)('wait while another process folds, instead of rebuilding twice', async () => {
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('report-sums', 0))`);
      expect(await repo.keepZone(t.database.db, 'Asia/Dubai')).toBe('busy');
      expect(await repo.fold(t.database.db, IST, 100)).toBe(0);
    });
    expect(await repo.keepZone(t.database.db, IST)).toBe('kept');
  });
});
