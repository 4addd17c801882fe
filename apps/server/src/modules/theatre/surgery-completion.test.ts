import type { IpBillView } from '@clinic/shared/billing';
import type { OtDay, Surgery } from '@clinic/shared/theatre';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { admit, newPatient, setupHospital } from '../admissions/admission-fixtures.ts';
import { NOTE_BY_SURGEON, tooEarlyToStart } from './surgery-rules.ts';
import { addDays, clinicInstant, clinicNow } from '../../lib/clinic-time.ts';
import { AHEAD, asOt, errorOf as error, FULL_CHECKLIST, theatreWorld, type TheatreWorld } from './theatre-fixtures.ts';

let t: TestApp;
let w: TheatreWorld;
beforeAll(async () => {
  t = await buildTestApp();
  w = await theatreWorld(t);
});
afterAll(() => t.close());

describe('moving and completing surgeries', () => {
  it('moves a booking with the same checks, and moves statuses with reasons', async () => {
    expect((await w.book({ startTime: '08:00', durationMinutes: 60 })).statusCode).toBe(201);
    const res = await w.book({
      theatreId: w.ot2._id,
      startTime: '08:00',
      durationMinutes: 60,
      surgeonId: w.surgeon2.id,
      anaesthetistId: w.anaesthetist2.id,
    });
    const s = res.json<Surgery>();
    const onto = await asOt(t, 'PUT', `/api/theatre/surgeries/${s._id}/slot`, {
      theatreId: w.ot1._id,
      date: AHEAD,
      startTime: '08:30',
      durationMinutes: 60,
    });
    expect(onto.statusCode).toBe(409);
    expect(error(onto).message).toMatch(/^OT-1 is already booked/);
    const moved = await asOt(t, 'PUT', `/api/theatre/surgeries/${s._id}/slot`, {
      theatreId: w.ot2._id,
      date: AHEAD,
      startTime: '17:30',
      durationMinutes: 60,
    });
    expect(moved.json<Surgery>()).toMatchObject({ startTime: '17:30', endTime: '18:30' });

    const noReason = await asOt(t, 'POST', `/api/theatre/surgeries/${s._id}/status`, { status: 'Postponed' });
    expect(error(noReason).fields).toMatchObject({ reason: 'Give the reason it is postponed' });
    const postponed = await asOt(t, 'POST', `/api/theatre/surgeries/${s._id}/status`, {
      status: 'Postponed',
      reason: 'Patient has a fever',
    });
    expect(postponed.json<Surgery>()).toMatchObject({ status: 'Postponed', statusReason: 'Patient has a fever' });
    const back = await asOt(t, 'PUT', `/api/theatre/surgeries/${s._id}/slot`, {
      theatreId: w.ot2._id,
      date: AHEAD,
      startTime: '17:30',
      durationMinutes: 60,
    });
    expect(back.json<Surgery>().status).toBe('Scheduled');
    await asOt(t, 'POST', `/api/theatre/surgeries/${s._id}/status`, { status: 'Cancelled', reason: 'Surgeon unwell' });
    const afterCancel = await asOt(t, 'POST', `/api/theatre/surgeries/${s._id}/status`, { status: 'In progress' });
    expect(afterCancel.statusCode).toBe(422);
    expect(error(afterCancel).message).toBe('A surgery that is cancelled cannot become in progress');
  });

  it('completes an admitted patient’s surgery with the surgeon’s note and charges the IP bill', async () => {
    const h = await setupHospital(t, ' OT');
    const patientId = await newPatient(t, 'Lata');
    const admission = await admit(t, h, patientId);
    const res = await w.book({
      patientId,
      theatreId: w.ot2._id,
      startTime: '10:00',
      durationMinutes: 60,
      surgeonId: w.surgeon2.id,
      anaesthetistId: w.anaesthetist2.id,
      checklist: FULL_CHECKLIST,
    });
    const s = res.json<Surgery>();
    expect(s.ipNumber).toBe(admission.ipNumber);
    const note = {
      preOpDiagnosis: 'Right inguinal hernia',
      postOpDiagnosis: 'Right indirect inguinal hernia',
      procedureDone: 'Laparoscopic TEP repair with mesh',
      findings: 'Indirect sac, no bowel',
      implants: [{ name: 'Polypropylene mesh 15×15 cm', batch: 'PM2611', serial: 'SN-0042' }],
      complications: 'None',
      bloodLossMl: 20,
      inTheatreAt: '10:05',
      outOfTheatreAt: '11:20',
      anaesthesiaStartAt: '10:10',
      anaesthesiaEndAt: '11:10',
    };
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/theatre/surgeries/${s._id}/operation-note`,
      headers: { authorization: `Bearer ${w.surgeon2.token}` },
      payload: note,
    });
    expect(early.statusCode).toBe(422);
    const daysAhead = await asOt(t, 'POST', `/api/theatre/surgeries/${s._id}/status`, { status: 'In progress' });
    expect(daysAhead.statusCode).toBe(422);
    expect(error(daysAhead).message).toBe(tooEarlyToStart('Asia/Kolkata', new Date(s.startAt)));
    expect(error(daysAhead).message).toMatch(/^This surgery is booked for \d{1,2} [A-Z][a-z]{2} \d{4}, 10:00 am: /);
    // The list runs ahead of time: booked 50 minutes from now, it may start now.
    await t.database.db.execute(
      sql`update surgeries set start_at = now() + interval '50 minutes', end_at = now() + interval '110 minutes' where id = ${s._id}`,
    );
    const started = await asOt(t, 'POST', `/api/theatre/surgeries/${s._id}/status`, { status: 'In progress' });
    expect(started.json<Surgery>().status).toBe('In progress');
    // As if it went into theatre at 10:00 yesterday and the note is written today: its times are all past.
    const yesterday = addDays(clinicNow('Asia/Kolkata').date, -1);
    await t.database.db.execute(
      sql`update surgeries set started_at = ${clinicInstant('Asia/Kolkata', yesterday, '10:00').toISOString()}::timestamptz where id = ${s._id}`,
    );
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/theatre/surgeries/${s._id}/operation-note`,
      headers: { authorization: `Bearer ${w.surgeon.token}` },
      payload: note,
    });
    expect(other.statusCode).toBe(403);
    expect(error(other).message).toBe(NOTE_BY_SURGEON);
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/theatre/surgeries/${s._id}/operation-note`,
      headers: { authorization: `Bearer ${w.surgeon2.token}` },
      payload: { ...note, procedureDone: '', outOfTheatreAt: '10:00' },
    });
    expect(error(missing).fields).toMatchObject({
      procedureDone: 'Procedure done is required',
      outOfTheatreAt: 'Out of theatre must be after in',
    });
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/theatre/surgeries/${s._id}/operation-note`,
      headers: { authorization: `Bearer ${w.surgeon2.token}`, 'idempotency-key': randomUUID() },
      payload: note,
    });
    expect(done.statusCode).toBe(200);
    // ₹40,000 procedure + 75 minutes in theatre = 3 started half hours at ₹2,000 an hour + 30% anaesthesia.
    expect(done.json<Surgery>()).toMatchObject({ status: 'Completed', chargedPaise: 4_000_000 + 300_000 + 1_200_000 });
    expect(done.json<Surgery>().operationNote).toMatchObject({ writtenBy: 'Dr. Neha Joshi', bloodLossMl: 20 });

    const bill = await t.injectAs(['billing'], { method: 'GET', url: `/api/billing/ip/${admission._id}` });
    const procedureLines = bill.json<IpBillView>().lines.filter((l) => l.section === 'Procedure');
    expect(procedureLines.map((l) => [l.description, l.totalPaise])).toEqual(
      expect.arrayContaining([
        ['Laparoscopic hernia repair', 4_000_000],
        ['OT charges — OT-2 (1.5 h)', 300_000],
        ['Anaesthesia charges — General', 1_200_000],
      ]),
    );

    const day = await t.injectAs(['nurse'], { method: 'GET', url: `/api/theatre/day?date=${AHEAD}` });
    const ot2Day = day.json<OtDay>().theatres.find((x) => x.identifier === 'OT-2');
    expect(ot2Day?.surgeries.map((x) => x.startTime)).toEqual(
      [...(ot2Day?.surgeries.map((x) => x.startTime) ?? [])].sort(),
    );
    expect(ot2Day?.openMinutes).toBe(720);
    expect(ot2Day?.utilisationPercent).toBe(Math.round(((ot2Day?.bookedMinutes ?? 0) / 720) * 100));
    const completed = await asOt(t, 'GET', '/api/theatre/completed?search=lata');
    expect(completed.json<{ data: Surgery[] }>().data.map((x) => x._id)).toEqual([s._id]);
    const theirs = await t.injectAs(['doctor'], { method: 'GET', url: `/api/theatre/patients/${patientId}/surgeries` });
    expect(theirs.json<Surgery[]>()[0]?.status).toBe('Completed');
    const billingDenied = await t.injectAs(['billing'], { method: 'GET', url: `/api/theatre/day?date=${AHEAD}` });
    expect(billingDenied.statusCode).toBe(403);
  });
});

