import { displayDate } from '@clinic/shared/dates';
import type { StockImport } from '@clinic/shared/inventory';
import { sql } from 'drizzle-orm';
import yazl from 'yazl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { futureDate, upload } from './inventory-fixtures.ts';
import { parseExpiry } from './stock-import.parse.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (path: string, file: ReturnType<typeof upload>, roles: ['inventory'] | ['nurse'] = ['inventory']) =>
  t.injectAs(roles, { method: 'POST', url: `/api/inventory/stock-migration/${path}`, ...file });
const csv = (rows: string[]) =>
  [
    'materialName,batch,dosageForm,qoh,stockUnit,purchaseRate,mrp,landedCost,supplier,expiryDate,receivedDate',
    ...rows,
  ].join('\n');
const expiry = futureDate(500);
const display = (iso: string) => displayDate(iso);
type Started = { message: string; import: StockImport };

const progress = async (id: string): Promise<StockImport> =>
  (await t.injectAs(['inventory'], { method: 'GET', url: `/api/inventory/stock-migration/imports/${id}` })).json();

/** Polls an import until it is Completed or Failed. */
async function finished(id: string): Promise<StockImport> {
  for (let i = 0; i < 600; i++) {
    const state = await progress(id);
    if (state.status === 'Completed' || state.status === 'Failed') return state;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`import ${id} did not finish`);
}

function withHeaders<T extends { headers?: Record<string, string> }>(file: T, headers: Record<string, string>): T {
  return { ...file, headers: { ...file.headers, ...headers } };
}
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const good = csv([
  `Amoxicillin 500mg Capsule,AMX22,Capsule,120,Strip,48.5,95,50,Sai Medical Agency,${expiry},2026-01-02`,
  `Cetirizine 10mg Tablet,CTZ9,Tablet,300,Strip,12,28,12.5,Sai Medical Agency,${expiry.split('-').reverse().join('/')},`,
  `ORS Sachet,ORS5,Powder,80,Sachet,15,22,,,${expiry.slice(5, 7)}/${expiry.slice(0, 4)},`,
]);

