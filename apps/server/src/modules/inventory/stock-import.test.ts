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

  it('imports a 3-row CSV: drugs, suppliers, batches and ledger rows', async () => {
    const res = await post('add-stock-migration', upload('stock.csv', 'text/csv', good));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Stock migration successful: 3 rows imported' });
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
      sql`select reason, sum(change)::int as total from stock_ledger group by reason`,
    );
    expect(ledger.rows).toEqual([{ reason: 'import', total: 500 }]);
  });

  it('imports all rows or none, reporting each bad row', async () => {
    const bad = csv([
      `Good Drug,G1,Tablet,5,Strip,1,2,,,${expiry},`,
      'No Batch Drug,,Tablet,5,Strip,1,2,,,2030-01-01,',
      `Old Drug,O1,Tablet,5,Strip,1,2,,,2020-01-01,`,
    ]);
    const res = await post('add-stock-migration', upload('bad.csv', 'text/csv', bad));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: {
        code: 'IMPORT_INVALID',
        message: '2 rows cannot be imported; nothing was imported',
        fields: { 'row 3': 'Batch is missing', 'row 4': 'Batch has already expired (Jan 1, 2020)' },
      },
    });
    const good = await t.database.db.execute(sql`select count(*)::int as n from drugs where name = 'Good Drug'`);
    expect(good.rows).toEqual([{ n: 0 }]);
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
