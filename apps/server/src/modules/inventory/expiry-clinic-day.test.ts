import { afterEach, describe, expect, it } from 'vitest';
import { clinicNow, nextDay } from '../../lib/clinic-time.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DRUG, SUPPLIER } from './inventory-fixtures.ts';

let t: TestApp | undefined;
afterEach(() => t?.close());

/** A verified purchase of one batch expiring on `expiryDate`, at a clinic in `timeZone`. */
async function receive(timeZone: string, expiryDate: string) {
  t = await buildTestApp({ timeZone });
  const as = (method: 'POST', url: string, payload: object) =>
    (t as TestApp).injectAs(['inventory'], { method, url: `/api/inventory${url}`, payload });
  await as('POST', '/supplier/add-supplier', SUPPLIER);
  await as('POST', '/drug/add-drug', DRUG);
  return as('POST', '/stock-entry/add-stock', {
    supplier: SUPPLIER.name,
    invoiceNumber: `INV-${timeZone}`,
    invoiceDate: clinicNow(timeZone).date,
    dueDate: nextDay(clinicNow(timeZone).date),
    status: 'Verified',
    itemDetails: [
      { drug: DRUG.name, batchNumber: 'EXP1', expiryDate, mrp: 30, ptr: 20, quantity: 1, freeQuantity: 0, disc: 0 },
    ],
  });
}

// At any instant one of these two zones is on another date than UTC: ahead (after 10:00 UTC) or
// behind (before 11:00 UTC); the check must use the clinic's date in both.
describe("expiry is judged on the clinic's date, not UTC's", () => {
  it('a batch expiring on the clinic’s today is refused where the clinic is ahead of UTC', async () => {
    const zone = 'Pacific/Kiritimati';
    const res = await receive(zone, clinicNow(zone).date);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ error: { message: string } }>().error.message).toMatch(/has already expired/);
  });

  it('a batch expiring on the clinic’s tomorrow is taken where the clinic is behind UTC', async () => {
    const zone = 'Pacific/Pago_Pago';
    expect((await receive(zone, nextDay(clinicNow(zone).date))).statusCode).toBe(201);
  });
});
