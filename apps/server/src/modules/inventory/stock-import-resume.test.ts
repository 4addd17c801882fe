import type { StockImport } from '@clinic/shared/inventory';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createAuditService } from '../audit/audit.service.ts';
import { futureDate, upload } from './inventory-fixtures.ts';
import { CHUNK_ROWS, createStockImportService } from './stock-import.service.ts';

/**
 * The apply goes in chunks of rows, each moving the import's mark with its stock, so other
 * users wait for one chunk, not the whole file; an apply cut short is finished, never doubled.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ROWS = 600;
const expiry = futureDate(400);
const fileOf = (prefix: string) =>
  [
    'materialName,batch,dosageForm,qoh,stockUnit,purchaseRate,mrp,landedCost,supplier,expiryDate,receivedDate',
    ...Array.from(
      { length: ROWS },
      (_, i) =>
        `${prefix} Drug ${i % 30} Tablet,${prefix}${i},Tablet,${i + 1},Strip,10,20,10,${prefix} Supplier,${expiry},`,
    ),
  ].join('\n');
const fileTotal = (ROWS * (ROWS + 1)) / 2;
// Sheet row 401 (batch <prefix>399) is refused: the mark stops at the last chunk's end before it,
// and the rows in are sheet rows 2 to the mark (the header is row 1), with 1, 2, … units.
const MARK = Math.floor(400 / CHUNK_ROWS) * CHUNK_ROWS;
const IN = MARK - 1;

const progress = async (id: string): Promise<StockImport> =>
  (await t.injectAs(['inventory'], { method: 'GET', url: `/api/inventory/stock-migration/imports/${id}` })).json();

async function imported(prefix: string, id: string) {
  const stock = await t.database.db.execute<{ total: number; batches: number }>(sql`
    select coalesce(sum(quantity_on_hand), 0)::int as total, count(*) filter (where quantity_on_hand > 0)::int as batches
    from batches where batch_number like ${`${prefix}%`}`);
  const ledger = await t.database.db.execute<{ rows: number; units: number }>(sql`
    select count(*)::int as rows, coalesce(sum(change), 0)::int as units
    from stock_ledger where reference_type = 'stock_import' and reference_id = ${id}`);
  return { ...stock.rows[0], ledger: ledger.rows[0] };
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`waited too long: ${JSON.stringify(await read())}`);
}

const mark = async (id: string) =>
  (
    await t.database.db.execute<{ status: string; applied: number }>(
      sql`select status, applied_through as applied from stock_imports where id = ${id}`,
    )
  ).rows[0];

/**
 * Starts an import whose apply the database refuses midway (the ledger row of batch `<prefix>399`,
 * sheet row 401), waits until it has stopped with the chunks before it in, lets the database take the
 * rest again, and dates the import's last move six minutes back: as after a server that stopped.
 */
async function cutShort(prefix: string): Promise<string> {
  const trigger = sql.raw(`refuse_${prefix.toLowerCase()}`);
  await t.database.db.execute(sql`
    create function ${trigger}() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from batches where id = new.batch_id and batch_number = ${sql.raw(`'${prefix}399'`)}) then
        raise exception 'the machine stopped';
      end if;
      return new;
    end $$`);
  await t.database.db.execute(
    sql`create trigger ${trigger} before insert on stock_ledger for each row execute function ${trigger}()`,
  );
  const res = await t.injectAs(['inventory'], {
    method: 'POST',
    url: '/api/inventory/stock-migration/add-stock-migration',
    ...upload('stock.csv', 'text/csv', fileOf(prefix)),
  });
  expect(res.statusCode).toBe(202);
  const id = res.json<{ import: StockImport }>().import._id;
  await until(
    () => mark(id),
    (m) => m?.applied === MARK,
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(await mark(id)).toEqual({ status: 'Applying', applied: MARK });
  expect(await imported(prefix, id)).toMatchObject({ total: (IN * (IN + 1)) / 2, batches: IN, ledger: { rows: IN } });
  await t.database.db.execute(sql`drop trigger ${trigger} on stock_ledger`);
  await t.database.db.execute(sql`update stock_imports set updated_at = now() - interval '6 minutes' where id = ${id}`);
  return id;
}

async function expectWhole(prefix: string, id: string) {
  expect(await progress(id)).toMatchObject({
    status: 'Completed',
    message: 'Stock migration successful: 600 rows imported',
  });
  expect(await imported(prefix, id)).toEqual({
    total: fileTotal,
    batches: ROWS,
    ledger: { rows: ROWS, units: fileTotal },
  });
  const audit = await t.database.db.execute<{ actor_name: string; summary: string }>(sql`
    select actor_name, summary from audit_log where entity_id = ${id} and summary like 'Imported%'`);
  expect(audit.rows).toEqual([
    { actor_name: 'Stock import (resumed)', summary: 'Imported 600 stock rows (30 new drugs, 600 new batches)' },
  ]);
  const left = await t.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from stock_import_rows where import_id = ${id}`,
  );
  expect(left.rows[0]?.n).toBe(0);
}

describe('an import applied in chunks and cut short', () => {
  it('is finished from its mark by the screens that look at it, by one taker only, each row once', async () => {
    const id = await cutShort('RSM');
    expect((await progress(id)).status).toBe('Applying');
    const looks = await Promise.all([progress(id), progress(id), progress(id)]);
    for (const look of looks) expect(look.status).toBe('Applying');
    await until(
      () => progress(id),
      (p) => p.status !== 'Applying',
    );
    await expectWhole('RSM', id);
  });

  it('is finished by the server’s own look (at start and every minute) when no screen looks', async () => {
    const id = await cutShort('RSN');
    const server = createStockImportService({
      db: t.database.db,
      audit: createAuditService(t.database.db, 'Asia/Kolkata'),
      today: () => new Date().toISOString().slice(0, 10),
    });
    const [first, second] = await Promise.all([server.resumeInterrupted(), server.resumeInterrupted()]);
    expect(first + second).toBe(1);
    await server.drain();
    await expectWhole('RSN', id);
  });
});
