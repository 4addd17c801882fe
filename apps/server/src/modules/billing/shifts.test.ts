import type { OpPending, Shift, ShiftsDay } from '@clinic/shared/billing';
import { COUNT_DIFFERS, COUNTER_NOT_SET } from '@clinic/shared/billing';
import type { Role } from '@clinic/shared/auth';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { labPatient } from '../lab/lab-fixtures.ts';
import { alreadyOpen, NOT_YOUR_SHIFT, SHIFT_CLOSED } from './shifts.service.ts';

let t: TestApp;
let serviceId = '';
beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.injectAs(['clinicAdmin'], {
    method: 'POST',
    url: '/api/service/add',
    payload: { name: 'Suture removal', category: 'Other', duration: 15, price: 400, isActive: true },
  });
  serviceId = res.json<{ data: { _id: string } }>().data._id;
});
afterAll(() => t.close());

/** A ₹400 OP bill paid in full by `roles` in this mode. */
async function billPaid(roles: Role[], payment: { mode: string; reference?: string }) {
  const patientId = await labPatient(t, { gender: 'Female', age: 40 });
  await t.injectAs(['reception'], {
    method: 'POST',
    url: `/api/patients/${patientId}/charges`,
    headers: { 'idempotency-key': randomUUID() },
    payload: { serviceId },
  });
  const pending = await t.injectAs(['billing'], { method: 'GET', url: `/api/billing/op/${patientId}` });
  const res = await t.injectAs(roles, {
    method: 'POST',
    url: '/api/billing/op-bills',
    headers: { 'idempotency-key': randomUUID() },
    payload: {
      patientId,
      chargeIds: pending.json<OpPending>().charges.map((c) => c._id),
      discountPercent: 0,
      payment: { ...payment, amountPaise: 40_000 },
    },
  });
  expect(res.statusCode).toBe(201);
}

const current = async (roles: Role[]) =>
  (await t.injectAs(roles, { method: 'GET', url: '/api/billing/shifts/current' })).json<{ shift: Shift | null }>()
    .shift;
const open = (roles: Role[], payload: object, key = randomUUID()) =>
  t.injectAs(roles, { method: 'POST', url: '/api/billing/shifts', headers: { 'idempotency-key': key }, payload });
const close = (roles: Role[], id: string, payload: object) =>
  t.injectAs(roles, { method: 'POST', url: `/api/billing/shifts/${id}/close`, payload });
const mode = (s: Shift | null | undefined, m: string) => s?.modes.find((x) => x.mode === m);

