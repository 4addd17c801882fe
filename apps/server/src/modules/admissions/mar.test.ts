import type { AdmissionDetail, MarDay, MarDose, MedicationOrder } from '@clinic/shared/admissions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicNow, nextDay } from '../../lib/clinic-time.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  admitBody,
  newPatient,
  setupHospital,
  wardCatalogue,
  writtenAtStart,
  type Hospital,
} from './admission-fixtures.ts';

const today = clinicNow('Asia/Kolkata').date;
const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`).toISOString();

let t: TestApp;
let h: Hospital;
let admissionId = '';
let drugId = '';
beforeAll(async () => {
  t = await buildTestApp();
  h = await setupHospital(t);
  drugId = (await wardCatalogue(t)).drug._id;
  const res = await t.injectAs(['reception'], {
    method: 'POST',
    url: '/api/admissions',
    payload: { ...admitBody(h, await newPatient(t, 'Charted')), admissionDate: yesterday },
  });
  admissionId = res.json<AdmissionDetail>()._id;
});
afterAll(() => t.close());

const order = async (body: object, role: 'doctor' | 'nurse' = 'doctor') => {
  const res = await t.injectAs([role], {
    method: 'POST',
    url: `/api/admissions/${admissionId}/medication-orders`,
    payload: { drugId, dose: '1 g', route: 'Intravenous', startDate: yesterday, startTime: '00:00', ...body },
  });
  await writtenAtStart(t, res);
  return res;
};
const chart = (body: object, role: 'nurse' | 'doctor' = 'nurse') =>
  t.injectAs([role], { method: 'POST', url: `/api/admissions/${admissionId}/mar`, payload: body });
const marOf = async (date: string) =>
  (
    await t.injectAs(['nurse'], { method: 'GET', url: `/api/admissions/${admissionId}/mar?date=${date}` })
  ).json<MarDay>();

describe('medication orders and the MAR', () => {
  let od: MedicationOrder;

  it('schedules an OD order at 09:00 each day from its start', async () => {
    const res = await order({ frequency: 'od', instructions: 'Over 30 minutes' });
    expect(res.statusCode).toBe(201);
    od = res.json<MedicationOrder>();
    expect(od).toMatchObject({ frequency: 'OD', status: 'Active', drugName: 'Ceftriaxone 1 g injection' });
    const day = await marOf(yesterday);
    expect(day.rows.find((r) => r.order._id === od._id)?.slots).toEqual([
      { scheduledAt: ist(yesterday, '09:00'), dose: null },
    ]);
  });

  it('charts a dose once: the second time is 409, with who and when kept', async () => {
    const first = await chart({ orderId: od._id, scheduledAt: ist(yesterday, '09:00'), outcome: 'Given' });
    expect(first.statusCode).toBe(201);
    expect(first.json<MarDose>()).toMatchObject({ outcome: 'Given', recordedBy: 'Test nurse' });
    const again = await chart({
      orderId: od._id,
      scheduledAt: ist(yesterday, '09:00'),
      outcome: 'Refused',
      reason: 'x',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: 'This dose has already been recorded' } });
    const slot = (await marOf(yesterday)).rows.find((r) => r.order._id === od._id)?.slots[0];
    expect(slot?.dose).toMatchObject({ outcome: 'Given' });
  });

  it('lets exactly one of five nurses racing for one dose chart it', async () => {
    const stat = (
      await order({ frequency: 'STAT', startTime: '07:15', overrideReason: 'A STAT dose on top of the daily one' })
    ).json<MedicationOrder>();
    const body = { orderId: stat._id, scheduledAt: ist(yesterday, '07:15'), outcome: 'Given' };
    const results = await Promise.all(Array.from({ length: 5 }, () => chart(body)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it('refuses a time that is no dose time, a dose far ahead, and a held dose without a reason', async () => {
    const off = await chart({ orderId: od._id, scheduledAt: ist(yesterday, '09:30'), outcome: 'Given' });
    expect(off.statusCode).toBe(422);
    expect(off.json()).toMatchObject({ error: { message: 'That is not a dose time of this medication order' } });
    const ahead = await chart({ orderId: od._id, scheduledAt: ist(nextDay(today), '09:00'), outcome: 'Given' });
    expect(ahead.json()).toMatchObject({ error: { message: 'A dose can be charted from an hour before it is due' } });
    const held = await chart({ orderId: od._id, scheduledAt: ist(today, '09:00'), outcome: 'Held' });
    expect(held.statusCode).toBe(400);
    expect(held.json()).toMatchObject({ error: { message: 'Enter why the dose was not given' } });
  });

  it('takes an SOS dose at the time it was given', async () => {
    const sos = (
      await order({ frequency: 'SOS', route: 'Oral', dose: '650 mg', overrideReason: 'SOS for breakthrough' })
    ).json<MedicationOrder>();
    const at = ist(yesterday, '23:40');
    expect((await chart({ orderId: sos._id, scheduledAt: at, outcome: 'Given' })).statusCode).toBe(201);
    const row = (await marOf(yesterday)).rows.find((r) => r.order._id === sos._id);
    expect(row).toMatchObject({ asNeeded: true, slots: [{ scheduledAt: at, dose: { outcome: 'Given' } }] });
  });

  it('validates an order and lets only doctors write and stop one', async () => {
    expect((await order({ frequency: 'twice' })).json()).toMatchObject({
      error: { message: 'Use OD, BD, TDS, QID, HS, SOS, STAT or a pattern like 1-0-1' },
    });
    expect((await order({ frequency: 'BD', stopDate: '2020-01-01' })).json()).toMatchObject({
      error: { message: 'The stop date cannot be before the start date' },
    });
    const unknown = await order({ frequency: 'BD', drugId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.json()).toMatchObject({ error: { message: 'Choose a medicine from the catalogue' } });
    expect((await order({ frequency: 'BD' }, 'nurse')).statusCode).toBe(403);
    expect(
      (await chart({ orderId: od._id, scheduledAt: ist(today, '09:00'), outcome: 'Given' }, 'doctor')).statusCode,
    ).toBe(403);
    const reception = await t.injectAs(['reception'], { method: 'GET', url: `/api/admissions/${admissionId}/mar` });
    expect(reception.statusCode).toBe(403);
  });

  it('stops an order with a reason: no doses after, and a second stop is 409', async () => {
    const stop = (reason: string) =>
      t.injectAs(['doctor'], {
        method: 'POST',
        url: `/api/admissions/${admissionId}/medication-orders/${od._id}/stop`,
        payload: { reason },
      });
    expect((await stop('')).statusCode).toBe(400);
    const stopped = await stop('Culture sensitive to oral antibiotic');
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json<MedicationOrder>()).toMatchObject({
      status: 'Stopped',
      stopReason: 'Culture sensitive to oral antibiotic',
    });
    expect((await stop('again')).statusCode).toBe(409);
    const later = (await marOf(nextDay(today))).rows.find((r) => r.order._id === od._id);
    expect(later).toBeUndefined();
  });

  it('has doses the database will not change or remove', async () => {
    await expect(t.database.db.execute(sql`update mar_doses set outcome = 'Missed'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from mar_doses`)).rejects.toThrow();
  });
});
