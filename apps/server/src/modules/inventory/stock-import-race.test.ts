import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { futureDate } from './inventory-fixtures.ts';
import { batches, drugs } from './inventory.table.ts';
import { stockImportRepository } from './stock-import.repository.ts';
import { stockImports } from './stock-import.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const expiry = futureDate(500);

describe('stock import race and clean-up (repository)', () => {
  it('catches a batch added with another expiry after the first check, and removes what the import created', async () => {
    const db = t.database.db;
    const [imported] = await db.insert(stockImports).values({ totalRows: 2, fileSha256: 'race' }).returning();
    const id = imported?.id ?? '';
    const later = futureDate(800);
    await db.transaction((tx) =>
      stockImportRepository.stage(tx, id, [
        {
          rowNo: 2,
          name: 'Race Drug A',
          batch: 'RX1',
          qoh: 5,
          mrpPaise: 200,
          ptrPaise: 100,
          expiry,
          dosageForm: '',
          supplier: 'Race Supplier',
        },
        {
          rowNo: 3,
          name: 'Race Drug B',
          batch: 'RY1',
          qoh: 5,
          mrpPaise: 200,
          ptrPaise: 100,
          expiry,
          dosageForm: '',
          supplier: '',
        },
      ]),
    );
    expect(await stockImportRepository.expiryConflicts(db, id, 100)).toEqual([]);
    // Meanwhile a purchase brings drug A's batch RX1 with another expiry.
    const [drugA] = await db
      .insert(drugs)
      .values({ name: 'Race Drug A', manufacturer: 'Cipla', category: 'Tablet' })
      .returning();
    await db
      .insert(batches)
      .values({ drugId: drugA?.id ?? '', batchNumber: 'RX1', expiryDate: later, mrpPaise: 200, ptrPaise: 100 });

    await stockImportRepository.addMissingSuppliers(db, id, 2, 3);
    expect(await stockImportRepository.addMissingDrugs(db, id, 2, 3)).toBe(1);
    expect(await stockImportRepository.resolveBatches(db, id, 2, 3)).toBe(1);
    expect(await stockImportRepository.resolvedConflicts(db, id, 2, 3)).toEqual([
      { rowNo: 2, name: 'Race Drug A', batch: 'RX1', expiry: later, earlierRow: null },
    ]);

    await db.transaction((tx) => stockImportRepository.removeCreated(tx, id));
    const left = await db.execute(sql`
      select (select count(*)::int from drugs where name like 'Race Drug %') as drugs,
             (select count(*)::int from batches b join drugs d on d.id = b.drug_id where d.name like 'Race Drug %') as batches,
             (select count(*)::int from suppliers where name = 'Race Supplier') as suppliers`);
    expect(left.rows).toEqual([{ drugs: 1, batches: 1, suppliers: 0 }]);
  });
});
