import {
  alreadyAway,
  CHOOSE_DOCTOR_TO_SEND,
  NOT_AWAY,
  NOT_YOUR_QUEUE,
  ONLY_TODAYS_TO_SEND,
  ONLY_TODAYS_WAITING,
  SEND_TO_SAME_DOCTOR,
  type Appointment,
  type CreatedDisplay,
  type DisplayBoard,
  type OpQueue,
  type QueueEntry,
  type SendToResult,
} from '@clinic/shared/appointments';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, clinicNow } from '../../lib/clinic-time.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

/** A time zone where it is now about noon, so a walk-in finds a free slot today whatever the hour the test runs. */
const noonZone = (() => {
  const offset = 12 - new Date().getUTCHours();
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
})();

let t: TestApp;
let doctorId = '';
let doctorToken = '';
let cardiologistId = '';
const visit: Record<string, string> = {};
const patient: Record<string, string> = {};

const allDay = Array.from({ length: 7 }, (_, i) => ({ weekday: i + 1, start: '06:00', end: '20:00', slotMinutes: 5 }));

beforeAll(async () => {
  t = await buildTestApp({ timeZone: noonZone });
  const doctor = await t.createUser(['doctor'], { name: 'Dr. Meera Pillai' });
  doctorId = doctor.id;
  doctorToken = await t.login(doctor.email);
  cardiologistId = (await t.createUser(['doctor'], { name: 'Dr. Vikram Rao' })).id;
  for (const id of [doctorId, cardiologistId]) {
    const hours = await t.injectAs(['clinicAdmin'], {
      method: 'PUT',
      url: `/api/doctors/${id}/consulting-hours`,
      payload: { blocks: allDay },
    });
    expect(hours.statusCode).toBe(200);
  }
  const people: [string, number][] = [
    ['Ravi', 44],
    ['Sita', 67],
    ['Tara', 30],
    ['Usha', 52],
  ];
  for (const [i, [givenName, age]] of people.entries()) {
    const res = await t.injectAs(['reception'], {
      method: 'POST',
      url: '/api/patients',
      payload: { givenName, familyName: 'Sent', age, gender: 'Female', phone: `900005555${i}`, address: 'Pune' },
    });
    patient[givenName] = res.json<{ _id: string }>()._id;
    if (givenName === 'Usha') continue;
    const booked = await t.injectAs(['reception'], {
      method: 'POST',
      url: '/api/appointments',
      payload: { patientId: patient[givenName], doctorId, walkIn: true },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    visit[givenName] = booked.json<Appointment>()._id;
    const arrived = await t.injectAs(['reception'], {
      method: 'POST',
      url: `/api/appointments/${visit[givenName]}/arrive`,
    });
    expect(arrived.statusCode).toBe(200);
  }
});
afterAll(() => t.close());

const asDoctor = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${doctorToken}`, ...headers } });
const sendTo = (name: string, payload: object, headers?: Record<string, string>) =>
  asDoctor('POST', `/api/appointments/${visit[name]}/send-to`, payload, headers);
const back = (name: string) => asDoctor('POST', `/api/appointments/${visit[name]}/back`);
const queueOf = async (id = doctorId) =>
  (await t.injectAs(['clinicAdmin'], { method: 'GET', url: `/api/op-queue/${id}` })).json<OpQueue>();
const names = (entries: QueueEntry[]) => entries.map((e) => e.patientName.split(' ')[0]);
const audited = async (summary: string) =>
  (
    await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where entity_type = 'appointment' and summary = ${summary}`,
    )
  ).rows[0]?.n;

