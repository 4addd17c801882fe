import { displayDate } from '@clinic/shared/dates';
import { SLOT_TAKEN } from '@clinic/shared/appointments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicNow } from '../../lib/clinic-time.ts';
import { appointmentToday } from '../../test/appointment-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
let doctorId = '';
let patientId = '';
const nextWeek = (() => {
  const d = new Date(`${clinicNow('Asia/Kolkata').date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 7);
  return d.toISOString().slice(0, 10);
})();
const weekAfter = (() => {
  const d = new Date(`${nextWeek}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
})();
const allWeek = (start: string, end: string, slotMinutes: number) =>
  Array.from({ length: 7 }, (_, i) => ({ weekday: i + 1, start, end, slotMinutes }));

beforeAll(async () => {
  t = await buildTestApp();
  const doctor = await t.createUser(['doctor'], { name: 'Dr. Kavya Reddy' });
  doctorId = doctor.id;
  for (const [i, givenName] of ['Booked', 'Second', 'Third', 'Fourth'].entries()) {
    const res = await t.injectAs(['reception'], {
      method: 'POST',
      url: '/api/patients',
      payload: { givenName, familyName: 'Patient', age: 40, gender: 'Female', phone: `900002222${i}`, address: 'Pune' },
    });
    patients.push(res.json<{ _id: string }>()._id);
  }
  patientId = patients[0] ?? '';
});
afterAll(() => t.close());

const patients: string[] = [];
/** Books for patients[who]; a patient holds one active appointment per doctor and day. */
const book = (payload: object, roles: ['reception'] | ['nurse'] = ['reception'], who = 0) =>
  t.injectAs(roles, {
    method: 'POST',
    url: '/api/appointments',
    payload: { patientId: patients[who], doctorId, ...payload },
  });

describe('consulting hours', () => {
  it('are set by clinicAdmin only, and define the slots', async () => {
    const put = await t.injectAs(['clinicAdmin'], {
      method: 'PUT',
      url: `/api/doctors/${doctorId}/consulting-hours`,
      payload: { blocks: allWeek('09:00', '10:00', 15) },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json<{ blocks: unknown[] }>().blocks).toHaveLength(7);
    const bad = await t.injectAs(['clinicAdmin'], {
      method: 'PUT',
      url: `/api/doctors/${doctorId}/consulting-hours`,
      payload: { blocks: [{ weekday: 1, start: '10:00', end: '09:00', slotMinutes: 15 }] },
    });
    expect(bad.json()).toMatchObject({ error: { message: 'The end must be after the start' } });
    expect(
      (
        await t.injectAs(['reception'], {
          method: 'PUT',
          url: `/api/doctors/${doctorId}/consulting-hours`,
          payload: { blocks: [] },
        })
      ).statusCode,
    ).toBe(403);
    const slots = await t.injectAs(['reception'], {
      method: 'GET',
      url: `/api/appointments/slots?doctorId=${doctorId}&date=${nextWeek}`,
    });
    expect(slots.json()).toEqual(['09:00', '09:15', '09:30', '09:45'].map((time) => ({ time, available: true })));
    const doctors = await t.injectAs(['reception'], { method: 'GET', url: '/api/doctors' });
    expect(doctors.json<{ name: string }[]>().map((d) => d.name)).toContain('Dr. Kavya Reddy');
  });
});

describe('booking', () => {
  it('books a slot with the next token, and refuses the same slot (409), other hours and the past (422)', async () => {
    const first = await book({ appointmentDate: nextWeek, appointmentTime: '09:00', reason: 'Fever' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      token: 1,
      status: 'Scheduled',
      doctorName: 'Dr. Kavya Reddy',
      mrn: expect.stringMatching(/^MRN-/) as string,
    });
    const twice = await book({ appointmentDate: nextWeek, appointmentTime: '09:15' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      error: {
        message: `This patient already has an appointment with Dr. Kavya Reddy on ${displayDate(nextWeek)} at 9:00 am`,
      },
    });
    const second = await book({ appointmentDate: nextWeek, appointmentTime: '09:15' }, ['reception'], 1);
    expect(second.json()).toMatchObject({ token: 2 });
    const again = await book({ appointmentDate: nextWeek, appointmentTime: '09:00' }, ['reception'], 2);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: SLOT_TAKEN } });
    expect((await book({ appointmentDate: nextWeek, appointmentTime: '11:00' })).statusCode).toBe(422);
    expect((await book({ appointmentDate: '2020-01-06', appointmentTime: '09:00' })).statusCode).toBe(422);
    expect((await book({})).json()).toMatchObject({ error: { message: 'Choose a date and a time slot' } });
    const slots = await t.injectAs(['reception'], {
      method: 'GET',
      url: `/api/appointments/slots?doctorId=${doctorId}&date=${nextWeek}`,
    });
    expect(slots.json<{ available: boolean }[]>().map((s) => s.available)).toEqual([false, false, true, true]);
  });

  it('lets only one of many simultaneous requests take a slot', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () => book({ appointmentDate: nextWeek, appointmentTime: '09:30' }, ['reception'], 2)),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
  });

  it('gives a walk-in the next free slot today', async () => {
    const hours = await t.injectAs(['clinicAdmin'], {
      method: 'PUT',
      url: `/api/doctors/${doctorId}/consulting-hours`,
      payload: { blocks: allWeek('00:00', '23:59', 5) },
    });
    expect(hours.statusCode).toBe(200);
    const res = await book({ walkIn: true });
    const now = clinicNow('Asia/Kolkata');
    // After the day's last slot (23:50) no slot is left today: the walk-in then goes after the
    // booked patients as an overflow, or is refused, which the overflow tests cover.
    if (now.time >= '23:50') return expect([201, 422]).toContain(res.statusCode);
    expect(res.statusCode).toBe(201);
    expect(res.json<{ appointmentDate: string; appointmentTime: string }>().appointmentDate).toBe(now.date);
    expect(res.json<{ appointmentTime: string }>().appointmentTime > now.time).toBe(true);
  });

  it('is for reception (a nurse gets 403)', async () => {
    expect((await book({ appointmentDate: nextWeek, appointmentTime: '09:45' }, ['nurse'])).statusCode).toBe(403);
    expect((await t.injectAs(['pharmacy'], { method: 'GET', url: '/api/appointments?scope=today' })).statusCode).toBe(
      403,
    );
  });
});