describe("the cashier's shift", () => {
  it('opens with a float, holds the receipts, and closes with the count and its difference', async () => {
    expect(await current(['reception'])).toBeNull();
    const key = randomUUID();
    const opened = await open(['reception'], { counter: 'Front desk', openingFloatPaise: 2_000_00 }, key);
    expect(opened.statusCode).toBe(201);
    const shift = opened.json<Shift>();
    expect(shift).toMatchObject({ counter: 'Front desk', status: 'Open', openingFloatPaise: 2_000_00, receipts: [] });
    expect(shift.number).toMatch(/^SH\/\d{4}\/\d{5}$/);
    expect(
      (await open(['reception'], { counter: 'Front desk', openingFloatPaise: 2_000_00 }, key)).json<Shift>()._id,
    ).toBe(shift._id);
    const twice = await open(['reception'], { counter: 'Front desk' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: { message: alreadyOpen(shift.number) } });

    await billPaid(['reception'], { mode: 'Cash' });
    await billPaid(['reception'], { mode: 'UPI', reference: 'UPI-991' });
    const now = await current(['reception']);
    expect(now?.receipts.map((r) => [r.mode, r.amountPaise])).toEqual([
      ['Cash', 40_000],
      ['UPI', 40_000],
    ]);
    expect(mode(now, 'Cash')).toMatchObject({ receivedPaise: 40_000, expectedPaise: 2_400_00, countedPaise: null });
    expect(mode(now, 'UPI')).toMatchObject({ expectedPaise: 40_000 });

    // ₹10 short in the drawer: the close asks why, then keeps the difference.
    const count = { countedCashPaise: 2_390_00, countedCardPaise: 0, countedUpiPaise: 40_000 };
    const noNote = await close(['reception'], shift._id, count);
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json()).toMatchObject({ error: { fields: { note: COUNT_DIFFERS } } });
    const closed = await close(['reception'], shift._id, { ...count, note: 'Change given twice' });
    expect(closed.statusCode).toBe(200);
    expect(closed.json<Shift>()).toMatchObject({
      status: 'Closed',
      expectedPaise: 2_800_00,
      countedPaise: 2_790_00,
      differencePaise: -1_000,
      closeNote: 'Change given twice',
    });
    expect(mode(closed.json<Shift>(), 'Cash')).toMatchObject({ countedPaise: 2_390_00, differencePaise: -1_000 });
    expect((await close(['reception'], shift._id, { ...count, note: 'again' })).json()).toMatchObject({
      error: { message: SHIFT_CLOSED },
    });
  });

  it('opens a shift by itself at the first receipt of a cashier who has none', async () => {
    await billPaid(['billing'], { mode: 'Cash' });
    const auto = await current(['billing']);
    expect(auto).toMatchObject({ counter: COUNTER_NOT_SET, openingFloatPaise: 0, status: 'Open' });
    expect(auto?.receipts).toHaveLength(1);
  });

  it('is closed only by its cashier or whoever may close any shift, and the day end sums the counters', async () => {
    const mine = (await open(['pharmacy'], { counter: 'Pharmacy counter', openingFloatPaise: 500_00 })).json<Shift>();
    const other = await close(['reception'], mine._id, {
      countedCashPaise: 500_00,
      countedCardPaise: 0,
      countedUpiPaise: 0,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ error: { message: NOT_YOUR_SHIFT } });
    expect(
      (await close(['billing'], mine._id, { countedCashPaise: 0, countedCardPaise: 0, countedUpiPaise: 0 })).statusCode,
    ).toBe(403);
    const bySupervisor = await close(['clinicAdmin'], mine._id, {
      countedCashPaise: 500_00,
      countedCardPaise: 0,
      countedUpiPaise: 0,
    });
    expect(bySupervisor.json<Shift>()).toMatchObject({ status: 'Closed', differencePaise: 0 });

    const day = await t.injectAs(['billing'], { method: 'GET', url: '/api/billing/shifts' });
    expect(day.statusCode).toBe(200);
    const front = day.json<ShiftsDay>().counters.find((c) => c.counter === 'Front desk');
    expect(front?.modes.find((m) => m.mode === 'Cash')).toMatchObject({
      receivedPaise: 40_000,
      expectedPaise: 2_400_00,
      countedPaise: 2_390_00,
      differencePaise: -1_000,
    });
    expect(day.json<ShiftsDay>().shifts.map((s) => s.counter)).toEqual(
      expect.arrayContaining(['Front desk', COUNTER_NOT_SET, 'Pharmacy counter']),
    );
  });

  it('refuses bad input and the roles that take no money', async () => {
    expect((await open(['lab'], { counter: 'Lab' })).statusCode).toBe(403);
    expect((await t.injectAs(['reception'], { method: 'GET', url: '/api/billing/shifts' })).statusCode).toBe(403);
    const negative = await open(['radiology', 'reception'], { counter: 'X-ray desk', openingFloatPaise: -1 });
    expect(negative.statusCode).toBe(400);
    const noCounter = await open(['radiology', 'reception'], { counter: ' ' });
    expect(noCounter.json()).toMatchObject({ error: { fields: { counter: 'Choose the counter' } } });
    const bad = await t.injectAs(['billing'], { method: 'GET', url: '/api/billing/shifts?date=2027-02-30' });
    expect(bad.statusCode).toBe(400);
  });
});
