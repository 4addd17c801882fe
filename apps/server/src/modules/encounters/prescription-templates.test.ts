import {
  DEPARTMENT_NAME_TAKEN,
  drugGone,
  FREQUENCY_FORMAT,
  NO_DEPARTMENT,
  NOT_IN_CATALOGUE,
  NOT_YOUR_DEPARTMENT,
  NOT_YOUR_TEMPLATE,
  PERSONAL_NAME_TAKEN,
  TEMPLATE_NAME_REQUIRED,
  TEMPLATE_NEEDS_MEDICINES,
  TEMPLATE_NOTHING_TO_CHANGE,
  type PrescriptionTemplate,
  type PrescriptionTemplateList,
} from '@clinic/shared/encounters';
import type { Drug } from '@clinic/shared/inventory';
import type { Department } from '@clinic/shared/staff';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DRUG } from '../inventory/inventory-fixtures.ts';
import { demoDrugs, line, prescriber, type Prescriber } from './prescription-fixtures.ts';

let t: TestApp;
let paracetamol: Drug;
let cetirizine: Drug;
let asha: Prescriber; // General Medicine
let ravi: Prescriber; // General Medicine
let meera: Prescriber; // Cardiology
let admin: Prescriber;
let cardiologyId = '';

beforeAll(async () => {
  t = await buildTestApp();
  const drugs = await demoDrugs(t);
  paracetamol = drugs.get('Paracetamol 500mg Tablet') as Drug;
  cetirizine = drugs.get('Cetirizine 10mg Tablet') as Drug;
  asha = await prescriber(t, 'Dr. Asha Rao', ['doctor'], 'General Medicine');
  ravi = await prescriber(t, 'Dr. Ravi Kulkarni', ['doctor'], 'General Medicine');
  meera = await prescriber(t, 'Dr. Meera Nair', ['doctor'], 'Cardiology');
  admin = await prescriber(t, 'Anita Desai', ['clinicAdmin']);
  const departments = (await admin.as({ method: 'GET', url: '/api/departments' })).json<Department[]>();
  cardiologyId = departments.find((d) => d.name === 'Cardiology')?._id ?? '';
});
afterAll(() => t.close());

const fever = () => ({
  name: 'Viral fever (adult)',
  lines: [line(paracetamol), line(cetirizine, { frequency: '0-0-1', durationDays: 3, instructions: 'At night' })],
  advice: 'Plenty of fluids',
});
const create = (who: Prescriber, body: object, key?: string) =>
  who.as({
    method: 'POST',
    url: '/api/prescription-templates',
    payload: body,
    headers: key ? { 'idempotency-key': key } : {},
  });
const patch = (who: Prescriber, id: string, body: object) =>
  who.as({ method: 'PATCH', url: `/api/prescription-templates/${id}`, payload: body });
const remove = (who: Prescriber, id: string) => who.as({ method: 'DELETE', url: `/api/prescription-templates/${id}` });
const list = async (who: Prescriber, query = '') =>
  (await who.as({ method: 'GET', url: `/api/prescription-templates${query}` })).json<PrescriptionTemplateList>();
const audited = async (id: string) =>
  (
    await t.database.db.execute<{ action: string; summary: string }>(
      sql`select action, summary from audit_log where entity_type = 'prescription_template' and entity_id = ${id} order by id`,
    )
  ).rows;

