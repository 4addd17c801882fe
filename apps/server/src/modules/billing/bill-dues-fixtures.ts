import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../test/build-test-app.ts';
import { billBalances, markedBills, owedBillsAmong } from './bill-balances.ts';
import { foldBillDues } from './bill-dues.fold.ts';

type Owed = { id: string; patient_due: string; payer_due: string };

async function owed(t: TestApp, relation: typeof billBalances | 'kept'): Promise<Owed[]> {
  if (relation === 'kept') relation = owedBillsAmong(await markedBills(t.database.db));
  const res = await t.database.db.execute<Owed>(sql`
    select id, patient_due::text, payer_due::text from ${relation} x
    where x.patient_due > 0 or x.payer_due > 0 order by id`);
  return res.rows;
}

export const marks = async (t: TestApp): Promise<number> =>
  Number((await t.database.db.execute<{ n: string }>(sql`select count(*) as n from bill_dues_dirty`)).rows[0]!.n);

/**
 * The owed bills read from the kept dues equal those worked out from every payment, before the
 * server folds the marks and after.
 */
export async function expectDuesKept(t: TestApp): Promise<void> {
  const expected = await owed(t, billBalances);
  expect(await owed(t, 'kept')).toEqual(expected);
  await foldBillDues(t.database.db);
  expect(await marks(t)).toBe(0);
  expect(await owed(t, 'kept')).toEqual(expected);
}
