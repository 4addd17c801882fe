import type { AbsenceResult, Appointment, OpQueue } from '@clinic/shared/appointments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, clinicNow } from '../../lib/clinic-time.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/** A time zone where it is now about noon, so today's session is under way whatever the hour the test runs. */
const noonZone = (() => {
  const offset = 12 - new Date().getUTCHours();
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
})();

let t: TestApp;
let doctorId = '';
const patient: Record<string, string> = {};
const allDay = (start: string, end: string, slotMinutes: number) =>
  Array.from({ length: 7 }, (_, i) => ({ weekday: i + 1, start, end, slotMinutes }));

beforeAll(async () => {
  t = await buildTestApp({ timeZone: noonZone, settings: { walkInOverflowPerSession: 1 } });
  doctorId = (await t.createUser(['doctor'], { name: 'Dr. Arjun Nair' })).id;
  for (const [i, name] of ['Kiran', 'Leela', 'Mohan', 'Nisha', 'Om'].entries()) {
    const res = await t.injectAs(['reception'], {
      method: 'POST',
      url: '/api/patients',
      payload: {
        givenName: name,
        familyName: 'Away',
        age: 35,
        gender: 'Female',
        phone: `98222000${10 + i}`,
        address: 'Kochi',
        messageChannel: i % 2 === 0 ? 'sms' : 'none',
      },
    });
    patient[name] = res.json<{ _id: string }>()._id;
  }
});
afterAll(() => t.close());

const today = () => clinicNow(noonZone).date;
const hours = (blocks: object[]) =>
  t.injectAs(['clinicAdmin'], { method: 'PUT', url: `/api/doctors/${doctorId}/consulting-hours`, payload: { blocks } });
const book = (name: string, payload: object) =>
  t.injectAs(['reception'], {
    method: 'POST',
    url: '/api/appointments',
    payload: { patientId: patient[name], doctorId, ...payload },
  });
const mark = (payload: object, roles: ['reception'] | ['doctor'] = ['reception']) =>
  t.injectAs(roles, { method: 'POST', url: `/api/doctors/${doctorId}/absences`, payload });

