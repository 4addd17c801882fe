import type { MessageList } from '@clinic/shared/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, clinicNow } from '../../lib/clinic-time.ts';
import { createServices } from '../../services.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { SendError, type MessageProvider, type OutgoingMessage } from './provider.ts';

let t: TestApp;
let doctorId = '';
const patient: Record<string, string> = {};
const tomorrow = addDays(clinicNow('Asia/Kolkata').date, 1);
const allWeek = Array.from({ length: 7 }, (_, i) => ({
  weekday: i + 1,
  start: '09:00',
  end: '12:00',
  slotMinutes: 15,
}));

/** A provider the test steers: each send takes the next planned answer. */
const sent: OutgoingMessage[] = [];
let plan: ('ok' | 'busy' | 'refused')[] = [];
const fakeProvider: MessageProvider = {
  name: 'fake-gateway',
  async send(message) {
    sent.push(message);
    const next = plan.shift() ?? 'ok';
    if (next === 'busy') throw new SendError('Provider answered 503', false);
    if (next === 'refused') throw new SendError('Provider answered 400 (DND)', true);
    return { ref: `fake-${sent.length}` };
  },
};
let sender: ReturnType<typeof createServices>;

const register = (givenName: string, extra: object) =>
  t.injectAs(['reception'], {
    method: 'POST',
    url: '/api/patients',
    payload: { givenName, familyName: 'Sandesh', age: 50, gender: 'Male', address: 'Lucknow', ...extra },
  });
const outbox = async (query = '') =>
  (await t.injectAs(['reception'], { method: 'GET', url: `/api/messages${query}` })).json<MessageList>();

beforeAll(async () => {
  t = await buildTestApp();
  sender = createServices(t.database.db, { messageProvider: fakeProvider });
  doctorId = (await t.createUser(['doctor'], { name: 'Dr. Meera Iyer' })).id;
  await t.injectAs(['clinicAdmin'], {
    method: 'PUT',
    url: `/api/doctors/${doctorId}/consulting-hours`,
    payload: { blocks: allWeek },
  });
  for (const [name, extra] of [
    ['Ramesh', { phone: '9811100001', messageChannel: 'sms', messageLanguage: 'hi' }],
    ['Suresh', { phone: '9811100002' }],
    ['Naresh', { phone: '9811100003', messageChannel: 'whatsapp' }],
  ] as const) {
    const res = await register(name, extra);
    expect(res.statusCode, res.body).toBe(201);
    patient[name] = res.json<{ _id: string }>()._id;
  }
});
afterAll(() => t.close());

