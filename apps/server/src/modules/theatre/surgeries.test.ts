import type { IpBillView } from '@clinic/shared/billing';
import type { OtDay, Surgery, SurgeryInput, Theatre } from '@clinic/shared/theatre';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { admit, newPatient, setupHospital } from '../admissions/admission-fixtures.ts';
import { NOTE_BY_SURGEON } from './surgeries.service.ts';
import { AHEAD, asOt, doctor, procedure, theatre, type Doctor } from './theatre-fixtures.ts';

let t: TestApp;
let ot1: Theatre;
let ot2: Theatre;
let surgeon: Doctor;
let surgeon2: Doctor;
let anaesthetist: Doctor;
let anaesthetist2: Doctor;
let hernia: string;
beforeAll(async () => {
  t = await buildTestApp();
  ot1 = await theatre(t, 'OT-1');
  ot2 = await theatre(t, 'OT-2', { equipment: [] });
  surgeon = await doctor(t, 'Dr. Arjun Mehta');
  surgeon2 = await doctor(t, 'Dr. Neha Joshi');
  anaesthetist = await doctor(t, 'Dr. Sanjay Kulkarni', 'Anaesthesiology');
  anaesthetist2 = await doctor(t, 'Dr. Ritu Desai', 'Anaesthesiology');
  hernia = await procedure(t, 'Laparoscopic hernia repair', 40_000);
});
afterAll(() => t.close());

const error = (res: { json: <T>() => T }) =>
  res.json<{ error: { message: string; fields?: Record<string, string> } }>().error;

async function body(over: Partial<SurgeryInput> = {}): Promise<SurgeryInput> {
  return {
    patientId: over.patientId ?? (await newPatient(t, 'Ramesh')),
    procedureId: hernia,
    surgeonId: surgeon.id,
    assistantId: null,
    anaesthetistId: anaesthetist.id,
    anaesthesiaType: 'General',
    theatreId: ot1._id,
    date: AHEAD,
    startTime: '09:00',
    durationMinutes: 90,
    equipmentIds: [],
    checklist: ['Consent signed'],
    ...over,
  };
}
const book = async (over: Partial<SurgeryInput> = {}) => asOt(t, 'POST', '/api/theatre/surgeries', await body(over));