describe("doctors' leave and late arrival", () => {
  const day = () => addDays(today(), 2);

  it('marks leave: flags the bookings, tells the patients who agreed, refuses new bookings that day', async () => {
    expect((await hours(allDay('09:00', '13:00', 30))).statusCode).toBe(200);
    expect((await book('Kiran', { appointmentDate: day(), appointmentTime: '09:00' })).statusCode).toBe(201);
    expect((await book('Leela', { appointmentDate: day(), appointmentTime: '09:30' })).statusCode).toBe(201);
    const res = await mark({ kind: 'leave', fromDate: day(), toDate: day(), reason: 'Conference' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<AbsenceResult>()).toMatchObject({ affected: 2, told: 1, absence: { kind: 'leave' } });

    const list = (
      await t.injectAs(['reception'], { method: 'GET', url: `/api/appointments?date=${day()}&doctorId=${doctorId}` })
    ).json<Appointment[]>();
    expect(list.map((a) => a.doctorAway)).toEqual([
      { kind: 'leave', arrivesAt: null },
      { kind: 'leave', arrivesAt: null },
    ]);
    const refused = await book('Mohan', { appointmentDate: day(), appointmentTime: '10:00' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ error: { message: string } }>().error.message).toContain('Dr. Arjun Nair is on leave on');
    const slots = await t.injectAs(['reception'], {
      method: 'GET',
      url: `/api/appointments/slots?doctorId=${doctorId}&date=${day()}`,
    });
    expect(slots.json<{ available: boolean }[]>().filter((s) => s.available)).toHaveLength(0);
    const again = await mark({ kind: 'leave', fromDate: day(), toDate: day() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: 'Dr. Arjun Nair is already on leave then' } });
    // A longer leave around that day overlaps it too, though neither its first nor its last day is the same.
    const around = await mark({ kind: 'leave', fromDate: addDays(day(), -1), toDate: addDays(day(), 1) });
    expect(around.statusCode).toBe(409);
  });

  it('refuses a doctor marking it, a leave ending before it starts, and a bad time', async () => {
    expect((await mark({ kind: 'leave', fromDate: day(), toDate: day() }, ['doctor'])).statusCode).toBe(403);
    const backwards = await mark({ kind: 'leave', fromDate: addDays(day(), 3), toDate: addDays(day(), 2) });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('The last day of leave cannot be before the first');
    const badTime = await mark({ kind: 'late', date: addDays(day(), 1), arrivesAt: '25:00' });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.body).toContain('Use a time like 09:30');
  });

  it('cancels the leave: bookings are taken again', async () => {
    const [absence] = (
      await t.injectAs(['reception'], { method: 'GET', url: `/api/doctor-absences?doctorId=${doctorId}` })
    ).json<{ _id: string }[]>();
    expect(
      (await t.injectAs(['billing'], { method: 'GET', url: `/api/doctor-absences?doctorId=${doctorId}` })).statusCode,
    ).toBe(403);
    expect(
      (await t.injectAs(['doctor'], { method: 'POST', url: `/api/doctor-absences/${absence?._id}/cancel` })).statusCode,
    ).toBe(403);
    const res = await t.injectAs(['reception'], { method: 'POST', url: `/api/doctor-absences/${absence?._id}/cancel` });
    expect(res.statusCode).toBe(200);
    expect((await book('Mohan', { appointmentDate: day(), appointmentTime: '10:00' })).statusCode).toBe(201);
  });

  it('marks a late arrival: slots before it close, the earlier bookings are flagged and told', async () => {
    const lateDay = addDays(today(), 3);
    expect((await book('Om', { appointmentDate: lateDay, appointmentTime: '09:00' })).statusCode).toBe(201);
    const res = await mark({ kind: 'late', date: lateDay, arrivesAt: '11:00', reason: 'Emergency surgery' });
    expect(res.statusCode).toBe(201);
    expect(res.json<AbsenceResult>()).toMatchObject({ affected: 1, told: 1, absence: { arrivesAt: '11:00' } });
    const slots = (
      await t.injectAs(['reception'], {
        method: 'GET',
        url: `/api/appointments/slots?doctorId=${doctorId}&date=${lateDay}`,
      })
    ).json<{ time: string }[]>();
    expect(slots.map((s) => s.time)[0]).toBe('11:00');
  });
});

describe('walk-ins beyond the slots', () => {
  it('gives an overflow token after the booked patients, up to the setting, then refuses', async () => {
    const now = clinicNow(noonZone).time;
    const [h, m] = now.split(':').map(Number) as [number, number];
    const start = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
    const plus = (min: number) => {
      const total = h * 60 + m + min;
      return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
    };
    // One slot left in the session under way: at start + 10 (start itself has passed).
    expect((await hours(allDay(start, plus(20), 10))).statusCode).toBe(200);
    const first = await book('Kiran', { walkIn: true });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json<Appointment>()).toMatchObject({ overflow: false, appointmentTime: plus(10) });
    const second = await book('Leela', { walkIn: true });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json<Appointment>()).toMatchObject({ overflow: true });
    const third = await book('Nisha', { walkIn: true });
    expect(third.statusCode).toBe(422);
    expect(third.json()).toMatchObject({
      error: {
        message: "Dr. Arjun Nair has no free slot left today, and this session's 1 walk-ins beyond the slots are taken",
      },
    });

    // The overflow walk-in arrives first, yet the booked one is called first.
    for (const res of [second, first]) {
      const id = res.json<Appointment>()._id;
      expect(
        (await t.injectAs(['reception'], { method: 'POST', url: `/api/appointments/${id}/arrive` })).statusCode,
      ).toBe(200);
    }
    const queue = (
      await t.injectAs(['clinicAdmin'], { method: 'GET', url: `/api/op-queue/${doctorId}` })
    ).json<OpQueue>();
    expect(queue.waiting.map((w) => w.patientName)).toEqual(['Kiran Away', 'Leela Away']);
  });
});