describe('consent to messages at registration', () => {
  it('records the channel, the language and when the patient agreed; refuses a channel we do not have', async () => {
    const res = await t.injectAs(['reception'], { method: 'GET', url: `/api/patients/${patient.Ramesh}` });
    expect(res.json()).toMatchObject({ messageChannel: 'sms', messageLanguage: 'hi' });
    expect(res.json<{ messageConsentAt: string }>().messageConsentAt).toMatch(/^\d{4}-/);
    const none = await t.injectAs(['reception'], { method: 'GET', url: `/api/patients/${patient.Suresh}` });
    expect(none.json()).toMatchObject({ messageChannel: null, messageConsentAt: null });
    const bad = await register('Faxed', { phone: '9811100009', messageChannel: 'fax' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Choose SMS, WhatsApp or no messages');
  });
});

describe('the outbox', () => {
  it('queues a booking message in the patient’s language, and none for a patient who did not agree', async () => {
    for (const [name, time] of [
      ['Ramesh', '09:00'],
      ['Suresh', '09:15'],
    ] as const) {
      const res = await t.injectAs(['reception'], {
        method: 'POST',
        url: '/api/appointments',
        payload: { patientId: patient[name], doctorId, appointmentDate: tomorrow, appointmentTime: time },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const list = await outbox();
    expect(list.provider).toBe('outbox-only');
    const mine = list.data.filter((m) => m.patientId === patient.Ramesh || m.patientId === patient.Suresh);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      template: 'appointment-booked',
      channel: 'sms',
      language: 'hi',
      recipient: '9811100001',
      status: 'queued',
    });
    expect(mine[0]?.body).toContain('Dr. Meera Iyer');
    expect(mine[0]?.body).toContain('टोकन 1');
  });

  it('is read by reception, not by a doctor; a bad filter is refused', async () => {
    expect((await t.injectAs(['doctor'], { method: 'GET', url: '/api/messages' })).statusCode).toBe(403);
    const bad = await t.injectAs(['reception'], { method: 'GET', url: '/api/messages?status=lost' });
    expect(bad.statusCode).toBe(400);
    const audit = await t.database.db.execute(
      sql`select count(*)::int as n from audit_log where action = 'view' and entity_id = ${patient.Ramesh} and summary = 'Listed in the messages outbox'`,
    );
    expect((audit.rows[0] as { n: number }).n).toBeGreaterThan(0);
  });

  it('sends through the provider, backs off when it is busy, and gives up when it refuses', async () => {
    plan = ['busy'];
    expect(await sender.messages.sendDue()).toBe(1);
    let [message] = (await outbox(`?patientId=${patient.Ramesh}`)).data;
    expect(message).toMatchObject({ status: 'queued', attempts: 1, lastError: 'Provider answered 503' });
    const wait = new Date(message?.nextAttemptAt ?? '').getTime() - Date.now();
    expect(wait).toBeGreaterThan(50_000);
    expect(await sender.messages.sendDue()).toBe(0);

    plan = ['ok'];
    expect(await sender.messages.sendDue(new Date(Date.now() + 61_000))).toBe(1);
    [message] = (await outbox(`?patientId=${patient.Ramesh}`)).data;
    expect(message).toMatchObject({ status: 'sent', attempts: 2, providerRef: 'fake-2', lastError: null });
    expect(sent.at(-1)).toMatchObject({ to: '9811100001', channel: 'sms', language: 'hi' });

    // The trail says what was sent, never to whom or what it said.
    const trail = await t.database.db.execute(
      sql`select summary from audit_log where entity_type = 'message' and entity_id = ${message?._id ?? ''} order by id`,
    );
    const summaries = trail.rows.map((r) => (r as { summary: string }).summary);
    expect(summaries).toEqual([
      'SMS appointment-booked attempt 1 failed: Provider answered 503; next try in 1 min',
      'SMS appointment-booked sent through fake-gateway',
    ]);
    expect(summaries.join(' ')).not.toContain('9811100001');
  });

  it('sends a failed message again or cancels it, only while it has not gone', async () => {
    const res = await t.injectAs(['reception'], {
      method: 'POST',
      url: '/api/appointments',
      payload: { patientId: patient.Naresh, doctorId, appointmentDate: tomorrow, appointmentTime: '09:30' },
    });
    expect(res.statusCode).toBe(201);
    plan = ['refused'];
    await sender.messages.sendDue();
    const [failed] = (await outbox(`?patientId=${patient.Naresh}`)).data;
    expect(failed).toMatchObject({ status: 'failed', channel: 'whatsapp', lastError: 'Provider answered 400 (DND)' });
    const id = failed?._id ?? '';
    expect((await t.injectAs(['doctor'], { method: 'POST', url: `/api/messages/${id}/retry` })).statusCode).toBe(403);
    expect((await t.injectAs(['reception'], { method: 'POST', url: `/api/messages/nope/retry` })).statusCode).toBe(400);
    expect((await t.injectAs(['reception'], { method: 'POST', url: `/api/messages/${id}/retry` })).statusCode).toBe(
      204,
    );
    expect((await outbox(`?patientId=${patient.Naresh}`)).data[0]).toMatchObject({ status: 'queued', attempts: 0 });
    expect((await t.injectAs(['nurse'], { method: 'POST', url: `/api/messages/${id}/cancel` })).statusCode).toBe(403);
    expect((await t.injectAs(['reception'], { method: 'POST', url: `/api/messages/${id}/cancel` })).statusCode).toBe(
      204,
    );
    const again = await t.injectAs(['reception'], { method: 'POST', url: `/api/messages/${id}/retry` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: { message: 'This message is cancelled: only a failed or waiting message can be sent again' },
    });
  });

  it('queues the day-before reminder once, after the set hour', async () => {
    const evening = new Date(`${clinicNow('Asia/Kolkata').date}T19:00:00+05:30`);
    const morning = new Date(`${clinicNow('Asia/Kolkata').date}T08:00:00+05:30`);
    expect(await sender.reminders.remindTomorrow(morning)).toBe(0);
    expect(await sender.reminders.remindTomorrow(evening)).toBe(2);
    expect(await sender.reminders.remindTomorrow(evening)).toBe(0);
    const reminders = (await outbox()).data.filter((m) => m.template === 'appointment-reminder');
    expect(reminders.map((m) => m.recipient).sort()).toEqual(['9811100001', '9811100003']);
    expect(reminders.find((m) => m.language === 'en')?.body).toContain('Please come 15 minutes early');
  });

  it('tells a moved appointment, keyed by the new booking', async () => {
    const [booked] = (
      await t.injectAs(['reception'], { method: 'GET', url: `/api/appointments?patientId=${patient.Ramesh}` })
    ).json<{ _id: string }[]>();
    const moved = await t.injectAs(['reception'], {
      method: 'POST',
      url: `/api/appointments/${booked?._id}/reschedule`,
      payload: { appointmentDate: tomorrow, appointmentTime: '10:00' },
    });
    expect(moved.statusCode, moved.body).toBe(201);
    const [latest] = (await outbox(`?patientId=${patient.Ramesh}`)).data;
    expect(latest).toMatchObject({ template: 'appointment-moved', status: 'queued' });
    expect(latest?.body).toContain('10:00');
  });
});