describe('Send to: the lab or radiology and back, or another doctor', () => {
  it('sends the patient being seen to the lab: away, never called, back at their old place', async () => {
    const called = await asDoctor('POST', `/api/op-queue/${doctorId}/call-next`);
    // Sita (67) goes first as a senior citizen.
    expect(called.json<QueueEntry>().patientName).toBe('Sita Sent');
    expect((await asDoctor('POST', `/api/op-queue/${doctorId}/call-next`)).statusCode).toBe(200);
    expect(names((await queueOf()).serving)).toEqual(['Ravi', 'Sita']);

    const sent = await sendTo('Ravi', { to: 'lab', note: 'CBC, fasting sugar' });
    expect(sent.statusCode, sent.body).toBe(200);
    const { entry, referral } = sent.json<SendToResult>();
    expect(entry).toMatchObject({ patientName: 'Ravi Sent', sentTo: 'lab', calledAt: null, calls: 1 });
    expect(entry.sentAt).toEqual(expect.any(String));
    expect(referral).toBeNull();
    const q = await queueOf();
    expect(names(q.serving)).toEqual(['Sita']);
    expect(names(q.waiting)).toEqual(['Tara']);
    expect(q.away).toEqual([expect.objectContaining({ patientName: 'Ravi Sent', sentTo: 'lab' })]);
    // The doctor's note may be clinical: the trail names the move, never the note.
    expect(await audited(`Sent token ${entry.token} to the lab`)).toBe(1);
    expect(await audited(`Sent token ${entry.token} to the lab: CBC, fasting sugar`)).toBe(0);

    // Away: not called by Call next, not recalled, and a second send says so.
    expect((await asDoctor('POST', `/api/op-queue/${doctorId}/call-next`)).json<QueueEntry>().patientName).toBe(
      'Tara Sent',
    );
    const recall = await asDoctor('POST', `/api/appointments/${visit.Ravi}/recall`);
    expect(recall.statusCode).toBe(409);
    expect(recall.json()).toMatchObject({ error: { message: ONLY_TODAYS_WAITING } });
    const again = await sendTo('Ravi', { to: 'radiology' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: alreadyAway(entry.token, 'lab') } });

    const returned = await back('Ravi');
    expect(returned.statusCode).toBe(200);
    expect(returned.json<QueueEntry>()).toMatchObject({ sentTo: null, sentAt: null, calledAt: null });
    expect(names((await queueOf()).waiting)).toEqual(['Ravi']);
    expect(await audited(`Token ${entry.token} back from the lab`)).toBe(1);
    const twice = await back('Ravi');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: { message: NOT_AWAY } });
    // Recall works on him as on any waiting patient.
    expect((await asDoctor('POST', `/api/appointments/${visit.Ravi}/recall`)).json<QueueEntry>().calls).toBe(2);
  });

  it('sends a patient to another doctor: a token in their queue, Awaiting, with the same flag', async () => {
    const key = 'send-sita-to-cardiology';
    const payload = { to: 'doctor', doctorId: cardiologistId, note: 'Chest pain on exertion' };
    const sent = await sendTo('Sita', payload, { 'idempotency-key': key });
    expect(sent.statusCode, sent.body).toBe(201);
    const { entry, referral } = sent.json<SendToResult>();
    expect(entry).toMatchObject({ patientName: 'Sita Sent', sentTo: 'doctor', calledAt: null });
    expect(referral).toMatchObject({ doctorId: cardiologistId, doctorName: 'Dr. Vikram Rao', token: 1 });

    const theirs = await queueOf(cardiologistId);
    expect(theirs.waiting).toHaveLength(1);
    expect(theirs.waiting[0]).toMatchObject({
      appointmentId: referral?.appointmentId,
      token: referral?.token,
      patientName: 'Sita Sent',
      priority: 'Senior citizen',
    });
    expect(theirs.waiting[0]?.arrivedAt).not.toBeNull();
    const [made] = (
      await t.injectAs(['clinicAdmin'], {
        method: 'GET',
        url: `/api/appointments?scope=today&doctorId=${cardiologistId}`,
      })
    ).json<Appointment[]>();
    expect(made).toMatchObject({ status: 'Awaiting', reason: 'Sent by Dr. Meera Pillai: Chest pain on exertion' });
    // This visit stays Awaiting for the doctor to complete, away from their queue.
    const mine = await queueOf();
    expect(names(mine.serving)).not.toContain('Sita');
    expect(names(mine.waiting)).not.toContain('Sita');
    expect(mine.away).toEqual([expect.objectContaining({ patientName: 'Sita Sent', sentTo: 'doctor' })]);

    // A retried request gets the first reply; a new one says she is away already.
    const retried = await sendTo('Sita', payload, { 'idempotency-key': key });
    expect(retried.statusCode).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json<SendToResult>().referral?.appointmentId).toBe(referral?.appointmentId);
    const fresh = await sendTo('Sita', payload);
    expect(fresh.statusCode).toBe(409);
    expect(fresh.json()).toMatchObject({ error: { message: alreadyAway(entry.token, 'doctor') } });
    expect((await queueOf(cardiologistId)).waiting).toHaveLength(1);

    // Back from the cardiologist; sending her there again finds the appointment she holds.
    expect((await back('Sita')).statusCode).toBe(200);
    const twice = await sendTo('Sita', payload);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<{ error: { message: string } }>().error.message).toMatch(
      /^This patient already has an appointment with Dr\. Vikram Rao on /,
    );
    expect(names((await queueOf()).waiting)).toContain('Sita');
  });

  it('refuses a bad request with a clear message', async () => {
    const noDoctor = await sendTo('Tara', { to: 'doctor' });
    expect(noDoctor.statusCode).toBe(400);
    expect(noDoctor.json()).toMatchObject({
      error: { message: CHOOSE_DOCTOR_TO_SEND, fields: { doctorId: CHOOSE_DOCTOR_TO_SEND } },
    });
    expect((await sendTo('Tara', { to: 'pharmacy' })).statusCode).toBe(400);
    expect((await sendTo('Tara', { to: 'lab', note: 'x'.repeat(201) })).statusCode).toBe(400);
    const self = await sendTo('Tara', { to: 'doctor', doctorId });
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({ error: { message: SEND_TO_SAME_DOCTOR } });
    const nobody = await sendTo('Tara', { to: 'doctor', doctorId: '00000000-0000-4000-8000-000000000000' });
    expect(nobody.statusCode).toBe(404);
    expect(names((await queueOf()).serving)).toContain('Tara');
  });

  it('keeps each doctor to their own queue; the desk sends no one', async () => {
    const other = await t.injectAs(['doctor'], {
      method: 'POST',
      url: `/api/appointments/${visit.Tara}/send-to`,
      payload: { to: 'lab' },
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ error: { message: NOT_YOUR_QUEUE } });
    const otherBack = await t.injectAs(['doctor'], { method: 'POST', url: `/api/appointments/${visit.Tara}/back` });
    expect(otherBack.statusCode).toBe(403);
    const desk = await t.injectAs(['reception'], {
      method: 'POST',
      url: `/api/appointments/${visit.Tara}/send-to`,
      payload: { to: 'lab' },
    });
    expect(desk.statusCode).toBe(403);
    expect(
      (await t.injectAs(['reception'], { method: 'POST', url: `/api/appointments/${visit.Tara}/back` })).statusCode,
    ).toBe(403);
    const admin = await t.injectAs(['clinicAdmin'], {
      method: 'POST',
      url: `/api/appointments/${visit.Tara}/send-to`,
      payload: { to: 'radiology' },
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json<SendToResult>().entry.sentTo).toBe('radiology');
  });

  it('sends only patients waiting or being seen today', async () => {
    const book = async (payload: object) =>
      (
        await t.injectAs(['reception'], {
          method: 'POST',
          url: '/api/appointments',
          payload: { patientId: patient.Usha, doctorId, ...payload },
        })
      ).json<Appointment>()._id;
    visit.Usha = await book({ walkIn: true });
    const scheduled = await sendTo('Usha', { to: 'lab' });
    expect(scheduled.statusCode).toBe(409);
    expect(scheduled.json()).toMatchObject({ error: { message: ONLY_TODAYS_TO_SEND } });
    expect((await back('Usha')).statusCode).toBe(409);
    visit.later = await book({ appointmentDate: addDays(clinicNow(noonZone).date, 3), appointmentTime: '10:00' });
    const later = await sendTo('later', { to: 'lab' });
    expect(later.statusCode).toBe(409);
    expect(later.json()).toMatchObject({ error: { message: ONLY_TODAYS_TO_SEND } });
    const missing = await asDoctor('POST', '/api/appointments/00000000-0000-4000-8000-000000000000/send-to', {
      to: 'lab',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps away patients off the waiting-hall display', async () => {
    const made = await t.injectAs(['clinicAdmin'], {
      method: 'POST',
      url: '/api/displays',
      payload: { name: 'OPD hall', doctorIds: [doctorId] },
    });
    const { key } = made.json<CreatedDisplay>();
    await t.injectAs(['reception'], { method: 'POST', url: `/api/appointments/${visit.Usha}/arrive` });
    const board = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/display/${key}/board` })).json<DisplayBoard>().doctors[0];
    expect((await board())?.next.map((n) => n.firstName)).toContain('Usha');
    expect((await sendTo('Usha', { to: 'radiology' })).statusCode).toBe(200);
    const shown = await board();
    expect(shown?.next.map((n) => n.firstName)).not.toContain('Usha');
    expect(shown?.next.map((n) => n.firstName)).not.toContain('Tara');
    expect(shown?.nowServing?.firstName).not.toBe('Tara');
  });
});
