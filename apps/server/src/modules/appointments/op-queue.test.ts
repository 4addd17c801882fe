import {
  NO_ONE_WAITING,
  NOT_BEING_SEEN,
  NOT_YOUR_QUEUE,
  type OpQueue,
  type QueueEntry,
} from '@clinic/shared/appointments';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentToday } from '../../test/appointment-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
let doctorId = '';
let doctorToken = '';
const visit: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const doctor = await t.createUser(['doctor'], { name: 'Dr. Queue Keeper' });
  doctorId = doctor.id;
  doctorToken = await t.login(doctor.email);
  const people: [string, number][] = [
    ['Asha', 40],
    ['Bina', 31],
    ['Chandra', 72],
    ['Deepa', 28],
    ['Farid', 45],
  ];
  for (const [i, [givenName, age]] of people.entries()) {
    const res = await t.injectAs(['reception'], {
      method: 'POST',
      url: '/api/patients',
      payload: { givenName, familyName: 'Queue', age, gender: 'Female', phone: `900003333${i}`, address: 'Pune' },
    });
    const patientId = res.json<{ _id: string }>()._id;
    visit[givenName] = await appointmentToday(t, { patientId, doctorId, time: `09:${10 + i * 10}`, token: i + 1 });
  }
});
afterAll(() => t.close());

const asDoctor = (method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${doctorToken}` } });
const arrive = (name: string, priority?: string) =>
  t.injectAs(['reception'], {
    method: 'POST',
    url: `/api/appointments/${visit[name]}/arrive`,
    payload: priority ? { priority } : undefined,
  });
const queue = async () => (await asDoctor('GET', `/api/op-queue/${doctorId}`)).json<OpQueue>();
const names = (entries: QueueEntry[]) => entries.map((e) => e.patientName.split(' ')[0]);
const callNext = () => asDoctor('POST', `/api/op-queue/${doctorId}/call-next`);

describe('the OP queue: tokens called in order, skipped and recalled', () => {
  it('orders the waiting: emergency first, then pregnant and seniors (by age), then by token', async () => {
    for (const name of ['Asha', 'Chandra', 'Deepa']) expect((await arrive(name)).statusCode).toBe(200);
    expect((await arrive('Bina', 'Pregnant')).statusCode).toBe(200);
    expect((await arrive('Farid', 'VIP')).statusCode).toBe(400);
    expect((await arrive('Farid', 'Emergency')).statusCode).toBe(200);
    const q = await queue();
    expect(names(q.waiting)).toEqual(['Farid', 'Bina', 'Chandra', 'Asha', 'Deepa']);
    expect(q.waiting.map((e) => [e.token, e.priority])).toEqual([
      [5, 'Emergency'],
      [2, 'Pregnant'],
      [3, 'Senior citizen'],
      [1, null],
      [4, null],
    ]);
    expect(q).toMatchObject({ serving: [], seen: 0, doctorName: 'Dr. Queue Keeper' });
  });

  it('calls the next token; a skip sends it back behind three; a recall calls it again', async () => {
    const first = await callNext();
    expect(first.statusCode).toBe(200);
    expect(first.json<QueueEntry>()).toMatchObject({ token: 5, calls: 1 });
    expect(names((await queue()).serving)).toEqual(['Farid']);
    // Farid is not there when called: skipped, behind the next three waiting.
    const skipped = await asDoctor('POST', `/api/appointments/${visit.Farid}/skip`);
    expect(skipped.json<QueueEntry>()).toMatchObject({ calledAt: null, skips: 1 });
    // Behind Bina, Chandra and Asha, whatever lane he was in: an absent emergency is not called again at once.
    expect(names((await queue()).waiting)).toEqual(['Bina', 'Chandra', 'Asha', 'Farid', 'Deepa']);
    expect((await asDoctor('POST', `/api/appointments/${visit.Asha}/skip`)).json()).toMatchObject({
      error: { message: NOT_BEING_SEEN },
    });
    const bina = await callNext();
    expect(bina.json<QueueEntry>().patientName).toMatch(/^Bina/);
    await asDoctor('POST', `/api/appointments/${visit.Bina}/skip`);
    expect(names((await queue()).waiting)).toEqual(['Chandra', 'Asha', 'Farid', 'Bina', 'Deepa']);
    const recalled = await asDoctor('POST', `/api/appointments/${visit.Bina}/recall`);
    expect(recalled.json<QueueEntry>()).toMatchObject({ calls: 2, skips: 1 });
    expect(names((await queue()).serving)).toEqual(['Bina']);
  });

  it('never calls one patient twice when two calls race', async () => {
    const [a, b] = await Promise.all([callNext(), callNext()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json<QueueEntry>().appointmentId).not.toBe(b.json<QueueEntry>().appointmentId);
  });

  it('says when no one waits, and keeps each doctor to their own queue', async () => {
    while ((await queue()).waiting.length > 0) expect((await callNext()).statusCode).toBe(200);
    const none = await callNext();
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ error: { message: NO_ONE_WAITING } });
    const other = await t.injectAs(['doctor'], { method: 'POST', url: `/api/op-queue/${doctorId}/call-next` });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ error: { message: NOT_YOUR_QUEUE } });
    const nurse = await t.injectAs(['nurse'], { method: 'POST', url: `/api/op-queue/${doctorId}/call-next` });
    expect(nurse.statusCode).toBe(403);
    const admin = await t.injectAs(['clinicAdmin'], { method: 'POST', url: `/api/op-queue/${doctorId}/call-next` });
    expect(admin.statusCode).toBe(409);
    expect((await asDoctor('GET', '/api/op-queue/not-a-doctor')).statusCode).toBe(400);
    expect((await asDoctor('POST', '/api/appointments/nope/recall')).statusCode).toBe(400);
    const pharmacy = await t.injectAs(['pharmacy'], { method: 'GET', url: `/api/op-queue/${doctorId}` });
    expect(pharmacy.statusCode).toBe(403);
  });

  it('audits the patients the queue shows', async () => {
    await queue();
    const [row] = (
      await t.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from audit_log where summary = 'Listed in the OP queue of Dr. Queue Keeper'`,
      )
    ).rows;
    expect(row?.n).toBeGreaterThan(0);
  });
});
