import type { Sellable } from '@clinic/shared/pharmacy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicNow } from '../../lib/clinic-time.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DRUG, futureDate, SUPPLIER } from '../inventory/inventory-fixtures.ts';

/**
 * Issue 34's mixed load: two sales of the same drugs listed in opposite orders deadlocked on
 * PostgreSQL (each held one batch and waited for the other) and one was answered 500. Every
 * sale now locks its batches in one order first. (On the embedded database transactions run one
 * at a time, so there this only checks the sales.)
 */
let t: TestApp;
let a: Sellable;
let b: Sellable;
const NAMES = ['Cetirizine 10mg Tablet', 'Pantoprazole 40mg Tablet'] as const;

beforeAll(async () => {
  t = await buildTestApp();
  const inventory = (url: string, payload: object) =>
    t.injectAs(['inventory'], { method: 'POST', url: `/api/inventory${url}`, payload });
  await inventory('/supplier/add-supplier', SUPPLIER);
  for (const name of NAMES)
    await inventory('/drug/add-drug', { ...DRUG, name, molecule: name.split(' ')[0], unitsPerPack: 10 });
  const entry = await inventory('/stock-entry/add-stock', {
    supplier: SUPPLIER.name,
    invoiceNumber: 'INV-LOCK',
    invoiceDate: clinicNow('Asia/Kolkata').date,
    dueDate: futureDate(30),
    status: 'Verified',
    itemDetails: NAMES.map((drug, i) => ({
      drug,
      batchNumber: `LOCK${i}`,
      expiryDate: futureDate(300),
      mrp: 20,
      ptr: 12,
      quantity: 500,
      freeQuantity: 0,
      disc: 0,
    })),
  });
  expect(entry.statusCode).toBe(201);
  const find = async (search: string) =>
    (await t.injectAs(['pharmacy'], { method: 'GET', url: `/api/pharmacy/sellable?search=${search}` })).json<
      Sellable[]
    >()[0] as Sellable;
  [a, b] = [await find('Cetirizine'), await find('Pantoprazole')];
});
afterAll(() => t.close());

const line = (s: Sellable) => ({ drugId: s.drugId, batchId: s.batch?.batchId, quantity: 1, discountPercent: 0 });
const buyer = { name: 'Farah Khan', phoneNumber: '9812345678', doctorName: 'Dr. S. Iyer' };

describe('sales of the same drugs at once', () => {
  it('all go through, whatever order their lines list the drugs in', async () => {
    const sales = Array.from({ length: 40 }, (_, i) =>
      t.injectAs(['pharmacy'], {
        method: 'POST',
        url: '/api/pharmacy/counter-sales',
        payload: { buyer, lines: i % 2 === 0 ? [line(a), line(b)] : [line(b), line(a)], payment: { mode: 'Cash' } },
        headers: { 'idempotency-key': `lock-order-${i}` },
      }),
    );
    const replies = await Promise.all(sales);
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses).toEqual(Array.from({ length: 40 }, () => 201));
    const left = await t.injectAs(['pharmacy'], { method: 'GET', url: '/api/pharmacy/sellable?search=Cetirizine' });
    expect(left.json<Sellable[]>()[0]?.stock).toBe(5000 - 40);
  });
});
