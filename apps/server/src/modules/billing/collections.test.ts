import type { Collections, OpPending } from '@clinic/shared/billing';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { labPatient } from '../lab/lab-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const service = await t.injectAs(['clinicAdmin'], {
    method: 'POST',
    url: '/api/service/add',
    payload: { name: 'Wound dressing', category: 'Other', duration: 15, price: 400, isActive: true },
  });
  const serviceId = service.json<{ data: { _id: string } }>().data._id;
  // Two OP bills: ₹400 in cash, and ₹400 by UPI with a reference that looks like a formula.
  for (const payment of [
    { mode: 'Cash', amountPaise: 40_000 },
    { mode: 'UPI', reference: '=HYPERLINK("x")', amountPaise: 40_000 },
  ]) {
    const patientId = await labPatient(t, { gender: 'Male', age: 50 });
    await t.injectAs(['reception'], {
      method: 'POST',
      url: `/api/patients/${patientId}/charges`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { serviceId },
    });
    const pending = await t.injectAs(['billing'], { method: 'GET', url: `/api/billing/op/${patientId}` });
    await t.injectAs(['billing'], {
      method: 'POST',
      url: '/api/billing/op-bills',
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        patientId,
        chargeIds: pending.json<OpPending>().charges.map((c) => c._id),
        discountPercent: 0,
        payment,
      },
    });
  }
});
afterAll(() => t.close());

describe('the day-end collection report', () => {
  it('sums the day by mode, by user and by hour', async () => {
    const res = await t.injectAs(['billing'], { method: 'GET', url: '/api/billing/day-end' });
    expect(res.statusCode).toBe(200);
    const report = res.json<Collections>();
    expect(report.byMode).toEqual([
      { mode: 'Cash', receivedPaise: 40_000, refundedPaise: 0, netPaise: 40_000 },
      { mode: 'Card', receivedPaise: 0, refundedPaise: 0, netPaise: 0 },
      { mode: 'UPI', receivedPaise: 40_000, refundedPaise: 0, netPaise: 40_000 },
    ]);
    expect(report.byUser).toEqual([{ user: 'Test billing', receipts: 2, receivedPaise: 80_000, refundedPaise: 0 }]);
    expect(report.byHour).toHaveLength(24);
    expect(report.byHour.reduce((s, h) => s + h.netPaise, 0)).toBe(80_000);
    expect(report.netPaise).toBe(80_000);
    expect(report.receipts.map((r) => r.purpose)).toEqual(['Bill', 'Bill']);
  });

  it('exports the receipts as CSV with formula cells made harmless', async () => {
    const res = await t.injectAs(['billing'], { method: 'GET', url: '/api/billing/day-end?format=csv' });
    expect(res.headers['content-type']).toContain('text/csv');
    const [header, ...lines] = res.body.trim().split(/\r?\n/);
    expect(header).toBe('Receipt,Time,Purpose,Mode,Reference,Amount,MRN,Received by');
    expect(lines).toHaveLength(2);
    expect(res.body).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('writes receipt times on the clinic’s clock, not in UTC', async () => {
    const report = (await t.injectAs(['billing'], { method: 'GET', url: '/api/billing/day-end' })).json<Collections>();
    const res = await t.injectAs(['billing'], { method: 'GET', url: '/api/billing/day-end?format=csv' });
    const times = res.body
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((line) => line.split(',')[1]);
    const inIndia = (iso: string) => new Date(iso).toLocaleString('sv-SE', { timeZone: 'Asia/Kolkata' }).slice(0, 16);
    expect(times).toEqual(report.receipts.map((r) => inIndia(r.receivedAt)));
    for (const time of times) expect(time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('is the billing desk’s, and refuses a bad date', async () => {
    expect((await t.injectAs(['reception'], { method: 'GET', url: '/api/billing/day-end' })).statusCode).toBe(403);
    expect((await t.injectAs(['pharmacy'], { method: 'GET', url: '/api/billing/day-end' })).statusCode).toBe(403);
    expect(
      (await t.injectAs(['billing'], { method: 'GET', url: '/api/billing/day-end?date=2026-13-40' })).statusCode,
    ).toBe(400);
  });
});
