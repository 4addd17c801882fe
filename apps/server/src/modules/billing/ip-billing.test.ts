import { pendingOrdersRefused, type Bill, type IpBillView, type Receipt } from '@clinic/shared/billing';
import type { AdmissionDetail } from '@clinic/shared/admissions';
import type { ServiceOrder } from '@clinic/shared/encounters';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@clinic/shared/auth';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  admit,
  admitBody,
  newPatient,
  setupHospital,
  wardCatalogue,
  type Hospital,
} from '../admissions/admission-fixtures.ts';
import { BILL_FINALIZED, INITIATE_DISCHARGE_FIRST, moreThanDue } from './ip-billing.service.ts';
import { CASH_LIMIT_MESSAGE } from './payments.service.ts';

let t: TestApp;
let h: Hospital;
let lab: { _id: string; name: string };
beforeAll(async () => {
  t = await buildTestApp();
  h = await setupHospital(t);
  ({ lab } = await wardCatalogue(t));
});
afterAll(() => t.close());

const asBilling = (method: 'GET' | 'POST', url: string, payload?: object, roles: Role[] = ['billing']) =>
  t.injectAs(roles, { method, url, payload, headers: method === 'POST' ? { 'idempotency-key': randomUUID() } : {} });

/** A patient admitted to the general room (₹1,000 a day) with a ward lab test charged to the stay. */
async function stay(bed = h.beds.g1, roomType?: string) {
  const patientId = await newPatient(t, 'Billed');
  const admission = roomType
    ? (
        await t.injectAs(['reception'], {
          method: 'POST',
          url: '/api/admissions',
          payload: admitBody(h, patientId, bed, roomType),
        })
      ).json<AdmissionDetail>()
    : await admit(t, h, patientId, bed);
  await t.injectAs(['doctor'], {
    method: 'POST',
    url: `/api/admissions/${admission._id}/orders`,
    headers: { 'idempotency-key': randomUUID() },
    payload: { labTests: [lab._id] },
  });
  return admission._id;
}

