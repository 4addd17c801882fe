import { ALREADY_ADMITTED, BED_TAKEN, type AdmissionDetail, type Ward } from '@clinic/shared/admissions';
import type { Paged } from '@clinic/shared/http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { admit, admitBody, newPatient, setupHospital, type Admission, type Hospital } from './admission-fixtures.ts';

let t: TestApp;
let h: Hospital;
beforeAll(async () => {
  t = await buildTestApp();
  h = await setupHospital(t);
});
afterAll(() => t.close());

const as = (
  role: 'reception' | 'nurse' | 'doctor' | 'clinicAdmin' | 'lab',
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => t.injectAs([role], { method, url, payload });
const bedStatusOf = async (bedId: string) =>
  (await t.database.db.execute<{ status: string }>(sql`select status from beds where id = ${bedId}`)).rows[0]?.status;

describe('wards, rooms and beds', () => {
  it('lists each ward with its rooms and beds to the clinical areas', async () => {
    const res = await as('nurse', 'GET', `/api/wards?wardId=${h.general._id}`);
    expect(res.statusCode).toBe(200);
    const [ward] = res.json<Ward[]>();
    expect(ward).toMatchObject({ name: 'General Ward', type: 'General', vitalsEveryHours: 4 });
    expect(ward?.rooms.map((r) => [r.number, r.roomType, r.dailyRentPaise, r.beds.map((b) => b.number)])).toEqual([
      ['101', 'general', 100_000, ['A', 'B', 'C']],
      ['201', 'private', 350_000, ['P1']],
    ]);
    expect((await as('lab', 'GET', '/api/wards')).statusCode).toBe(403);
  });

  it('lets only clinicAdmin set up wards, with the spec-style messages', async () => {
    expect((await as('reception', 'POST', '/api/wards', { name: 'X', type: 'General' })).statusCode).toBe(403);
    const empty = await as('clinicAdmin', 'POST', '/api/wards', { name: ' ', type: 'General' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: { fields: { name: 'Ward name is required' } } });
    const same = await as('clinicAdmin', 'POST', '/api/wards', { name: 'general ward', type: 'General' });
    expect(same.statusCode).toBe(409);
    const rent = await as('clinicAdmin', 'POST', `/api/wards/${h.general._id}/rooms`, {
      number: '9',
      roomType: 'suite',
      dailyRentPaise: -1,
    });
    expect(rent.statusCode).toBe(400);
    expect(rent.json()).toMatchObject({
      error: { fields: { roomType: 'Choose a room type', dailyRentPaise: 'Daily rent cannot be negative' } },
    });
  });
});

describe('editing the setup', () => {
  it('renames a ward and changes its vitals interval (clinicAdmin only, names stay unique)', async () => {
    const url = `/api/wards/${h.icu._id}`;
    const ok = await as('clinicAdmin', 'PUT', url, { name: 'ICU', type: 'ICU', vitalsEveryHours: 2 });
    expect(ok.statusCode).toBe(200);
    expect((await as('nurse', 'GET', `/api/wards?wardId=${h.icu._id}`)).json<Ward[]>()[0]?.vitalsEveryHours).toBe(2);
    const bad = await as('clinicAdmin', 'PUT', url, { name: 'ICU', type: 'ICU', vitalsEveryHours: 30 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: { fields: { vitalsEveryHours: 'Vitals are recorded at least every 24 hours' } },
    });
    expect((await as('clinicAdmin', 'PUT', url, { name: 'General Ward', type: 'ICU' })).statusCode).toBe(409);
    expect((await as('nurse', 'PUT', url, { name: 'ICU', type: 'ICU' })).statusCode).toBe(403);
    const missing = await as('clinicAdmin', 'PUT', '/api/wards/00000000-0000-4000-8000-000000000000', {
      name: 'Z',
      type: 'ICU',
    });
    expect(missing.statusCode).toBe(404);
  });

  it("changes a room's rent for stays to come, and adds beds with unique numbers (clinicAdmin only)", async () => {
    const room = (await as('nurse', 'GET', `/api/wards?wardId=${h.general._id}`))
      .json<Ward[]>()[0]
      ?.rooms.find((r) => r.number === '201');
    const url = `/api/rooms/${room?._id}`;
    const ok = await as('clinicAdmin', 'PUT', url, { number: '201', roomType: 'private', dailyRentPaise: 400_000 });
    expect(ok.statusCode).toBe(200);
    const after = (await as('nurse', 'GET', `/api/wards?wardId=${h.general._id}`))
      .json<Ward[]>()[0]
      ?.rooms.find((r) => r.number === '201');
    expect(after?.dailyRentPaise).toBe(400_000);
    expect(
      (await as('clinicAdmin', 'PUT', url, { number: '101', roomType: 'private', dailyRentPaise: 1 })).statusCode,
    ).toBe(409);
    expect((await as('clinicAdmin', 'PUT', url, { number: '201', roomType: 'private' })).statusCode).toBe(400);
    expect(
      (await as('reception', 'PUT', url, { number: '201', roomType: 'private', dailyRentPaise: 1 })).statusCode,
    ).toBe(403);

    const beds = `/api/rooms/${room?._id}/beds`;
    const empty = await as('clinicAdmin', 'POST', beds, { number: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: { fields: { number: 'Bed number is required' } } });
    expect((await as('clinicAdmin', 'POST', beds, { number: 'p1' })).statusCode).toBe(409);
    expect((await as('nurse', 'POST', beds, { number: 'P9' })).statusCode).toBe(403);
  });
});

describe('admission', () => {
  it('admits into a chosen free bed with an IP number; the patient shows as an in-patient', async () => {
    const patientId = await newPatient(t, 'Savitri');
    const res = await as('reception', 'POST', '/api/admissions', admitBody(h, patientId, h.beds.g1));
    expect(res.statusCode).toBe(201);
    const a = res.json<AdmissionDetail>();
    expect(a.ipNumber).toMatch(/^IP\/\d{4}\/\d{5}$/);
    expect(a).toMatchObject({
      status: 'Active',
      ward: 'General Ward',
      roomNumber: '101',
      bedNumber: 'A',
      department: 'Cardiology',
      admittedBy: 'Dr. Cardio',
      daysAdmitted: 1,
    });
    expect(a.stays).toHaveLength(1);
    expect(await bedStatusOf(h.beds.g1)).toBe('Occupied');

    const inPatients = await as('reception', 'GET', `/api/patients?admitted=true&limit=50`);
    expect(inPatients.json<{ data: { _id: string }[] }>().data.map((p) => p._id)).toContain(patientId);
    const list = await as('reception', 'GET', `/api/admissions?status=Active&search=Savitri`);
    expect(list.json<Paged<Admission>>()).toMatchObject({ total: 1, data: [{ ipNumber: a.ipNumber, bedNumber: 'A' }] });
    const audited = await t.database.db.execute(
      sql`select count(*)::int as n from audit_log where entity_type = 'patient' and entity_id = ${patientId} and action = 'view'`,
    );
    expect(audited.rows[0]?.n).toBeGreaterThan(0);

    const opened = await as('doctor', 'GET', `/api/admissions/${a._id}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json<AdmissionDetail>()).toMatchObject({
      ipNumber: a.ipNumber,
      stays: [{ bedNumber: 'A', to: null }],
    });
    expect((await as('doctor', 'GET', '/api/admissions/not-a-uuid')).statusCode).toBe(400);
    expect((await as('lab', 'GET', `/api/admissions/${a._id}`)).statusCode).toBe(403);
    expect((await as('lab', 'GET', '/api/admissions')).statusCode).toBe(403);
    expect((await as('nurse', 'GET', '/api/admissions?status=Bogus')).statusCode).toBe(400);
    const viewed = await t.database.db.execute(
      sql`select count(*)::int as n from audit_log where entity_type = 'admission' and entity_id = ${a._id} and action = 'view'`,
    );
    expect(viewed.rows[0]?.n).toBe(1);

    const board = await as('doctor', 'GET', `/api/wards?wardId=${h.general._id}`);
    const bedA = board.json<Ward[]>()[0]?.rooms[0]?.beds[0];
    expect(bedA).toMatchObject({ status: 'Occupied', occupant: { ipNumber: a.ipNumber, patientId } });
  });

  it('refuses a patient already admitted (409), a bed of another ward or room type (422), bad input (400) and a nurse (403)', async () => {
    const patientId = await newPatient(t, 'Kamala');
    await admit(t, h, patientId, h.beds.g2);
    const again = await as('reception', 'POST', '/api/admissions', admitBody(h, patientId, h.beds.g3));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: ALREADY_ADMITTED } });

    const other = await newPatient(t, 'Leela');
    const wrongType = await as('reception', 'POST', '/api/admissions', admitBody(h, other, h.beds.p1, 'general'));
    expect(wrongType.statusCode).toBe(422);
    const wrongWard = await as('reception', 'POST', '/api/admissions', admitBody(h, other, h.beds.icu1));
    expect(wrongWard.statusCode).toBe(422);
    const noReason = await as('reception', 'POST', '/api/admissions', {
      ...admitBody(h, other),
      reasonForAdmission: '',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({
      error: { fields: { reasonForAdmission: 'Reason for admission is required' } },
    });
    expect((await as('nurse', 'POST', '/api/admissions', admitBody(h, other, h.beds.g3))).statusCode).toBe(403);
  });

  it('gives a bed to one of 10 parallel admissions; the others get 409', async () => {
    const free: unknown = JSON.parse(
      (
        await as('clinicAdmin', 'POST', `/api/wards/${h.icu._id}/rooms`, {
          number: 'RACE',
          roomType: 'general',
          dailyRentPaise: 1,
        })
      ).body,
    );
    expect(free).toMatchObject({ message: 'Room added successfully' });
    const room = (await as('clinicAdmin', 'GET', `/api/wards?wardId=${h.icu._id}`))
      .json<Ward[]>()[0]
      ?.rooms.find((r) => r.number === 'RACE');
    await as('clinicAdmin', 'POST', `/api/rooms/${room?._id}/beds`, { number: 'R1' });
    const bedId =
      (await as('clinicAdmin', 'GET', `/api/wards?wardId=${h.icu._id}`))
        .json<Ward[]>()[0]
        ?.rooms.find((r) => r.number === 'RACE')?.beds[0]?._id ?? '';
    const patients = await Promise.all(Array.from({ length: 10 }, (_, i) => newPatient(t, `Race${i}`)));
    const results = await Promise.all(
      patients.map((p) => as('reception', 'POST', '/api/admissions', { ...admitBody(h, p, bedId), wardId: h.icu._id })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, ...Array<number>(9).fill(409)]);
    expect(results.find((r) => r.statusCode === 409)?.json()).toMatchObject({ error: { message: BED_TAKEN } });
    const stays = await t.database.db.execute(sql`select count(*)::int as n from bed_stays where bed_id = ${bedId}`);
    expect(stays.rows[0]?.n).toBe(1);
  });

  it('admits one patient once when parallel requests race for different beds', async () => {
    const patientId = await newPatient(t, 'Twice');
    const [a, b] = await Promise.all([
      as('reception', 'POST', '/api/admissions', admitBody(h, patientId, h.beds.g3)),
      as('reception', 'POST', '/api/admissions', admitBody(h, patientId, h.beds.p1, 'private')),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const active = await t.database.db.execute(
      sql`select count(*)::int as n from admissions where patient_id = ${patientId} and status = 'Active'`,
    );
    expect(active.rows[0]?.n).toBe(1);
    const loser = a.statusCode === 409 ? h.beds.g3 : h.beds.p1;
    expect(await bedStatusOf(loser)).toBe('Available');
  });
});

describe('transfer and beds after use', () => {
  it('moves to another bed keeping the history, sends the old bed to cleaning, and a nurse makes it ready', async () => {
    const tagged = await setupHospital(t, ' T');
    const patientId = await newPatient(t, 'Mover');
    const first = await admit(t, tagged, patientId, tagged.beds.g1);
    const forbidden = await as('doctor', 'POST', `/api/admissions/${first._id}/transfer`, {
      bedId: tagged.beds.p1,
      reason: 'x',
    });
    expect(forbidden.statusCode).toBe(403);
    const noReason = await as('nurse', 'POST', `/api/admissions/${first._id}/transfer`, {
      bedId: tagged.beds.p1,
      reason: '',
    });
    expect(noReason.statusCode).toBe(400);
    const res = await as('nurse', 'POST', `/api/admissions/${first._id}/transfer`, {
      bedId: tagged.beds.p1,
      reason: 'Asked for a private room',
    });
    expect(res.statusCode).toBe(200);
    const moved = res.json<AdmissionDetail>();
    expect(moved).toMatchObject({ roomNumber: '201', bedNumber: 'P1' });
    expect(moved.stays.map((s) => [s.bedNumber, s.dailyRentPaise, s.to === null, s.reason])).toEqual([
      ['A', 100_000, false, 'Admitted'],
      ['P1', 350_000, true, 'Asked for a private room'],
    ]);
    expect(moved.stays[0]?.to).toBe(moved.stays[1]?.from);
    expect(await bedStatusOf(tagged.beds.g1)).toBe('Cleaning');

    const taken = await as('nurse', 'POST', `/api/admissions/${first._id}/transfer`, {
      bedId: tagged.beds.p1,
      reason: 'again',
    });
    expect(taken.statusCode).toBe(409);
    expect(
      (await as('reception', 'POST', `/api/beds/${tagged.beds.g1}/status`, { status: 'Available' })).statusCode,
    ).toBe(403);
    const ready = await as('nurse', 'POST', `/api/beds/${tagged.beds.g1}/status`, { status: 'Available' });
    expect(ready.statusCode).toBe(200);
    expect(await bedStatusOf(tagged.beds.g1)).toBe('Available');
    const occupied = await as('nurse', 'POST', `/api/beds/${tagged.beds.p1}/status`, { status: 'Blocked' });
    expect(occupied.statusCode).toBe(409);
    const bad = await as('nurse', 'POST', `/api/beds/${tagged.beds.g2}/status`, { status: 'Occupied' });
    expect(bad.statusCode).toBe(400);
  });

  it('offers only free beds of the chosen ward and room type', async () => {
    const res = await as('reception', 'GET', `/api/beds/available?wardId=${h.general._id}&roomType=private`);
    expect(res.statusCode).toBe(200);
    for (const bed of res.json<{ roomType: string; wardId: string }[]>())
      expect(bed).toMatchObject({ roomType: 'private', wardId: h.general._id });
    // Without a ward: every ward's free beds in one list, so the desk never pairs a ward with a room type it lacks.
    const all = await as('reception', 'GET', '/api/beds/available');
    expect(all.statusCode).toBe(200);
    const wardsOffered = new Set(all.json<{ wardId: string }[]>().map((b) => b.wardId));
    expect(wardsOffered.has(h.general._id) && wardsOffered.has(h.icu._id)).toBe(true);
    expect((await as('reception', 'GET', '/api/beds/available?wardId=nope')).statusCode).toBe(400);
    expect((await as('nurse', 'GET', `/api/beds/available?wardId=${h.icu._id}`)).statusCode).toBe(200);
    expect((await as('doctor', 'GET', `/api/beds/available?wardId=${h.general._id}`)).statusCode).toBe(403);
  });
});