describe('stock migration', () => {
  it('previews the first rows with the spec aliases (samplePreview)', async () => {
    const aliased = 'Item,Batch_No,Qty,Price,Expiry\nDolo 650,D1,10,30,2030-01-31\n';
    const res = await post('show-preview', upload('stock.csv', 'text/csv', aliased));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      samplePreview: [{ materialName: 'Dolo 650', batch: 'D1', qoh: '10', mrp: '30', expiryDate: '2030-01-31' }],
    });
  });

  it('imports a 3-row CSV: 202 at once, then drugs, suppliers, batches and ledger rows', async () => {
    const res = await post('add-stock-migration', upload('stock.csv', 'text/csv', good));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ message: 'Importing 3 rows', import: { totalRows: 3 } });
    const done = await finished(res.json<Started>().import._id);
    expect(done).toMatchObject({
      status: 'Completed',
      stagedRows: 3,
      message: 'Stock migration successful: 3 rows imported',
      errors: {},
    });
    const stock = await t.database.db.execute(
      sql`select d.name, b.batch_number, b.quantity_on_hand as qoh, b.expiry_date::text as expiry from batches b join drugs d on d.id = b.drug_id order by d.name`,
    );
    expect(stock.rows.map((r) => [r.name, r.qoh])).toEqual([
      ['Amoxicillin 500mg Capsule', 120],
      ['Cetirizine 10mg Tablet', 300],
      ['ORS Sachet', 80],
    ]);
    expect(stock.rows[1]?.expiry).toBe(expiry);
    const suppliers = await t.database.db.execute(sql`select name from suppliers`);
    expect(suppliers.rows).toEqual([{ name: 'Sai Medical Agency' }]);
    const ledger = await t.database.db.execute(
      sql`select reason, sum(change)::int as total, count(*)::int as n from stock_ledger group by reason`,
    );
    expect(ledger.rows).toEqual([{ reason: 'import', total: 500, n: 3 }]);
    const staged = await t.database.db.execute(sql`select count(*)::int as n from stock_import_rows`);
    expect(staged.rows).toEqual([{ n: 0 }]);
  });

  it('refuses bad rows before starting (422 listing each), and imports nothing', async () => {
    const bad = csv([
      `Good Drug,G1,Tablet,5,Strip,1,2,,,${expiry},`,
      'No Batch Drug,,Tablet,5,Strip,1,2,,,2030-01-01,',
      `Old Drug,O1,Tablet,5,Strip,1,2,,,2020-01-01,`,
      `Huge Drug,H1,Tablet,5000000,Strip,1,2,,,${expiry},`,
    ]);
    const res = await post('add-stock-migration', upload('bad.csv', 'text/csv', bad));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: {
        code: 'IMPORT_INVALID',
        message: '3 rows cannot be imported; nothing was imported',
        fields: {
          'row 3': 'Batch is missing',
          'row 4': 'Batch has already expired (1 Jan 2020)',
          'row 5': 'Quantity on hand is more than 10,00,000',
        },
      },
    });
    const good = await t.database.db.execute(sql`select count(*)::int as n from drugs where name = 'Good Drug'`);
    expect(good.rows).toEqual([{ n: 0 }]);
  });

  it('fails the whole import when a batch is known with another expiry, in the stock or earlier in the file', async () => {
    const other = futureDate(700);
    const clash = csv([
      `Fresh Drug,F1,Tablet,5,Strip,1,2,,New Supplier,${expiry},`,
      `Amoxicillin 500mg Capsule,amx22,Capsule,10,Strip,48.5,95,,,${other},`,
      `Fresh Drug,F1,Tablet,7,Strip,1,2,,,${other},`,
    ]);
    const before = await t.database.db.execute(sql`select sum(quantity_on_hand)::int as q from batches`);
    const res = await post('add-stock-migration', upload('clash.csv', 'text/csv', clash));
    expect(res.statusCode).toBe(202);
    const done = await finished(res.json<Started>().import._id);
    expect(done).toMatchObject({
      status: 'Failed',
      message: '2 rows cannot be imported; nothing was imported',
      errors: {
        'row 3': `Batch AMX22 of Amoxicillin 500mg Capsule already exists with expiry ${display(expiry)}`,
        'row 4': `Batch F1 of Fresh Drug is listed in row 2 with expiry ${display(expiry)}`,
      },
    });
    const after = await t.database.db.execute(sql`select sum(quantity_on_hand)::int as q from batches`);
    expect(after.rows).toEqual(before.rows);
    const created = await t.database.db.execute(
      sql`select (select count(*)::int from drugs where name = 'Fresh Drug') as drugs, (select count(*)::int from suppliers where name = 'New Supplier') as suppliers`,
    );
    expect(created.rows).toEqual([{ drugs: 0, suppliers: 0 }]);
  });

  it('refuses a file over the row limit with a clear message (422)', async () => {
    const rows = Array.from({ length: 50_001 }, (_, i) => `D${i},B${i},Tablet,1,Strip,1,2,,,${expiry},`);
    const res = await post('add-stock-migration', upload('big.csv', 'text/csv', csv(rows)));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: {
        code: 'IMPORT_TOO_MANY_ROWS',
        message:
          'The file has 50,001 rows; import at most 50,000 rows at a time. Please split the file and import each part.',
      },
    });
  });

  it('with an Idempotency-Key, a retried upload returns the same import and adds stock once; another file is 422', async () => {
    const file = csv([`Retry Drug,R1,Tablet,9,Strip,1,2,,,${expiry},`]);
    const headers = { 'idempotency-key': 'stock-import-retry-1' };
    const send = (body: string) =>
      t.injectAs(['inventory'], {
        method: 'POST',
        url: '/api/inventory/stock-migration/add-stock-migration',
        ...withHeaders(upload('retry.csv', 'text/csv', body), headers),
      });
    const [first, second] = await Promise.all([send(file), send(file)]);
    const ids = [first, second].map((r) => r.json<Started>().import._id);
    expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
    expect(ids[0]).toBe(ids[1]);
    await finished(ids[0] ?? '');
    const third = await send(file);
    expect(third.headers['idempotent-replayed']).toBe('true');
    expect(third.json<Started>().import).toMatchObject({ _id: ids[0], status: 'Completed' });
    const stock = await t.database.db.execute(
      sql`select b.quantity_on_hand as q from batches b join drugs d on d.id = b.drug_id where d.name = 'Retry Drug'`,
    );
    expect(stock.rows).toEqual([{ q: 9 }]);
    const other = await send(csv([`Retry Drug,R2,Tablet,9,Strip,1,2,,,${expiry},`]));
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ error: { code: 'IDEMPOTENCY_KEY_REUSED' } });
  });

  it('serves other users while a large import runs, and finishes it whole', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => `Bulk ${i % 500},BK${i},Tablet,2,Strip,1,2,,,${expiry},`);
    const res = await post('add-stock-migration', upload('bulk.csv', 'text/csv', csv(rows)));
    expect(res.statusCode).toBe(202);
    const id = res.json<Started>().import._id;
    const me = await t.injectAs(['nurse'], { method: 'GET', url: '/api/auth/me' });
    expect(me.statusCode).toBe(200);
    const meanwhile = await progress(id);
    expect(['Staging', 'Applying']).toContain(meanwhile.status);
    expect(await finished(id)).toMatchObject({ status: 'Completed', stagedRows: 20_000 });
    const totals = await t.database.db.execute(
      sql`select count(*)::int as batches, sum(b.quantity_on_hand)::int as q from batches b join drugs d on d.id = b.drug_id where d.name like 'Bulk %'`,
    );
    expect(totals.rows).toEqual([{ batches: 20_000, q: 40_000 }]);
  });

  it('reports progress only to inventory staff, and 404 for an unknown import', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const url = `/api/inventory/stock-migration/imports/${id}`;
    expect((await t.injectAs(['inventory'], { method: 'GET', url })).statusCode).toBe(404);
    expect((await t.injectAs(['nurse'], { method: 'GET', url })).statusCode).toBe(403);
  });

  it('refuses other file types (415), a missing file (400), more than 5 MB (413) and a nurse (403)', async () => {
    const pdf = await post('show-preview', upload('stock.pdf', 'application/pdf', '%PDF-1.4'));
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json()).toMatchObject({ error: { message: 'Please upload a CSV or XLSX file' } });
    const none = await t.injectAs(['inventory'], {
      method: 'POST',
      url: '/api/inventory/stock-migration/show-preview',
      payload: '------b--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=----b' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ error: { message: 'Please select a file to upload' } });
    const huge = await post('show-preview', upload('big.csv', 'text/csv', Buffer.alloc(5 * 1024 * 1024 + 100, 'a')));
    expect(huge.statusCode).toBe(413);
    expect((await post('show-preview', upload('stock.csv', 'text/csv', good), ['nurse'])).statusCode).toBe(403);
  });

  it('reads the expiry formats Indian stock sheets use', () => {
    expect(parseExpiry('2027-03-31')).toBe('2027-03-31');
    expect(parseExpiry('31/03/2027')).toBe('2027-03-31');
    expect(parseExpiry('03/2027')).toBe('2027-03-31');
    expect(parseExpiry('02/2028')).toBe('2028-02-29');
    expect(parseExpiry('31/02/2027')).toBeUndefined();
  });
});