describe('the IP bill', () => {
  it('shows room days and the stay’s charges by section, deposits and the balance, then finalizes once', async () => {
    const id = await stay();
    const deposit = await asBilling('POST', `/api/billing/ip/${id}/deposits`, {
      mode: 'UPI',
      reference: 'UPI-99120',
      amountPaise: 50_000,
    });
    expect(deposit.statusCode).toBe(201);
    expect(deposit.json<Receipt>()).toMatchObject({ purpose: 'Advance', amountPaise: 50_000 });
    expect(deposit.json<Receipt>().receiptNumber).toMatch(/^RC\//);

    const view = (await asBilling('GET', `/api/billing/ip/${id}`)).json<IpBillView>();
    expect(view.lines.map((l) => [l.section, l.quantity, l.unitPricePaise, l.paid])).toEqual([
      ['Room Charges', 1, 100_000, false],
      ['Services', 1, 90_000, false],
    ]);
    expect(view).toMatchObject({ totalPaise: 190_000, paidPaise: 50_000, balancePaise: 140_000, finalized: null });

    const early = await asBilling('POST', `/api/billing/ip/${id}/finalize`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ error: { message: INITIATE_DISCHARGE_FIRST } });
    await t.injectAs(['nurse'], { method: 'POST', url: `/api/admissions/${id}/initiate-discharge` });

    // The ward's lab test is not done: the desk sees it and must complete, cancel or carry it.
    const pending = await asBilling('GET', `/api/billing/ip/${id}/pending-orders`);
    expect(pending.json<ServiceOrder[]>().map((o) => [o.serviceName, o.phase])).toEqual([[lab.name, 'Ordered']]);
    const refused = await asBilling('POST', `/api/billing/ip/${id}/finalize`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { message: pendingOrdersRefused([lab.name]) } });
    expect((await asBilling('GET', `/api/billing/ip/${id}/pending-orders`, undefined, ['nurse'])).statusCode).toBe(403);

    const bill = await asBilling('POST', `/api/billing/ip/${id}/finalize`, {
      discountPercent: 10,
      discountReason: 'Long-standing patient',
      carryPendingOrders: true,
    });
    expect(bill.statusCode).toBe(201);
    expect(bill.json<Bill>()).toMatchObject({
      kind: 'IP',
      documentType: 'Bill of Supply',
      grossPaise: 190_000,
      discountPaise: 19_000,
      totalPaise: 171_000,
      paidPaise: 50_000,
      balancePaise: 121_000,
      lines: [{ section: 'Room Charges' }, { section: 'Services' }],
    });
    const again = await asBilling('POST', `/api/billing/ip/${id}/finalize`, {});
    expect(again.json()).toMatchObject({ error: { message: BILL_FINALIZED } });
    const over = await asBilling('POST', `/api/billing/ip/${id}/deposits`, { mode: 'Cash', amountPaise: 121_001 });
    expect(over.json()).toMatchObject({ error: { message: moreThanDue(121_000) } });
    const late = await asBilling('POST', `/api/billing/ip/${id}/deposits`, { mode: 'Cash', amountPaise: 100 });
    expect(late.json<Receipt>()).toMatchObject({ purpose: 'Bill', amountPaise: 100 });
    const after = (await asBilling('GET', `/api/billing/ip/${id}`)).json<IpBillView>();
    expect(after.finalized).toMatchObject({ kind: 'IP', totalPaise: 171_000 });
    await expect(t.database.db.execute(sql`update bill_lines set total_paise = 0 where true`)).rejects.toThrow();
  });

  it('prices room rent over a transfer and a part day, with GST on a ₹6,000 room (worked example)', async () => {
    const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.injectAs(['clinicAdmin'], { method, url, payload });
    type Room = { _id: string; number: string; beds: { _id: string; number: string }[] };
    const rooms = async () =>
      (await admin('GET', `/api/wards?wardId=${h.general._id}`)).json<{ rooms: Room[] }[]>()[0]?.rooms ?? [];
    await admin('POST', `/api/wards/${h.general._id}/rooms`, {
      number: '301',
      roomType: 'private',
      dailyRentPaise: 600_000,
    });
    const before = await rooms();
    await admin('POST', `/api/rooms/${before.find((r) => r.number === '301')?._id}/beds`, { number: 'S1' });
    await admin('POST', `/api/rooms/${before.find((r) => r.number === '101')?._id}/beds`, { number: 'D' });
    const after = await rooms();
    const bedOf = (room: string, bed: string) =>
      after.find((r) => r.number === room)?.beds.find((b) => b.number === bed)?._id ?? '';
    const id = await stay(bedOf('101', 'D'));
    const moved = await t.injectAs(['nurse'], {
      method: 'POST',
      url: `/api/admissions/${id}/transfer`,
      payload: { bedId: bedOf('301', 'S1'), reason: 'Asked for a private room' },
    });
    expect(moved.statusCode).toBe(200);
    // Admitted 20 Nov 10:00 (₹1,000 room), moved 21 Nov 15:00 to ₹6,000, discharged 23 Nov 14:00.
    const db = t.database.db;
    await db.execute(sql`update bed_stays set from_at = '2026-11-20T10:00+05:30', to_at = '2026-11-21T15:00+05:30'
      where admission_id = ${id} and to_at is not null`);
    await db.execute(
      sql`update bed_stays set from_at = '2026-11-21T15:00+05:30' where admission_id = ${id} and to_at is null`,
    );
    await db.execute(sql`update admissions set discharged_at = '2026-11-23T14:00+05:30' where id = ${id}`);
    const view = (await asBilling('GET', `/api/billing/ip/${id}`)).json<IpBillView>();
    expect(view.lines.map((l) => [l.section, l.quantity, l.unitPricePaise, l.gstRateBp, l.totalPaise])).toEqual([
      ['Room Charges', 1, 100_000, 0, 100_000],
      ['Room Charges', 2, 600_000, 500, 1_260_000],
      ['Room Charges', 1, 300_000, 500, 315_000],
      ['Services', 1, 90_000, 0, 90_000],
    ]);
    // ₹1,000 + 2 × ₹6,000 + ₹3,000 half day + ₹900 lab = ₹16,900, and 5% of ₹15,000 = ₹750.
    expect(view).toMatchObject({ grossPaise: 1_690_000, taxPaise: 75_000, totalPaise: 1_765_000 });
  });

  it('refuses cash deposits of ₹2 lakh or more for one admission', async () => {
    const id = await stay(h.beds.g2);
    expect(
      (await asBilling('POST', `/api/billing/ip/${id}/deposits`, { mode: 'Cash', amountPaise: 1_50_000_00 }))
        .statusCode,
    ).toBe(201);
    const more = await asBilling('POST', `/api/billing/ip/${id}/deposits`, { mode: 'Cash', amountPaise: 50_000_00 });
    expect(more.statusCode).toBe(422);
    expect(more.json()).toMatchObject({ error: { message: CASH_LIMIT_MESSAGE } });
    expect(
      (
        await asBilling('POST', `/api/billing/ip/${id}/deposits`, {
          mode: 'Card',
          reference: 'CARD-1',
          amountPaise: 50_000_00,
        })
      ).statusCode,
    ).toBe(201);
  });

  it('keeps the IP bill to the billing desk', async () => {
    const id = await stay(h.beds.g3);
    for (const role of ['reception', 'doctor', 'nurse', 'pharmacy'] as Role[])
      expect((await asBilling('GET', `/api/billing/ip/${id}`, undefined, [role])).statusCode).toBe(403);
    for (const role of ['doctor', 'nurse', 'pharmacy'] as Role[])
      expect(
        (await asBilling('POST', `/api/billing/ip/${id}/deposits`, { mode: 'Cash', amountPaise: 100 }, [role]))
          .statusCode,
      ).toBe(403);
    // The admission desk takes the deposit as it admits, on its own cash shift.
    const atAdmission = await asBilling(
      'POST',
      `/api/billing/ip/${id}/deposits`,
      { mode: 'UPI', reference: 'UPI-1', amountPaise: 100 },
      ['reception'],
    );
    expect(atAdmission.statusCode).toBe(201);
    expect((await asBilling('GET', '/api/billing/ip/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('audits the read of a stay’s pending orders as a view of the patient, by whoever read them', async () => {
    const id = await stay(h.beds.p1, 'private');
    const [admission] = (
      await t.database.db.execute<{ patientId: string; ipNumber: string }>(
        sql`select patient_id as "patientId", ip_number as "ipNumber" from admissions where id = ${id}`,
      )
    ).rows;
    const views = async () =>
      (
        await t.database.db.execute<{ role: string; summary: string }>(
          sql`select actor_role as role, summary from audit_log
              where entity_type = 'patient' and entity_id = ${admission?.patientId} and action = 'view'
                and summary like 'Saw the pending orders%'`,
        )
      ).rows;
    expect(await views()).toEqual([]);
    // A refused read shows nothing, so it records nothing.
    expect((await asBilling('GET', `/api/billing/ip/${id}/pending-orders`, undefined, ['nurse'])).statusCode).toBe(403);
    expect(await views()).toEqual([]);

    const pending = await asBilling('GET', `/api/billing/ip/${id}/pending-orders`);
    expect(pending.statusCode).toBe(200);
    expect(pending.json<ServiceOrder[]>().map((o) => o.serviceName)).toEqual([lab.name]);
    expect(await views()).toEqual([{ role: 'billing', summary: `Saw the pending orders of ${admission?.ipNumber}` }]);
  });

  it('lists stays for billing by name or MRN, with running totals', async () => {
    const all = await asBilling('GET', '/api/billing/ip?search=kulkarni');
    expect(all.statusCode).toBe(200);
    const rows = all.json<{ data: { totalPaise: number; balancePaise: number; paidPaise: number }[]; total: number }>();
    expect(rows.total).toBeGreaterThan(0);
    for (const r of rows.data) expect(r.balancePaise).toBe(r.totalPaise - r.paidPaise);
    const none = await asBilling('GET', '/api/billing/ip?search=nobody-by-this-name');
    expect(none.json()).toMatchObject({ data: [], total: 0 });
    expect((await asBilling('GET', '/api/billing/ip?pageSize=500')).statusCode).toBe(400);
    expect((await asBilling('GET', '/api/billing/ip', undefined, ['reception'])).statusCode).toBe(403);
  });
});
