import {
  OVERRIDE_BY_TEAM,
  OVERRIDE_REASON_MESSAGE,
  PRE_OP_CHECKS,
  type OperationNoteInput,
  type Surgery,
  type SurgeryInput,
} from '@clinic/shared/theatre';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clinicInstant } from '../../lib/clinic-time.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { CHECKLIST_BEFORE_START } from './surgery-rules.ts';
import {
  AHEAD,
  asOt,
  doctor,
  errorOf as error,
  FULL_CHECKLIST,
  theatreWorld,
  type Doctor,
  type TheatreWorld,
} from './theatre-fixtures.ts';

const ZONE = 'Asia/Kolkata';
let t: TestApp;
let w: TheatreWorld;
/** A surgeon and an anaesthetist who also run the OT desk, so they may move their own surgeries. */
let surgeonAtDesk: Doctor;
let anaesthetistAtDesk: Doctor;
beforeAll(async () => {
  t = await buildTestApp();
  w = await theatreWorld(t);
  surgeonAtDesk = await doctor(t, 'Dr. Kavya Rao', 'General Surgery', ['doctor', 'otscheduler']);
  anaesthetistAtDesk = await doctor(t, 'Dr. Imran Shaikh', 'Anaesthesiology', ['doctor', 'otscheduler']);
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => t.close());

/** Books a surgery and brings it to 50 minutes from now, so it may go into theatre. */
async function dueNow(over: Partial<SurgeryInput>): Promise<Surgery> {
  const res = await w.book(over);
  expect(res.statusCode, res.body).toBe(201);
  const s = res.json<Surgery>();
  await t.database.db.execute(
    sql`update surgeries set start_at = now() + interval '50 minutes', end_at = now() + interval '110 minutes' where id = ${s._id}`,
  );
  return s;
}

const status = (id: string, body: object, token?: string) =>
  token
    ? t.app.inject({
        method: 'POST',
        url: `/api/theatre/surgeries/${id}/status`,
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      })
    : asOt(t, 'POST', `/api/theatre/surgeries/${id}/status`, body);

const lastAudit = async (id: string) => {
  const res = await t.database.db.execute(
    sql`select summary, actor_id from audit_log where entity_type = 'surgery' and entity_id = ${id} order by at desc, id desc limit 1`,
  );
  return res.rows[0] as { summary: string; actor_id: string };
};

const REASON = 'Emergency: perforation, no time to arrange blood';

describe('starting a surgery with its pre-op checklist', () => {
  it('refuses to start while checklist items are missing, naming them, and starts once they are ticked', async () => {
    const s = await dueNow({
      startTime: '08:00',
      durationMinutes: 60,
      checklist: ['Fasting confirmed', 'Consent signed'],
    });
    const refused = await status(s._id, { status: 'In progress' });
    expect(refused.statusCode).toBe(422);
    expect(error(refused).message).toBe(
      'The pre-op checklist is incomplete: Site marked, Pre-anaesthetic check done, Blood arranged, Allergies reviewed',
    );
    const still = await asOt(t, 'GET', `/api/theatre/surgeries/${s._id}`);
    expect(still.json<Surgery>()).toMatchObject({ status: 'Scheduled', inProgressSince: null });

    const nonsense = await asOt(t, 'PUT', `/api/theatre/surgeries/${s._id}/checklist`, { checklist: ['Prayed'] });
    expect(nonsense.statusCode).toBe(400);
    const nurse = await t.injectAs(['nurse'], {
      method: 'PUT',
      url: `/api/theatre/surgeries/${s._id}/checklist`,
      payload: { checklist: FULL_CHECKLIST },
    });
    expect(nurse.statusCode).toBe(403);
    // Ticked in any order, kept in the checklist's order.
    const ticked = await asOt(t, 'PUT', `/api/theatre/surgeries/${s._id}/checklist`, {
      checklist: [...PRE_OP_CHECKS].reverse(),
    });
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json<Surgery>().checklist).toEqual([...PRE_OP_CHECKS]);
    expect((await lastAudit(s._id)).summary).toBe(`pre-op checklist: done ${PRE_OP_CHECKS.join(', ')}; missing none`);

    const started = await status(s._id, { status: 'In progress' });
    expect(started.statusCode).toBe(200);
    expect(started.json<Surgery>().status).toBe('In progress');
    expect(Date.parse(started.json<Surgery>().inProgressSince ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect((await lastAudit(s._id)).summary).toBe('status Scheduled → In progress');
    const late = await asOt(t, 'PUT', `/api/theatre/surgeries/${s._id}/checklist`, { checklist: [] });
    expect(late.statusCode).toBe(422);
    expect(error(late).message).toBe(CHECKLIST_BEFORE_START);
  });

  it('wants a reason of a few characters to override the checklist, and only to start', async () => {
    const s = await dueNow({ startTime: '10:00', durationMinutes: 60, surgeonId: surgeonAtDesk.id });
    for (const reason of [undefined, '', 'urgent']) {
      const res = await status(s._id, { status: 'In progress', overrideChecklist: true, reason }, surgeonAtDesk.token);
      expect(res.statusCode).toBe(400);
      expect(error(res).fields).toMatchObject({ reason: OVERRIDE_REASON_MESSAGE });
    }
    const postpone = await status(s._id, { status: 'Postponed', overrideChecklist: true, reason: REASON });
    expect(error(postpone).fields).toMatchObject({
      overrideChecklist: 'Only starting a surgery overrides the pre-op checklist',
    });
    const fresh = await asOt(t, 'GET', `/api/theatre/surgeries/${s._id}`);
    expect(fresh.json<Surgery>().status).toBe('Scheduled');
  });

  it('lets only the booked surgeon or anaesthetist override, with the reason kept and the override audited', async () => {
    const s = await dueNow({ startTime: '12:00', durationMinutes: 60, surgeonId: surgeonAtDesk.id });
    const desk = await status(s._id, { status: 'In progress', overrideChecklist: true, reason: REASON });
    expect(desk.statusCode).toBe(403);
    expect(error(desk).message).toBe(OVERRIDE_BY_TEAM);
    const otherSurgeon = await doctor(t, 'Dr. Farah Khan', 'General Surgery', ['doctor', 'otscheduler']);
    const notTheirs = await status(
      s._id,
      { status: 'In progress', overrideChecklist: true, reason: REASON },
      otherSurgeon.token,
    );
    expect(notTheirs.statusCode).toBe(403);
    expect((await asOt(t, 'GET', `/api/theatre/surgeries/${s._id}`)).json<Surgery>().status).toBe('Scheduled');

    const overridden = await status(
      s._id,
      { status: 'In progress', overrideChecklist: true, reason: REASON },
      surgeonAtDesk.token,
    );
    expect(overridden.statusCode).toBe(200);
    expect(overridden.json<Surgery>()).toMatchObject({
      status: 'In progress',
      statusReason: REASON,
      checklist: ['Consent signed'],
    });
    const audit = await lastAudit(s._id);
    expect(audit.actor_id).toBe(surgeonAtDesk.id);
    expect(audit.summary).toBe(
      'status Scheduled → In progress, pre-op checklist overridden; missing: Site marked, Fasting confirmed, Pre-anaesthetic check done, Blood arranged, Allergies reviewed',
    );
    // The reason is free text and stays on the surgery, not in the audit trail.
    expect(audit.summary).not.toContain('perforation');

    const theirs = await dueNow({
      theatreId: w.ot2._id,
      startTime: '14:00',
      durationMinutes: 60,
      anaesthetistId: anaesthetistAtDesk.id,
      checklist: FULL_CHECKLIST.filter((c) => c !== 'Blood arranged'),
    });
    const byAnaesthetist = await status(
      theirs._id,
      { status: 'In progress', overrideChecklist: true, reason: 'Blood not needed for this repair' },
      anaesthetistAtDesk.token,
    );
    expect(byAnaesthetist.statusCode).toBe(200);
    expect((await lastAudit(theirs._id)).summary).toMatch(/overridden; missing: Blood arranged$/);

    // The OT in-charge (theatre.checklist.override; the administrator holds every permission) may decide any case.
    const another = await dueNow({
      theatreId: w.ot2._id,
      startTime: '16:00',
      durationMinutes: 60,
      checklist: FULL_CHECKLIST.filter((c) => c !== 'Blood arranged'),
    });
    const inCharge = await t.injectAs(['clinicAdmin'], {
      method: 'POST',
      url: `/api/theatre/surgeries/${another._id}/status`,
      payload: { status: 'In progress', overrideChecklist: true, reason: 'Blood bank confirmed by phone' },
    });
    expect(inCharge.statusCode).toBe(200);
  });
});

describe('the operation note’s times', () => {
  const at = (time: string) => clinicInstant(ZONE, AHEAD, time);
  const note = (over: Partial<OperationNoteInput> = {}): OperationNoteInput => ({
    preOpDiagnosis: 'Acute appendicitis',
    postOpDiagnosis: 'Acute appendicitis, no perforation',
    procedureDone: 'Laparoscopic appendicectomy',
    bloodLossMl: 10,
    inTheatreAt: '09:45',
    anaesthesiaStartAt: '09:50',
    anaesthesiaEndAt: '11:10',
    outOfTheatreAt: '11:20',
    ...over,
  });

  it('refuses times in the future or before the surgery started, per field, and takes times within them', async () => {
    const surgeon = await doctor(t, 'Dr. Omkar Pai');
    const booked = await w.book({
      theatreId: w.ot2._id,
      startTime: '10:00',
      durationMinutes: 90,
      surgeonId: surgeon.id,
      anaesthetistId: w.anaesthetist2.id,
      checklist: FULL_CHECKLIST,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const s = booked.json<Surgery>();

    // The list runs early: into theatre at 09:40 for a 10:00 booking.
    // From here the clock is faked (Date only); each step signs in afresh at the faked instant.
    vi.useFakeTimers({ toFake: ['Date'], now: at('09:40') });
    const desk = await t.createUser(['otscheduler']);
    const started = await status(s._id, { status: 'In progress' }, await t.login(desk.email));
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json<Surgery>().inProgressSince).toBe(at('09:40').toISOString());

    vi.setSystemTime(at('11:30'));
    const token = await t.login(surgeon.email);
    const write = (body: OperationNoteInput) =>
      t.app.inject({
        method: 'POST',
        url: `/api/theatre/surgeries/${s._id}/operation-note`,
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
        payload: body,
      });

    const before = await write(note({ inTheatreAt: '09:30', anaesthesiaStartAt: '09:20' }));
    expect(before.statusCode).toBe(422);
    expect(error(before).fields).toEqual({
      inTheatreAt: 'In theatre (9:30 am) is before the surgery started (9:40 am)',
      anaesthesiaStartAt: 'Anaesthesia start (9:20 am) is before the surgery started (9:40 am)',
    });

    const future = await write(note({ anaesthesiaEndAt: '11:40', outOfTheatreAt: '11:45' }));
    expect(future.statusCode).toBe(422);
    expect(error(future).fields).toEqual({
      anaesthesiaEndAt: 'Anaesthesia end (11:40 am) is in the future: the time now is 11:30 am',
      outOfTheatreAt: 'Out of theatre (11:45 am) is in the future: the time now is 11:30 am',
    });
    expect(error(future).message).toBe(
      'Anaesthesia end (11:40 am) is in the future: the time now is 11:30 am; Out of theatre (11:45 am) is in the future: the time now is 11:30 am',
    );

    const disordered = await write(
      note({ anaesthesiaStartAt: '11:25', anaesthesiaEndAt: '11:28', outOfTheatreAt: '11:20' }),
    );
    expect(disordered.statusCode).toBe(400);
    expect(error(disordered).fields).toMatchObject({
      anaesthesiaStartAt: 'Anaesthesia must start before the patient leaves theatre',
    });
    const stillOpen = await t.app.inject({
      method: 'GET',
      url: `/api/theatre/surgeries/${s._id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stillOpen.json<Surgery>()).toMatchObject({ status: 'In progress', operationNote: null });

    // A minute either side of the clocks is allowed: the theatre's clock may run a little apart.
    const done = await write(note({ inTheatreAt: '09:39', outOfTheatreAt: '11:31' }));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<Surgery>()).toMatchObject({
      status: 'Completed',
      inProgressSince: null,
      operationNote: { inTheatreAt: '09:39', outOfTheatreAt: '11:31' },
    });
  });
});
