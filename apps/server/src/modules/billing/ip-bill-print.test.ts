import type { Bill, IpBillView } from '@clinic/shared/billing';
import type { Paged } from '@clinic/shared/http';
import type { IpPrescription } from '@clinic/shared/pharmacy';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@clinic/shared/auth';
import { clinicNow } from '../../lib/clinic-time.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { admit, newPatient, setupHospital, wardCatalogue, type Hospital } from '../admissions/admission-fixtures.ts';
import { stockShelf, type Shelf } from '../pharmacy/pharmacy-fixtures.ts';

let t: TestApp;
let h: Hospital;
let lab: { _id: string };
/** ₹95 a strip of 10: ₹9.50 a tablet. */
let even: Shelf;
/** ₹30 a strip of 7: ₹4.2857… a tablet, not a whole number of paise. */
let odd: Shelf;
beforeAll(async () => {
  t = await buildTestApp();
  h = await setupHospital(t, 'print');
  ({ lab } = await wardCatalogue(t, 'print'));
  even = await stockShelf(t, [['drug', 'EVEN-950', 400, 2]], ' even', 10, 95);
  odd = await stockShelf(t, [['drug', 'ODD-7', 400, 2]], ' odd', 7);
});
afterAll(() => t.close());

const call = (roles: Role[], method: 'GET' | 'POST', url: string, payload?: object) =>
  t.injectAs(roles, { method, url, payload, headers: method === 'POST' ? { 'idempotency-key': randomUUID() } : {} });

/** The doctor orders the drug for the stay and the pharmacy issues `units` of it to the ward. */
async function issued(admissionId: string, ipNumber: string, drugId: string, units: number) {
  const ordered = await call(['doctor'], 'POST', `/api/admissions/${admissionId}/medication-orders`, {
    drugId,
    dose: '1 tablet',
    route: 'Oral',
    frequency: 'STAT',
    startDate: clinicNow('Asia/Kolkata').date,
    startTime: '08:00',
    // Both shelves are paracetamol: the second order is a knowing duplicate.
    overrideReason: 'Two strengths of strip priced for the bill',
  });
  expect(ordered.statusCode, ordered.body).toBe(201);
  const list = await call(
    ['pharmacy'],
    'GET',
    `/api/pharmacy/ip-prescriptions?ipNumber=${encodeURIComponent(ipNumber)}`,
  );
  const order = list.json<Paged<IpPrescription>>().data.find((o) => o.drugId === drugId);
  const res = await call(['pharmacy'], 'POST', `/api/pharmacy/ip-prescriptions/${order?.orderId}/issues`, {
    batchId: order?.offers[0]?.batchId,
    quantity: units,
  });
  expect(res.statusCode).toBe(201);
}

describe('the IP bill as printed', () => {
  it('bills ward medicines as units × unit price, and heads the bill with the stay: IP number, dates, consultant, ward, room type, days', async () => {
    const admission = await admit(t, h, await newPatient(t, 'Printed'), h.beds.g1);
    const id = admission._id;
    await issued(id, admission.ipNumber, even.drug._id, 4);
    await issued(id, admission.ipNumber, odd.drug._id, 3);
    const moved = await call(['nurse'], 'POST', `/api/admissions/${id}/transfer`, {
      bedId: h.beds.p1,
      reason: 'Asked for a private room',
    });
    expect(moved.statusCode).toBe(200);
    // Admitted 20 Nov 10:00 to the general room, moved 21 Nov 15:00 to the private room, and
    // discharged 23 Nov 14:00: three midnights and half the discharge day, 3.5 room days.
    const db = t.database.db;
    await db.execute(sql`update admissions set admitted_at = '2026-11-20T10:00+05:30' where id = ${id}`);
    await db.execute(sql`update bed_stays set from_at = '2026-11-20T10:00+05:30', to_at = '2026-11-21T15:00+05:30'
      where admission_id = ${id} and to_at is not null`);
    await db.execute(
      sql`update bed_stays set from_at = '2026-11-21T15:00+05:30' where admission_id = ${id} and to_at is null`,
    );

    const open = (await call(['billing'], 'GET', `/api/billing/ip/${id}`)).json<IpBillView>();
    expect(open.admission).toMatchObject({
      ipNumber: admission.ipNumber,
      admittedAt: '2026-11-20T04:30:00.000Z',
      dischargedAt: null,
      consultant: 'Dr. Cardioprint',
      ward: 'General Wardprint',
      roomType: 'Private',
    });
    const medicines = (v: { lines: IpBillView['lines'] | Bill['lines'] }) =>
      v.lines
        .filter((l) => l.section === 'Medications')
        .map((l) => [l.description, l.quantity, l.unitPricePaise, l.amountPaise]);
    // Four tablets at ₹9.50 are 4 × ₹9.50 = ₹38.00; three at ₹30 ÷ 7 stay one line of their exact ₹12.85.
    expect(medicines(open)).toEqual([
      [`${even.drug.name} (batch EVEN-950)`, 4, 9_50, 38_00],
      [`${odd.drug.name} × 3 (batch ODD-7)`, 1, 12_85, 12_85],
    ]);

    await db.execute(sql`update admissions set discharged_at = '2026-11-23T14:00+05:30' where id = ${id}`);
    const discharged = (await call(['billing'], 'GET', `/api/billing/ip/${id}`)).json<IpBillView>();
    expect(discharged.admission).toMatchObject({ dischargedAt: '2026-11-23T08:30:00.000Z', days: 3.5 });

    await call(['nurse'], 'POST', `/api/admissions/${id}/initiate-discharge`);
    const final = await call(['billing'], 'POST', `/api/billing/ip/${id}/finalize`, {});
    expect(final.statusCode).toBe(201);
    const bill = (await call(['billing'], 'GET', `/api/billing/bills/${final.json<Bill>()._id}`)).json<Bill>();
    expect(bill.stay).toEqual({
      ipNumber: admission.ipNumber,
      admittedAt: '2026-11-20T04:30:00.000Z',
      dischargedAt: '2026-11-23T08:30:00.000Z',
      consultant: 'Dr. Cardioprint',
      ward: 'General Wardprint',
      roomType: 'Private',
      days: 3.5,
    });
    expect(medicines(bill)).toEqual(medicines(open));

    // A test after the final bill goes on a supplementary bill, headed with the same stay and days.
    await call(['doctor'], 'POST', `/api/admissions/${id}/orders`, { labTests: [lab._id] });
    const supp = await call(['billing'], 'POST', `/api/billing/ip/${id}/supplementary-bill`);
    expect(supp.statusCode).toBe(201);
    expect(supp.json<Bill>().stay).toEqual(bill.stay);
  });
});
