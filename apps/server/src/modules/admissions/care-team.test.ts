import type { Admission, AdmissionDetail } from '@clinic/shared/admissions';
import { ALREADY_CONSULTING, ATTENDANT_PHONE_REQUIRED, MLC_NUMBER_REQUIRED } from '@clinic/shared/admissions';
import type { Department } from '@clinic/shared/staff';
import { DUPLICATE_DEPARTMENT, UNKNOWN_DEPARTMENT } from '@clinic/shared/staff';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { createStaffService } from '../staff/staff.service.ts';
import { admit, admitBody, newPatient, setupHospital, type Hospital } from './admission-fixtures.ts';

let t: TestApp;
let h: Hospital;
const PASSWORD = 'Correct-Horse-42';
type Doctor = { id: string; token: string };
let physician: Doctor;
let surgeon: Doctor;

async function doctor(name: string, speciality: 'General Medicine' | 'General Surgery'): Promise<Doctor> {
  const account = await createStaffService({ db: t.database.db }).createAccount({
    name,
    email: `${speciality.replace(' ', '-').toLowerCase()}-${Date.now()}@test.clinic`,
    password: PASSWORD,
    roles: ['doctor'],
    speciality,
  });
  return { id: account.id, token: await t.login(account.email, PASSWORD) };
}

beforeAll(async () => {
  t = await buildTestApp();
  h = await setupHospital(t);
  physician = await doctor('Dr. Physician', 'General Medicine');
  surgeon = await doctor('Dr. Surgeon', 'General Surgery');
});
afterAll(() => t.close());

