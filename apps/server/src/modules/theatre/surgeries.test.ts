import type { Surgery, Theatre } from '@clinic/shared/theatre';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { newPatient } from '../admissions/admission-fixtures.ts';
import { AHEAD, asOt, doctor, errorOf as error, theatre, theatreWorld, type TheatreWorld } from './theatre-fixtures.ts';

let t: TestApp;
let w: TheatreWorld;
let ot1: Theatre;
let ot2: Theatre;
beforeAll(async () => {
  t = await buildTestApp();
  w = await theatreWorld(t);
  ({ ot1, ot2 } = w);
});
afterAll(() => t.close());

const book: TheatreWorld['book'] = (over) => w.book(over);
const body: TheatreWorld['body'] = (over) => w.body(over);

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
    const overlap = await book({ startTime: '08:30', surgeonId: w.surgeon2.id, anaesthetistId: w.anaesthetist2.id });
    expect(overlap.statusCode).toBe(409);
    expect(error(overlap).message).toMatch(
      /^OT-1 is already booked: Laparoscopic hernia repair for .*Ramesh.* in OT-1, 08:00–09:00$/,
    );
    const cleaning = await book({ startTime: '09:15', surgeonId: w.surgeon2.id, anaesthetistId: w.anaesthetist2.id });
    expect(error(cleaning).message).toMatch(/^OT-1 needs 30 minutes' cleaning between surgeries/);
    const after = await book({
      startTime: '09:30',
      durationMinutes: 30,
      surgeonId: w.surgeon2.id,
      anaesthetistId: w.anaesthetist2.id,
    });
    expect(after.statusCode).toBe(201);
  });

  it('refuses the same surgeon or anaesthetist in two theatres at once, and equipment in use', async () => {
    const base = await book({ startTime: '11:00', durationMinutes: 60, equipmentIds: [] });
    expect(base.statusCode).toBe(201);
    const sameSurgeon = await book({ theatreId: ot2._id, startTime: '11:30', anaesthetistId: w.anaesthetist2.id });
    expect(sameSurgeon.statusCode).toBe(409);
    expect(error(sameSurgeon).message).toMatch(
      /^Dr\. Arjun Mehta is the surgeon of Laparoscopic hernia repair .* in OT-1, 11:00–12:00$/,
    );
    const sameAnaesthetist = await book({ theatreId: ot2._id, startTime: '11:30', surgeonId: w.surgeon2.id });
    expect(error(sameAnaesthetist).message).toMatch(/^Dr\. Sanjay Kulkarni is the anaesthetist of /);

    const movable = await asOt(t, 'POST', '/api/theatre/equipment', { name: 'Portable C-arm', theatreId: null });
    const cArm = movable.json<{ _id: string }>()._id;
    const withArm = await book({ startTime: '13:00', durationMinutes: 60, equipmentIds: [cArm] });
    expect(withArm.statusCode).toBe(201);
    const armBusy = await book({
      theatreId: ot2._id,
      startTime: '13:30',
      surgeonId: w.surgeon2.id,
      anaesthetistId: w.anaesthetist2.id,
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

  it('refuses the same patient twice at once, and the assistant elsewhere', async () => {
    const patientId = await newPatient(t, 'Twice');
    const assistant = await doctor(t, 'Dr. Kiran Patil');
    const first = await book({
      patientId,
      theatreId: ot2._id,
      startTime: '18:00',
      durationMinutes: 60,
      surgeonId: w.surgeon2.id,
      anaesthetistId: w.anaesthetist2.id,
      assistantId: assistant.id,
    });
    expect(first.statusCode).toBe(201);
    const again = await book({ patientId, startTime: '18:30', durationMinutes: 30 });
    expect(again.statusCode).toBe(409);
    expect(error(again).message).toMatch(/^The patient is already booked: .* in OT-2, 18:00–19:00$/);
    const helper = await book({ startTime: '18:30', durationMinutes: 30, assistantId: assistant.id });
    expect(error(helper).message).toMatch(/^Dr\. Kiran Patil is the assistant of .* in OT-2, 18:00–19:00$/);
    const same = await book({ startTime: '19:00', durationMinutes: 30, assistantId: w.surgeon.id });
    expect(error(same).message).toBe('The surgeon, assistant and anaesthetist must be different people');
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
    const notAnaesthetist = await book({ theatreId: ot2._id, startTime: '17:00', anaesthetistId: w.surgeon2.id });
    expect(error(notAnaesthetist).message).toBe(
      'The anaesthetist must be a doctor with the Anaesthesiology speciality',
    );
    for (const role of ['reception', 'nurse', 'doctor'] as const) {
      const denied = await t.injectAs([role], { method: 'POST', url: '/api/theatre/surgeries', payload: await body() });
      expect(denied.statusCode).toBe(403);
    }
  });
});