describe('status', () => {
  it('moves Scheduled → Awaiting on arrival, refuses impossible changes (409), and keeps cancelled history', async () => {
    const upcoming = await t.injectAs(['doctor'], {
      method: 'GET',
      url: `/api/appointments?scope=future&doctorId=${doctorId}`,
    });
    const [a, b] = upcoming.json<{ _id: string; status: string }[]>();
    const early = await t.injectAs(['nurse'], { method: 'POST', url: `/api/appointments/${a?._id}/arrive` });
    expect(early.statusCode).toBe(422);
    const today = await appointmentToday(t, { patientId, doctorId, time: '00:03' });
    const arrived = await t.injectAs(['nurse'], { method: 'POST', url: `/api/appointments/${today}/arrive` });
    expect(arrived.json()).toMatchObject({ status: 'Awaiting' });
    expect(
      (await t.injectAs(['reception'], { method: 'POST', url: `/api/appointments/${today}/no-show` })).statusCode,
    ).toBe(409);
    expect(
      (await t.injectAs(['reception'], { method: 'POST', url: `/api/appointments/${b?._id}/cancel` })).json(),
    ).toMatchObject({ status: 'Cancelled' });
    const rebook = await book({ appointmentDate: nextWeek, appointmentTime: '09:15' }, ['reception'], 1);
    expect(rebook.statusCode).toBe(201);
    const all = await t.injectAs(['reception'], { method: 'GET', url: `/api/appointments?date=${nextWeek}` });
    expect(
      all
        .json<{ status: string }[]>()
        .map((x) => x.status)
        .sort(),
    ).toEqual(['Cancelled', 'Scheduled', 'Scheduled', 'Scheduled']);
  });
});

describe('rescheduling', () => {
  it('keeps the old appointment as Rescheduled and books the new slot', async () => {
    const booked = await t.injectAs(['reception'], {
      method: 'POST',
      url: '/api/appointments',
      payload: { patientId: patients[3], doctorId, appointmentDate: nextWeek, appointmentTime: '10:00' },
    });
    const old = booked.json<{ _id: string }>();
    const moved = await t.injectAs(['reception'], {
      method: 'POST',
      url: `/api/appointments/${old._id}/reschedule`,
      payload: { appointmentDate: weekAfter, appointmentTime: '10:10' },
    });
    expect(moved.statusCode).toBe(201);
    expect(moved.json()).toMatchObject({
      appointmentDate: weekAfter,
      appointmentTime: '10:10',
      rescheduledFrom: old._id,
    });
    const day = await t.injectAs(['reception'], { method: 'GET', url: `/api/appointments?date=${nextWeek}` });
    expect(day.json<{ _id: string; status: string }[]>().find((a) => a._id === old._id)?.status).toBe('Rescheduled');
    const again = await t.injectAs(['reception'], {
      method: 'POST',
      url: `/api/appointments/${old._id}/reschedule`,
      payload: { appointmentDate: weekAfter, appointmentTime: '10:20' },
    });
    expect(again.statusCode).toBe(409);
    const nurse = await t.injectAs(['nurse'], {
      method: 'POST',
      url: `/api/appointments/${old._id}/reschedule`,
      payload: { appointmentDate: weekAfter, appointmentTime: '10:20' },
    });
    expect(nurse.statusCode).toBe(403);
  });
});
