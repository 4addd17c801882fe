import type { Bill, IpBillView, WorkQueue } from '@clinic/shared/billing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@clinic/shared/auth';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { admit, newPatient, setupHospital, wardCatalogue, type Hospital } from '../admissions/admission-fixtures.ts';
import { lateCharges } from './discharge-clearance.ts';
import { balanceNotZero } from './folio.service.ts';
import { FOLIO_CLOSED } from './ip-billing.service.ts';
import { FINAL_BILL_FIRST, NOTHING_AFTER_FINAL } from './supplementary-bills.service.ts';
import { expectDuesKept } from './bill-dues-fixtures.ts';

let t: TestApp;
let h: Hospital;
let lab: { _id: string };
beforeAll(async () => {
  t = await buildTestApp();
  h = await setupHospital(t, 'supp');
  ({ lab } = await wardCatalogue(t, 'supp'));
});
afterAll(() => t.close());

const call = (roles: Role[], method: 'GET' | 'POST', url: string, payload?: object, key = randomUUID()) =>
  t.injectAs(roles, { method, url, payload, headers: method === 'POST' ? { 'idempotency-key': key } : {} });
const labOrder = (admissionId: string) =>
  call(['doctor'], 'POST', `/api/admissions/${admissionId}/orders`, { labTests: [lab._id] });

describe('a charge after the final IP bill', () => {
  it('waits as unbilled, goes on a supplementary bill settled on its own, and is never lost', async () => {
    const patientId = await newPatient(t, 'Late');
    const stay = (await admit(t, h, patientId, h.beds.g1))._id;
    expect((await call(['billing'], 'POST', `/api/billing/ip/${stay}/supplementary-bill`)).json()).toMatchObject({
      error: { message: FINAL_BILL_FIRST },
    });
    await t.injectAs(['nurse'], { method: 'POST', url: `/api/admissions/${stay}/initiate-discharge` });
    const final = await call(['billing'], 'POST', `/api/billing/ip/${stay}/finalize`, {});
    expect(final.statusCode).toBe(201);
    const main = final.json<Bill>();
    expect((await call(['billing'], 'POST', `/api/billing/ip/${stay}/supplementary-bill`)).json()).toMatchObject({
      error: { message: NOTHING_AFTER_FINAL },
    });

    // A late ward-round test after the final bill: before, it could never be billed.
    expect((await labOrder(stay)).statusCode).toBe(201);
    const view = (await call(['billing'], 'GET', `/api/billing/ip/${stay}`)).json<IpBillView>();
    expect(view.afterFinal).toEqual({ charges: 1, amountPaise: 90_000 });
    const queue = (await call(['billing'], 'GET', '/api/billing/work-queue')).json<WorkQueue>();
    expect(queue.awaitingFinal.find((s) => s.admissionId === stay)).toMatchObject({
      reason: 'Charges after the final bill',
    });

    const key = randomUUID();
    const made = await call(['billing'], 'POST', `/api/billing/ip/${stay}/supplementary-bill`, undefined, key);
    expect(made.statusCode).toBe(201);
    const supp = made.json<Bill>();
    expect(supp).toMatchObject({ kind: 'IP', totalPaise: 90_000, paidPaise: 0, balancePaise: 90_000 });
    expect(supp.number).not.toBe(main.number);
    const again = await call(['billing'], 'POST', `/api/billing/ip/${stay}/supplementary-bill`, undefined, key);
    expect(again.json<Bill>()._id).toBe(supp._id);

    // Paying it settles it alone: the final bill's money is untouched.
    const paid = await call(['billing'], 'POST', `/api/billing/bills/${supp._id}/payments`, {
      mode: 'Cash',
      amountPaise: 90_000,
    });
    expect(paid.statusCode).toBe(201);
    const after = (await call(['billing'], 'GET', `/api/billing/ip/${stay}`)).json<IpBillView>();
    expect(after.afterFinal.charges).toBe(0);
    expect(after.supplementary).toEqual([expect.objectContaining({ _id: supp._id, balancePaise: 0 })]);
    expect(after.balancePaise).toBe(main.balancePaise);
    const mainNow = (await call(['billing'], 'GET', `/api/billing/bills/${main._id}`)).json<Bill>();
    expect(mainNow.paidPaise).toBe(main.paidPaise);
  });

  it('keeps the account open until every bill of the stay is settled, and none is made once it closes', async () => {
    const patientId = await newPatient(t, 'Closing');
    const stay = (await admit(t, h, patientId, h.beds.g3))._id;
    await t.injectAs(['nurse'], { method: 'POST', url: `/api/admissions/${stay}/initiate-discharge` });
    const main = (await call(['billing'], 'POST', `/api/billing/ip/${stay}/finalize`, {})).json<Bill>();
    await call(['billing'], 'POST', `/api/billing/bills/${main._id}/payments`, {
      mode: 'UPI',
      reference: 'UPI-5521',
      amountPaise: main.balancePaise,
    });
    await labOrder(stay);
    const close = () => call(['billing'], 'POST', `/api/billing/ip/${stay}/close`);
    expect((await close()).json()).toMatchObject({ error: { message: lateCharges(1) } });
    const supp = (await call(['billing'], 'POST', `/api/billing/ip/${stay}/supplementary-bill`)).json<Bill>();
    expect((await close()).json()).toMatchObject({ error: { message: balanceNotZero(90_000) } });
    await call(['billing'], 'POST', `/api/billing/bills/${supp._id}/payments`, {
      mode: 'UPI',
      reference: 'UPI-5522',
      amountPaise: 90_000,
    });
    expect((await close()).statusCode).toBe(200);
    await labOrder(stay);
    const afterClose = await call(['billing'], 'POST', `/api/billing/ip/${stay}/supplementary-bill`);
    expect(afterClose.statusCode).toBe(409);
    expect(afterClose.json()).toMatchObject({ error: { message: FOLIO_CLOSED } });
  });

  it('is made only by the billing desk', async () => {
    const patientId = await newPatient(t, 'Desk');
    const stay = (await admit(t, h, patientId, h.beds.g2))._id;
    expect((await call(['nurse'], 'POST', `/api/billing/ip/${stay}/supplementary-bill`)).statusCode).toBe(403);
    expect((await call(['reception'], 'GET', '/api/billing/work-queue')).statusCode).toBe(403);
    expect((await call(['billing'], 'POST', `/api/billing/ip/${randomUUID()}/supplementary-bill`)).statusCode).toBe(
      404,
    );
  });

  it('keeps the dues of its bills equal to what their money gives, folded or not', async () => {
    await expectDuesKept(t);
  });
});
