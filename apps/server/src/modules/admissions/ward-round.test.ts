import type { Note } from '@clinic/shared/admissions';
import type { ServiceOrder } from '@clinic/shared/encounters';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { admit, newPatient, setupHospital, wardCatalogue, type Hospital } from './admission-fixtures.ts';

let t: TestApp;
let h: Hospital;
let admissionId = '';
let patientId = '';
let lab: { _id: string; name: string };
let radiology: { _id: string; name: string };
beforeAll(async () => {
  t = await buildTestApp();
  h = await setupHospital(t);
  patientId = await newPatient(t, 'Rounded');
  admissionId = (await admit(t, h, patientId, h.beds.g1))._id;
  ({ lab, radiology } = await wardCatalogue(t));
});
afterAll(() => t.close());

const write = (role: 'doctor' | 'nurse' | 'reception', body: object, id = admissionId) =>
  t.injectAs([role], { method: 'POST', url: `/api/admissions/${id}/notes`, payload: body });

describe('ward round and nursing notes', () => {
  it('keeps a doctor’s progress note and a nurse’s note, signed, newest first', async () => {
    const round = await write('doctor', {
      kind: 'Progress',
      subjective: 'Chest pain settled overnight',
      examination: 'Pulse 78, chest clear',
      plan: 'Repeat troponin; mobilise',
    });
    expect(round.statusCode).toBe(201);
    expect(round.json<Note>()).toMatchObject({
      kind: 'Progress',
      plan: 'Repeat troponin; mobilise',
      writtenByRole: 'doctor',
    });
    const nursing = await write('nurse', { kind: 'Nursing', text: 'Slept well; ambulating with help' });
    expect(nursing.statusCode).toBe(201);
    const list = await t.injectAs(['nurse'], { method: 'GET', url: `/api/admissions/${admissionId}/notes` });
    expect(list.json<Note[]>().map((n) => n.kind)).toEqual(['Nursing', 'Progress']);
    expect(list.json<Note[]>()[0]).toMatchObject({ writtenBy: 'Test nurse', writtenByRole: 'nurse' });
  });

  it('refuses an empty note with the field and a note kind the role does not write', async () => {
    const empty = await write('doctor', { kind: 'Progress' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: { message: 'Write at least one of subjective, examination or plan' } });
    expect((await write('nurse', { kind: 'Observation', text: '  ' })).json()).toMatchObject({
      error: { message: 'Write the note' },
    });
    expect((await write('nurse', { kind: 'Progress', plan: 'x' })).statusCode).toBe(403);
    expect((await write('doctor', { kind: 'Nursing', text: 'x' })).statusCode).toBe(403);
    expect((await write('reception', { kind: 'Nursing', text: 'x' })).statusCode).toBe(403);
    const notFound = await write('doctor', { kind: 'Addendum', text: 'x' }, '00000000-0000-4000-8000-000000000000');
    expect(notFound.statusCode).toBe(404);
  });

  it('has notes the database will not change or remove', async () => {
    await expect(t.database.db.execute(sql`update admission_notes set text = 'changed'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from admission_notes`)).rejects.toThrow();
  });
});

describe('tests and studies ordered from the ward', () => {
  it('places them with the lab and radiology, charged to the admission', async () => {
    const res = await t.injectAs(['doctor'], {
      method: 'POST',
      url: `/api/admissions/${admissionId}/orders`,
      payload: { labTests: [lab._id], radiologyStudies: [radiology._id], urgent: true },
    });
    expect(res.statusCode).toBe(201);
    expect(
      res
        .json<ServiceOrder[]>()
        .map((o) => [o.serviceName, o.status])
        .sort(),
    ).toEqual(
      [
        [lab.name, 'Ordered'],
        [radiology.name, 'Pending'],
      ].sort(),
    );
    const charged = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from patient_charges where admission_id = ${admissionId} and source_area in ('lab', 'radiology')`,
    );
    expect(charged.rows[0]?.n).toBe(2);
    const worklist = await t.injectAs(['lab'], { method: 'GET', url: '/api/lab/orders' });
    expect(worklist.statusCode).toBe(200);
    const seen = await t.injectAs(['nurse'], { method: 'GET', url: `/api/admissions/${admissionId}/orders` });
    expect(seen.json<ServiceOrder[]>()).toHaveLength(2);
  });

  it('refuses no order, a service of the wrong area, and roles other than the doctor', async () => {
    const post = (role: 'doctor' | 'nurse', payload: object) =>
      t.injectAs([role], { method: 'POST', url: `/api/admissions/${admissionId}/orders`, payload });
    expect((await post('doctor', {})).json()).toMatchObject({
      error: { message: 'Choose at least one test or study' },
    });
    const wrong = await post('doctor', { labTests: [radiology._id] });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { message: 'Choose an active laboratory service' } });
    expect((await post('nurse', { labTests: [lab._id] })).statusCode).toBe(403);
    expect(
      (await t.injectAs(['reception'], { method: 'GET', url: `/api/admissions/${admissionId}/orders` })).statusCode,
    ).toBe(403);
  });
});