describe('theatre route access', () => {
  it('refuses every theatre route to the billing desk, checks the calendar range, and audits calendar reads', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: [string, string][] = [
      ['GET', '/api/theatre/theatres'],
      ['GET', `/api/theatre/theatres/${id}`],
      ['PUT', `/api/theatre/theatres/${id}`],
      ['GET', '/api/theatre/equipment'],
      ['POST', '/api/theatre/equipment'],
      ['PUT', `/api/theatre/equipment/${id}`],
      ['GET', '/api/theatre/team'],
      ['GET', '/api/theatre/surgeries?from=2026-12-01T00:00:00Z&to=2026-12-02T00:00:00Z'],
      ['GET', `/api/theatre/surgeries/${id}`],
      ['PUT', `/api/theatre/surgeries/${id}/slot`],
      ['POST', `/api/theatre/surgeries/${id}/status`],
      ['PUT', `/api/theatre/surgeries/${id}/checklist`],
      ['POST', `/api/theatre/surgeries/${id}/operation-note`],
      ['GET', '/api/theatre/completed'],
      ['GET', '/api/theatre/mine'],
      ['GET', `/api/theatre/patients/${id}/surgeries`],
    ];
    for (const [method, url] of routes) {
      const res = await t.injectAs(['billing'], {
        method: method,
        url,
        payload: method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const backwards = await asOt(t, 'GET', '/api/theatre/surgeries?from=2026-12-02T00:00:00Z&to=2026-12-01T00:00:00Z');
    expect(backwards.statusCode).toBe(400);
    const booked = await w.book({
      theatreId: w.ot2._id,
      startTime: '12:00',
      durationMinutes: 30,
      surgeonId: w.surgeon2.id,
      anaesthetistId: w.anaesthetist2.id,
    });
    const s = booked.json<Surgery>();
    const range = await asOt(t, 'GET', `/api/theatre/surgeries?from=${s.startAt}&to=${s.endAt}&theatreId=${w.ot2._id}`);
    expect(range.json<Surgery[]>().map((x) => x._id)).toContain(s._id);
    const audit = await t.database.db.execute(
      sql`select count(*)::int as n from audit_log where entity_id = ${s.patient._id} and summary = 'Viewed OT calendar'`,
    );
    expect((audit.rows[0] as { n: number }).n).toBeGreaterThan(0);
  });
});
