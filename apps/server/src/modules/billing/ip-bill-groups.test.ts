import type { Bill, Discount, IpBillView } from '@clinic/shared/billing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { admit, newPatient, setupHospital, wardCatalogue, type Hospital } from '../admissions/admission-fixtures.ts';

let t: TestApp;
let h: Hospital;
let lab: { _id: string; name: string };
beforeAll(async () => {
  t = await buildTestApp();
  h = await setupHospital(t);
  ({ lab } = await wardCatalogue(t));
});
afterAll(() => t.close());

const desk = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.injectAs(['billing'], {
    method,
    url,
    payload,
    headers: method === 'POST' ? { 'idempotency-key': randomUUID() } : {},
  });

const serviceLines = (view: IpBillView) =>
  view.lines.filter((l) => l.section === 'Services').map((l) => [l.charges, l.quantity, l.totalPaise]);

describe('the IP bill’s identical charges', () => {
  it('share one line; a charge given its own discount stands apart; the totals are the finalized bill’s', async () => {
    const id = (await admit(t, h, await newPatient(t, 'Grouped'), h.beds.g1))._id;
    for (let i = 0; i < 3; i++)
      await t.injectAs(['doctor'], {
        method: 'POST',
        url: `/api/admissions/${id}/orders`,
        headers: { 'idempotency-key': randomUUID() },
        payload: { labTests: [lab._id] },
      });
    const first = (await desk('GET', `/api/billing/ip/${id}`)).json<IpBillView>();
    expect(serviceLines(first)).toEqual([[3, 3, 270_000]]);
    const [tests] = first.lines.filter((l) => l.section === 'Services');
    expect(tests).toMatchObject({ description: lab.name, charges: 3, unitPricePaise: 90_000 });

    const asked = await desk('POST', `/api/billing/ip/${id}/discounts`, {
      chargeId: tests?.chargeId,
      percent: 10,
      reason: 'Repeat sample',
    });
    expect(asked.json<Discount>()).toMatchObject({ status: 'Approved' });
    const view = (await desk('GET', `/api/billing/ip/${id}`)).json<IpBillView>();
    // The discounted charge was the line's first: it stands first, the other two after it.
    expect(serviceLines(view)).toEqual([
      [1, 1, 81_000],
      [2, 2, 180_000],
    ]);
    expect(view.lines.find((l) => l.charges === 1 && l.section === 'Services')?.chargeId).toBe(tests?.chargeId);

    await t.injectAs(['nurse'], { method: 'POST', url: `/api/admissions/${id}/initiate-discharge` });
    const bill = await desk('POST', `/api/billing/ip/${id}/finalize`, { carryPendingOrders: true });
    expect(bill.statusCode).toBe(201);
    expect(bill.json<Bill>().lines.filter((l) => l.section === 'Services')).toHaveLength(3);
    expect(bill.json<Bill>()).toMatchObject({ totalPaise: view.totalPaise, taxPaise: view.taxPaise });
    const after = (await desk('GET', `/api/billing/ip/${id}`)).json<IpBillView>();
    expect(serviceLines(after)).toEqual(serviceLines(view));
  });
});