describe('prescription templates', () => {
  it('saves a doctor’s own and a department template; each doctor lists their own and their department’s', async () => {
    const own = await create(asha, fever());
    expect(own.statusCode).toBe(201);
    const template = own.json<PrescriptionTemplate>();
    expect(template).toMatchObject({
      scope: 'Personal',
      doctorId: asha.id,
      departmentId: null,
      advice: 'Plenty of fluids',
    });
    expect(template.lines).toEqual([
      expect.objectContaining({ drugName: 'Paracetamol 500mg Tablet', available: true, frequency: '1-0-1' }),
      expect.objectContaining({ drugName: 'Cetirizine 10mg Tablet', durationDays: 3, instructions: 'At night' }),
    ]);
    const shared = await create(asha, { ...fever(), name: 'URTI', scope: 'Department' });
    expect(shared.statusCode).toBe(201);
    expect(shared.json()).toMatchObject({ scope: 'Department', doctorId: null, departmentName: 'General Medicine' });

    const mine = await list(asha);
    expect(mine.department?.name).toBe('General Medicine');
    expect(mine.templates.map((x) => x.name)).toEqual(['URTI', 'Viral fever (adult)']);
    expect((await list(ravi)).templates.map((x) => x.name)).toEqual(['URTI']);
    expect(await list(meera)).toMatchObject({ department: { name: 'Cardiology' }, templates: [] });
    expect((await audited(template._id)).map((a) => a.summary)).toEqual([
      'Prescription template "Viral fever (adult)" (own), 2 medicines',
    ]);
  });

  it('refuses a missing name, no medicines, a bad frequency, an unknown drug and an empty change (400)', async () => {
    const cases: [object, string, string][] = [
      [{ ...fever(), name: '  ' }, TEMPLATE_NAME_REQUIRED, 'name'],
      [{ ...fever(), lines: [] }, TEMPLATE_NEEDS_MEDICINES, 'lines'],
      [{ ...fever(), lines: [line(paracetamol, { frequency: 'thrice' })] }, FREQUENCY_FORMAT, 'lines.0.frequency'],
      [
        { ...fever(), lines: [line({ ...paracetamol, _id: '7f9a1c1e-0b3d-4e2a-9c55-1d2e3f4a5b6c' })] },
        NOT_IN_CATALOGUE,
        'lines.0.drugId',
      ],
    ];
    for (const [body, message, field] of cases) {
      const res = await create(asha, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ error: { message, fields: { [field]: message } } });
    }
    const [first] = (await list(asha)).templates;
    const empty = await patch(asha, first!._id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: { message: TEMPLATE_NOTHING_TO_CHANGE } });
  });

  it('keeps names unique per owner, ignoring case (409), and answers a retry of the same save once', async () => {
    const again = await create(asha, { ...fever(), name: 'VIRAL FEVER (ADULT)' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: { message: PERSONAL_NAME_TAKEN, fields: { name: PERSONAL_NAME_TAKEN } },
    });
    const department = await create(ravi, { ...fever(), name: 'urti', scope: 'Department' });
    expect(department.json()).toMatchObject({ error: { message: DEPARTMENT_NAME_TAKEN } });
    // Another doctor's own templates are theirs: the same name is free.
    expect((await create(ravi, fever())).statusCode).toBe(201);

    const key = 'a3f1c2d4e5b6a7980a1b2c3d4e5f6a7b';
    const first = await create(asha, { ...fever(), name: 'Migraine' }, key);
    const retry = await create(asha, { ...fever(), name: 'Migraine' }, key);
    expect([first.statusCode, retry.statusCode]).toEqual([201, 201]);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json<PrescriptionTemplate>()._id).toBe(first.json<PrescriptionTemplate>()._id);
  });

  it('lets only the owner change a personal template, and a department’s doctors or the admin change its own', async () => {
    const { templates } = await list(asha);
    const personal = templates.find((x) => x.scope === 'Personal' && x.name === 'Migraine')!;
    const shared = templates.find((x) => x.scope === 'Department')!;
    for (const [who, id, message] of [
      [ravi, personal._id, NOT_YOUR_TEMPLATE],
      [meera, shared._id, NOT_YOUR_DEPARTMENT],
      [admin, personal._id, NOT_YOUR_TEMPLATE],
    ] as const) {
      const res = await patch(who, id, { name: 'Mine now' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: { message } });
      expect((await remove(who, id)).statusCode).toBe(403);
    }
    const renamed = await patch(ravi, shared._id, { name: 'URTI (adult)' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'URTI (adult)', lines: [{}, {}] });
    const edited = await patch(admin, shared._id, { lines: [line(paracetamol, { durationDays: 3 })], advice: '' });
    expect(edited.json()).toMatchObject({ name: 'URTI (adult)', advice: '', lines: [{ durationDays: 3 }] });
    expect((await audited(shared._id)).map((a) => a.summary)).toEqual([
      'Prescription template "URTI" (General Medicine department), 2 medicines',
      'Prescription template "URTI (adult)" (was "URTI") (General Medicine department)',
      'Prescription template "URTI (adult)" (General Medicine department), 1 medicine',
    ]);
  });

  it('keeps other departments apart: a doctor’s own only, the admin’s any; no department without a speciality', async () => {
    const body = { ...fever(), name: 'Chest pain', scope: 'Department', departmentId: cardiologyId };
    const foreign = await create(asha, body);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ error: { message: NOT_YOUR_DEPARTMENT } });
    expect(
      (await asha.as({ method: 'GET', url: `/api/prescription-templates?departmentId=${cardiologyId}` })).statusCode,
    ).toBe(403);
    expect((await create(admin, body)).statusCode).toBe(201);
    expect((await list(meera)).templates.map((x) => x.name)).toEqual(['Chest pain']);
    expect((await list(admin, `?departmentId=${cardiologyId}`)).templates.map((x) => x.name)).toEqual(['Chest pain']);

    const locum = await prescriber(t, 'Dr. Locum', ['doctor']);
    const none = await create(locum, { ...fever(), scope: 'Department' });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ error: { message: NO_DEPARTMENT } });
    expect(await list(locum)).toEqual({ department: null, templates: [] });
  });

  it('is for doctors: a nurse may not save, reception may not list (403)', async () => {
    expect(
      (await t.injectAs(['nurse'], { method: 'POST', url: '/api/prescription-templates', payload: fever() }))
        .statusCode,
    ).toBe(403);
    expect((await t.injectAs(['reception'], { method: 'GET', url: '/api/prescription-templates' })).statusCode).toBe(
      403,
    );
    const [any] = (await list(asha)).templates;
    expect(
      (await t.injectAs(['nurse'], { method: 'DELETE', url: `/api/prescription-templates/${any!._id}` })).statusCode,
    ).toBe(403);
    expect(
      (
        await t.injectAs(['nurse'], {
          method: 'PATCH',
          url: `/api/prescription-templates/${any!._id}`,
          payload: { name: 'x' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('deletes a template with an audit entry; a second delete is 404', async () => {
    const made = (await create(asha, { ...fever(), name: 'Short-lived' })).json<PrescriptionTemplate>();
    expect((await remove(asha, made._id)).statusCode).toBe(204);
    expect((await list(asha)).templates.some((x) => x._id === made._id)).toBe(false);
    expect((await remove(asha, made._id)).statusCode).toBe(404);
    expect((await audited(made._id)).map((a) => a.action)).toEqual(['create', 'delete']);
  });

  it('marks a line whose drug was deleted from the catalogue, and refuses it in a new template', async () => {
    const stock = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      t.injectAs(['inventory'], { method, url: `/api/inventory${url}`, payload });
    const drug = { ...DRUG, name: 'Nimesulide 100mg Tablet' };
    expect((await stock('POST', '/drug/add-drug', drug)).statusCode).toBe(201);
    const all = (await t.injectAs(['doctor'], { method: 'GET', url: '/api/inventory/drug/all-drugs' })).json<Drug[]>();
    const nimesulide = all.find((d) => d.name === drug.name)!;
    const made = await create(asha, { ...fever(), name: 'Old habit', lines: [line(nimesulide), line(paracetamol)] });
    expect(made.statusCode).toBe(201);
    expect((await stock('DELETE', `/drug/delete-drug/${nimesulide._id}`)).statusCode).toBe(200);

    const read = (await list(asha)).templates.find((x) => x.name === 'Old habit')!;
    expect(read.lines.map((l) => [l.drugName, l.available])).toEqual([
      ['Nimesulide 100mg Tablet', false],
      ['Paracetamol 500mg Tablet', true],
    ]);
    const refused = await create(asha, { ...fever(), name: 'Older habit', lines: [line(nimesulide)] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: { fields: { 'lines.0.drugId': drugGone('Nimesulide 100mg Tablet') } },
    });
  });
});