describe('booking surgeries', () => {
  it('books a slot and refuses a clash in the same theatre, naming the booking, with the cleaning gap', async () => {
    const first = await book({ startTime: '08:00', durationMinutes: 60 });
    expect(first.statusCode).toBe(201);
    expect(first.json<Surgery>()).toMatchObject({
      status: 'Scheduled',
      startTime: '08:00',
      endTime: '09:00',
      theatre: { identifier: 'OT-1' },
      ipNumber: null,
    });
    const overlap = await book({ startTime: '08:30', surgeonId: surgeon2.id, anaesthetistId: anaesthetist2.id });
    expect(overlap.statusCode).toBe(409);
    expect(error(overlap).message).toMatch(
      /^OT-1 is already booked: Laparoscopic hernia repair for .*Ramesh.* in OT-1, 08:00–09:00$/,
    );
    const cleaning = await book({ startTime: '09:15', surgeonId: surgeon2.id, anaesthetistId: anaesthetist2.id });
    expect(error(cleaning).message).toMatch(/^OT-1 needs 30 minutes' cleaning between surgeries/);
    const after = await book({
      startTime: '09:30',
      durationMinutes: 30,
      surgeonId: surgeon2.id,
      anaesthetistId: anaesthetist2.id,
    });
    expect(after.statusCode).toBe(201);
  });

  it('refuses the same surgeon or anaesthetist in two theatres at once, and equipment in use', async () => {
    const base = await book({ startTime: '11:00', durationMinutes: 60, equipmentIds: [] });
    expect(base.statusCode).toBe(201);
    const sameSurgeon = await book({ theatreId: ot2._id, startTime: '11:30', anaesthetistId: anaesthetist2.id });
    expect(sameSurgeon.statusCode).toBe(409);
    expect(error(sameSurgeon).message).toMatch(
      /^Dr\. Arjun Mehta is the surgeon of Laparoscopic hernia repair .* in OT-1, 11:00–12:00$/,
    );
    const sameAnaesthetist = await book({ theatreId: ot2._id, startTime: '11:30', surgeonId: surgeon2.id });
    expect(error(sameAnaesthetist).message).toMatch(/^Dr\. Sanjay Kulkarni is the anaesthetist of /);

    const movable = await asOt(t, 'POST', '/api/theatre/equipment', { name: 'Portable C-arm', theatreId: null });
    const cArm = movable.json<{ _id: string }>()._id;
    const withArm = await book({ startTime: '13:00', durationMinutes: 60, equipmentIds: [cArm] });
    expect(withArm.statusCode).toBe(201);
    const armBusy = await book({
      theatreId: ot2._id,
      startTime: '13:30',
      surgeonId: surgeon2.id,
      anaesthetistId: anaesthetist2.id,
      equipmentIds: [cArm],
    });
    expect(armBusy.statusCode).toBe(409);
    expect(error(armBusy).message).toMatch(
      /^Portable C-arm is in use for Laparoscopic hernia repair .* in OT-1, 13:00–14:00$/,
    );
    const fixed = ot1.equipment[0]?._id ?? '';
    const elsewhere = await book({ theatreId: ot2._id, startTime: '15:00', equipmentIds: [fixed] });
    expect(error(elsewhere).message).toBe(`${ot1.equipment[0]?.name} is kept in OT-1`);
  });

  it('refuses days and hours the theatre does not work, and an inactive theatre', async () => {
    const weekday = new Date(`${AHEAD}T00:00:00Z`).getUTCDay() || 7;
    const closedDay = await theatre(t, 'OT-3', { days: [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== weekday) });
    const res = await book({ theatreId: closedDay._id, startTime: '10:00' });
    expect(res.statusCode).toBe(422);
    expect(error(res).message).toMatch(/^OT-3 does not work on (Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days$/);
    const late = await book({ theatreId: ot2._id, startTime: '19:30', durationMinutes: 60 });
    expect(error(late).message).toBe('OT-2 works 08:00–20:00; this surgery would run 19:30–20:30');
    const off = await theatre(t, 'OT-4', { status: 'Inactive' });
    expect(error(await book({ theatreId: off._id })).message).toBe('OT-4 is inactive and cannot be booked');
  });

  it('lets exactly one of ten bookings racing for one slot through', async () => {
    const race = await theatre(t, 'OT-Race', { equipment: [] });
    const teams = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => ({
        surgeonId: (await doctor(t, `Dr. Racer ${i}`)).id,
        anaesthetistId: (await doctor(t, `Dr. Sleeper ${i}`, 'Anaesthesiology')).id,
        patientId: await newPatient(t, `Racer${i}`),
      })),
    );
    const bodies = await Promise.all(teams.map((team) => body({ ...team, theatreId: race._id, startTime: '16:00' })));
    const results = await Promise.all(bodies.map((b) => asOt(t, 'POST', '/api/theatre/surgeries', b)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, ...Array.from({ length: 9 }, () => 409)]);
  });

  it('checks the fields and the team, and refuses other roles', async () => {
    const empty = await asOt(t, 'POST', '/api/theatre/surgeries', {});
    expect(empty.statusCode).toBe(400);
    expect(error(empty).fields).toMatchObject({
      patientId: 'Choose the patient',
      procedureId: 'Choose the procedure',
      surgeonId: 'Choose the surgeon',
      anaesthetistId: 'Choose the anaesthetist',
      theatreId: 'Choose the theatre',
    });
    const notAnaesthetist = await book({ theatreId: ot2._id, startTime: '17:00', anaesthetistId: surgeon2.id });
    expect(error(notAnaesthetist).message).toBe(
      'The anaesthetist must be a doctor with the Anaesthesiology speciality',
    );
    for (const role of ['reception', 'nurse', 'doctor'] as const) {
      const denied = await t.injectAs([role], { method: 'POST', url: '/api/theatre/surgeries', payload: await body() });
      expect(denied.statusCode).toBe(403);
    }
  });
});

describe('moving and completing surgeries', () => {
  it('moves a booking with the same checks, and moves statuses with reasons', async () => {
    const res = await book({
      theatreId: ot2._id,
      startTime: '08:00',
      durationMinutes: 60,
      surgeonId: surgeon2.id,
      anaesthetistId: anaesthetist2.id,
    });
    const s = res.json<Surgery>();
    const onto = await asOt(t, 'PUT', `/api/theatre/surgeries/${s._id}/slot`, {
      theatreId: ot1._id,
      date: AHEAD,
      startTime: '08:30',
      durationMinutes: 60,
    });
    expect(onto.statusCode).toBe(409);
    expect(error(onto).message).toMatch(/^OT-1 is already booked/);
    const moved = await asOt(t, 'PUT', `/api/theatre/surgeries/${s._id}/slot`, {
      theatreId: ot2._id,
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
      theatreId: ot2._id,
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
    const res = await book({
      patientId,
      theatreId: ot2._id,
      startTime: '10:00',
      durationMinutes: 60,
      surgeonId: surgeon2.id,
      anaesthetistId: anaesthetist2.id,
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
      headers: { authorization: `Bearer ${surgeon2.token}` },
      payload: note,
    });
    expect(early.statusCode).toBe(422);
    await asOt(t, 'POST', `/api/theatre/surgeries/${s._id}/status`, { status: 'In progress' });
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/theatre/surgeries/${s._id}/operation-note`,
      headers: { authorization: `Bearer ${surgeon.token}` },
      payload: note,
    });
    expect(other.statusCode).toBe(403);
    expect(error(other).message).toBe(NOTE_BY_SURGEON);
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/theatre/surgeries/${s._id}/operation-note`,
      headers: { authorization: `Bearer ${surgeon2.token}` },
      payload: { ...note, procedureDone: '', outOfTheatreAt: '10:00' },
    });
    expect(error(missing).fields).toMatchObject({
      procedureDone: 'Procedure done is required',
      outOfTheatreAt: 'Out of theatre must be after in',
    });
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/theatre/surgeries/${s._id}/operation-note`,
      headers: { authorization: `Bearer ${surgeon2.token}`, 'idempotency-key': randomUUID() },
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