const asDoctor = (d: Doctor, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${d.token}` } });
const admitAs = (payload: object) => t.injectAs(['reception'], { method: 'POST', url: '/api/admissions', payload });
const myInpatients = async (d: Doctor) =>
  (await asDoctor(d, 'GET', '/api/admissions?status=Active&mine=true')).json<{ data: Admission[] }>().data;

describe('departments as master data', () => {
  it('starts with the spec’s specialities, so a General Medicine doctor can admit', async () => {
    const list = (await t.injectAs(['reception'], { method: 'GET', url: '/api/departments' })).json<Department[]>();
    expect(list.map((d) => d.name)).toEqual(expect.arrayContaining(['General Medicine', 'General Surgery', 'ENT']));
    const res = await admitAs({
      ...admitBody(h, await newPatient(t, 'Medicine'), h.beds.g1),
      department: 'General Medicine',
      admittingDoctorId: physician.id,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<AdmissionDetail>()).toMatchObject({
      department: 'General Medicine',
      treatingDoctorId: physician.id,
    });
  });

  it('refuses a department the clinic does not have, or has retired', async () => {
    const patientId = await newPatient(t, 'Nowhere');
    const unknown = await admitAs({ ...admitBody(h, patientId, h.beds.g2), department: 'Astrology' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ error: { message: UNKNOWN_DEPARTMENT } });

    const created = await t.injectAs(['clinicAdmin'], {
      method: 'POST',
      url: '/api/departments',
      payload: { name: 'Nephrology' },
    });
    expect(created.statusCode).toBe(201);
    const nephrology = created.json<Department>();
    const again = await t.injectAs(['clinicAdmin'], {
      method: 'POST',
      url: '/api/departments',
      payload: { name: 'nephrology' },
    });
    expect(again.json()).toMatchObject({ error: { message: DUPLICATE_DEPARTMENT } });
    expect(again.statusCode).toBe(409);
    const retired = await t.injectAs(['clinicAdmin'], {
      method: 'PUT',
      url: `/api/departments/${nephrology._id}`,
      payload: { name: 'Nephrology', isActive: false },
    });
    expect(retired.json<Department>().isActive).toBe(false);
    const refused = await admitAs({ ...admitBody(h, patientId, h.beds.g2), department: 'Nephrology' });
    expect(refused.statusCode).toBe(422);

    const empty = await t.injectAs(['clinicAdmin'], {
      method: 'POST',
      url: '/api/departments',
      payload: { name: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    const reception = await t.injectAs(['reception'], {
      method: 'POST',
      url: '/api/departments',
      payload: { name: 'Oncology' },
    });
    expect(reception.statusCode).toBe(403);
  });
});

describe('the admission desk', () => {
  it('records the attendant and the MLC, and admits at the time it is when no time is given', async () => {
    const body: Partial<ReturnType<typeof admitBody>> = admitBody(h, await newPatient(t, 'Injured'), h.beds.g3);
    delete body.admissionTime;
    const res = await admitAs({
      ...body,
      attendantName: 'Ramesh Kulkarni',
      attendantRelation: 'Son',
      attendantPhone: '9876543210',
      isMlc: true,
      mlcNumber: 'MLC/2026/118',
      policeStation: 'Kothrud',
    });
    expect(res.statusCode).toBe(201);
    const stay = res.json<AdmissionDetail>();
    expect(stay).toMatchObject({
      attendantName: 'Ramesh Kulkarni',
      attendantPhone: '9876543210',
      isMlc: true,
      mlcNumber: 'MLC/2026/118',
      policeStation: 'Kothrud',
    });
    expect(Math.abs(Date.parse(stay.admittedOn) - Date.now())).toBeLessThan(2 * 60_000);
  });

  it('asks for the attendant’s phone and the MLC number', async () => {
    const body = admitBody(h, await newPatient(t, 'Unfinished'), h.beds.p1, 'private');
    const res = await admitAs({ ...body, attendantName: 'Someone', isMlc: true, policeStation: 'Kothrud' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { fields: { attendantPhone: ATTENDANT_PHONE_REQUIRED, mlcNumber: MLC_NUMBER_REQUIRED } },
    });
    const landline = await admitAs({ ...body, attendantName: 'Someone', attendantPhone: '0201234567' });
    expect(landline.statusCode).toBe(400);
  });
});

describe('the care team and My inpatients', () => {
  it('lists a stay for its admitting, treating and consulting doctors, each change audited', async () => {
    const patientId = await newPatient(t, 'Cared');
    const admitted = await admitAs({
      ...admitBody(h, patientId, h.beds.icu1),
      wardId: h.icu._id,
      department: 'General Medicine',
      admittingDoctorId: physician.id,
    });
    expect(admitted.statusCode).toBe(201);
    const id = admitted.json<AdmissionDetail>()._id;
    expect((await myInpatients(surgeon)).map((a) => a._id)).not.toContain(id);

    const handOver = await asDoctor(physician, 'PUT', `/api/admissions/${id}/treating-doctor`, {
      doctorId: surgeon.id,
      reason: 'Needs surgery',
    });
    expect(handOver.statusCode).toBe(200);
    expect(handOver.json<AdmissionDetail>()).toMatchObject({
      treatingDoctorId: surgeon.id,
      treatingDoctor: 'Dr. Surgeon',
    });
    expect((await myInpatients(surgeon)).map((a) => a._id)).toContain(id);
    // The admitting doctor keeps the stay on her list.
    expect((await myInpatients(physician)).map((a) => a._id)).toContain(id);

    const cardiologist = h.doctorId;
    const consult = await asDoctor(surgeon, 'POST', `/api/admissions/${id}/consultants`, { doctorId: cardiologist });
    expect(consult.json<AdmissionDetail>().consultants).toEqual([{ doctorId: cardiologist, name: 'Dr. Cardio' }]);
    const twice = await asDoctor(surgeon, 'POST', `/api/admissions/${id}/consultants`, { doctorId: cardiologist });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ error: { message: ALREADY_CONSULTING } });

    const ended = await asDoctor(surgeon, 'DELETE', `/api/admissions/${id}/consultants/${cardiologist}`);
    expect(ended.json<AdmissionDetail>().consultants).toEqual([]);
    const team = ended.json<AdmissionDetail>().careTeam;
    expect(team.map((c) => [c.name, c.role, c.to === null])).toEqual([
      ['Dr. Physician', 'treating', false],
      ['Dr. Surgeon', 'treating', true],
      ['Dr. Cardio', 'consulting', false],
    ]);
    const audit = await t.database.db.execute<{ summary: string }>(
      sql`select summary from audit_log where entity_id = ${id} order by at`,
    );
    expect(audit.rows.map((r) => r.summary)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Treating doctor of .* is now Dr\. Surgeon: Needs surgery$/)]),
    );
  });

  it('lets a consultant take the stay over: treating now, no longer listed as consulting', async () => {
    const other = await setupHospital(t, ' H');
    const id = (await admit(t, other, await newPatient(t, 'Handed'), other.beds.g1))._id;
    await asDoctor(surgeon, 'POST', `/api/admissions/${id}/consultants`, { doctorId: physician.id });
    const taken = await asDoctor(surgeon, 'PUT', `/api/admissions/${id}/treating-doctor`, {
      doctorId: physician.id,
      reason: 'Medicine takes over',
    });
    expect(taken.json<AdmissionDetail>()).toMatchObject({ treatingDoctorId: physician.id, consultants: [] });
    expect(
      taken
        .json<AdmissionDetail>()
        .careTeam.filter((c) => c.to === null)
        .map((c) => [c.name, c.role]),
    ).toEqual([['Dr. Physician', 'treating']]);
  });

  it('refuses a nurse, a non-doctor and a bad id', async () => {
    const patientId = await newPatient(t, 'Guarded');
    const { _id: id } = (await admitAs(admitBody(h, patientId, h.beds.g2))).json<AdmissionDetail>();
    const nurse = await t.injectAs(['nurse'], {
      method: 'PUT',
      url: `/api/admissions/${id}/treating-doctor`,
      payload: { doctorId: physician.id },
    });
    expect(nurse.statusCode).toBe(403);
    const pharmacist = await t.createUser(['pharmacy']);
    const notDoctor = await asDoctor(physician, 'PUT', `/api/admissions/${id}/treating-doctor`, {
      doctorId: pharmacist.id,
    });
    expect(notDoctor.statusCode).toBe(422);
    const bad = await asDoctor(physician, 'PUT', `/api/admissions/${id}/treating-doctor`, { doctorId: 'x' });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a nurse and a pharmacist (no admissions.doctors) adding or ending a consultant, and changes nothing', async () => {
    const patientId = await newPatient(t, 'Consulted');
    const { _id: id } = (await admitAs(admitBody(h, patientId, h.beds.p1, 'private'))).json<AdmissionDetail>();
    const url = `/api/admissions/${id}/consultants`;
    for (const role of ['nurse', 'pharmacy'] as const) {
      const add = await t.injectAs([role], { method: 'POST', url, payload: { doctorId: surgeon.id } });
      expect([role, add.statusCode]).toEqual([role, 403]);
    }
    const stay = async () =>
      (await asDoctor(physician, 'GET', `/api/admissions/${id}`)).json<AdmissionDetail>().consultants;
    expect(await stay()).toEqual([]);

    // With a consultant on the stay, neither may end the consult; it stays on.
    const added = await asDoctor(physician, 'POST', url, { doctorId: surgeon.id });
    expect(added.statusCode).toBe(200);
    for (const role of ['nurse', 'pharmacy'] as const) {
      const end = await t.injectAs([role], { method: 'DELETE', url: `${url}/${surgeon.id}` });
      expect([role, end.statusCode]).toEqual([role, 403]);
    }
    expect(await stay()).toEqual([{ doctorId: surgeon.id, name: 'Dr. Surgeon' }]);
  });
});
