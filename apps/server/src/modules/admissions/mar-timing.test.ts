import {
  GIVEN_AT_OUT_OF_RANGE,
  PRN_LIMITS_ONLY_SOS,
  prnTooMany,
  prnTooSoon,
  type AdmissionDetail,
  type MarDay,
  type MarDose,
  type MedicationOrder,
} from '@clinic/shared/admissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicNow } from '../../lib/clinic-time.ts';
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
    payload: { ...admitBody(h, await newPatient(t, 'Timed')), admissionDate: yesterday },
  });
  admissionId = res.json<AdmissionDetail>()._id;
});
afterAll(() => t.close());

const order = async (body: object) => {
  const res = await t.injectAs(['doctor'], {
    method: 'POST',
    url: `/api/admissions/${admissionId}/medication-orders`,
    payload: {
      drugId,
      dose: '1 g',
      route: 'Intravenous',
      startDate: yesterday,
      startTime: '00:00',
      // Every order here is of the same drug: the duplicate-therapy warning is answered.
      overrideReason: 'Timing test',
      ...body,
    },
  });
  await writtenAtStart(t, res);
  return res;
};
const chart = (body: object) =>
  t.injectAs(['nurse'], { method: 'POST', url: `/api/admissions/${admissionId}/mar`, payload: body });

describe('when a dose was given', () => {
  it('records the actual time of a late dose, and refuses one in the future or before it was due', async () => {
    const od = (await order({ frequency: 'OD' })).json<MedicationOrder>();
    const due = ist(yesterday, '09:00');
    const future = await chart({
      orderId: od._id,
      scheduledAt: due,
      outcome: 'Given',
      givenAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ error: { fields: { givenAt: GIVEN_AT_OUT_OF_RANGE } } });
    const early = await chart({
      orderId: od._id,
      scheduledAt: due,
      outcome: 'Given',
      givenAt: ist(yesterday, '07:00'),
    });
    expect(early.statusCode).toBe(400);

    const late = ist(yesterday, '11:20');
    const res = await chart({ orderId: od._id, scheduledAt: due, outcome: 'Given', givenAt: late });
    expect(res.statusCode).toBe(201);
    expect(res.json<MarDose>()).toMatchObject({ scheduledAt: due, givenAt: late });
    const day = (
      await t.injectAs(['nurse'], { method: 'GET', url: `/api/admissions/${admissionId}/mar?date=${yesterday}` })
    ).json<MarDay>();
    const slot = day.rows.find((r) => r.order._id === od._id)?.slots[0];
    expect(slot?.dose?.givenAt).toBe(late);
  });

  it('records a dose charted without a time as given now, and a held dose with none', async () => {
    const bd = (await order({ frequency: 'BD' })).json<MedicationOrder>();
    const given = await chart({ orderId: bd._id, scheduledAt: ist(yesterday, '09:00'), outcome: 'Given' });
    expect(Math.abs(Date.parse(given.json<MarDose>().givenAt ?? '') - Date.now())).toBeLessThan(60_000);
    const held = await chart({ orderId: bd._id, scheduledAt: ist(yesterday, '21:00'), outcome: 'Held', reason: 'NPO' });
    expect(held.json<MarDose>().givenAt).toBeNull();
  });
});

describe('SOS limits', () => {
  it('refuses limits on a scheduled order', async () => {
    const res = await order({ frequency: 'TDS', prnMaxPerDay: 3 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { fields: { prnMaxPerDay: PRN_LIMITS_ONLY_SOS } } });
  });

  it('keeps an SOS order within its doses per 24 hours and its interval', async () => {
    const sos = (
      await order({ frequency: 'SOS', dose: '650 mg', route: 'Oral', prnMaxPerDay: 2, prnMinHours: 4 })
    ).json<MedicationOrder>();
    expect(sos).toMatchObject({ prnMaxPerDay: 2, prnMinHours: 4 });
    expect((await chart({ orderId: sos._id, scheduledAt: ist(yesterday, '06:00'), outcome: 'Given' })).statusCode).toBe(
      201,
    );
    const soon = await chart({ orderId: sos._id, scheduledAt: ist(yesterday, '08:00'), outcome: 'Given' });
    expect(soon.statusCode).toBe(422);
    expect(soon.json()).toMatchObject({ error: { message: prnTooSoon(4, '06:00') } });
    // A dose not given does not count.
    const refused = await chart({
      orderId: sos._id,
      scheduledAt: ist(yesterday, '09:00'),
      outcome: 'Refused',
      reason: 'Pain settled',
    });
    expect(refused.statusCode).toBe(201);
    expect((await chart({ orderId: sos._id, scheduledAt: ist(yesterday, '10:00'), outcome: 'Given' })).statusCode).toBe(
      201,
    );
    const third = await chart({ orderId: sos._id, scheduledAt: ist(yesterday, '16:00'), outcome: 'Given' });
    expect(third.statusCode).toBe(422);
    expect(third.json()).toMatchObject({ error: { message: prnTooMany(2) } });
  });
});