/** A zip holding one part of `size` zero bytes: tiny on disk, huge unpacked. */
function inflatingZip(size: number, parts = 1): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (let i = 0; i < parts; i++) zip.addBuffer(Buffer.alloc(i === 0 ? size : 1), `xl/part${i}.xml`);
  zip.end();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks)));
  });
}

describe('XLSX size limits', () => {
  it('refuses a spreadsheet that would unpack past the limit before parsing it (413)', async () => {
    const bomb = await inflatingZip(200 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = performance.now();
    const before = process.memoryUsage().rss;
    const res = await post('show-preview', upload('bomb.xlsx', XLSX, bomb));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: { code: 'XLSX_TOO_LARGE' } });
    expect(performance.now() - started).toBeLessThan(5000);
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses one with too many parts (413) and a file that is no zip at all (422)', async () => {
    expect((await post('show-preview', upload('many.xlsx', XLSX, await inflatingZip(10, 600)))).statusCode).toBe(413);
    const junk = await post('show-preview', upload('junk.xlsx', XLSX, Buffer.from('not a zip file at all')));
    expect(junk.statusCode).toBe(422);
    expect(junk.json()).toMatchObject({
      error: { code: 'XLSX_INVALID', message: 'The file is not a valid XLSX spreadsheet.' },
    });
  });
});
