import type { AllergyClass } from '@clinic/shared/allergies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('drug allergy classes', () => {
  it('come with the standard classes, readable by the desks that handle drugs', async () => {
    const res = await t.injectAs(['pharmacy'], { method: 'GET', url: '/api/allergy-classes' });
    expect(res.statusCode).toBe(200);
    const classes = res.json<AllergyClass[]>();
    expect(classes.map((c) => c.name)).toEqual(expect.arrayContaining(['Penicillins', 'Sulfonamides', 'NSAIDs']));
    expect(classes.find((c) => c.name === 'Penicillins')?.ingredients).toContain('amoxicillin');
    expect((await t.injectAs(['billing'], { method: 'GET', url: '/api/allergy-classes' })).statusCode).toBe(403);
  });

  it('are kept by the administrator: added, changed, a duplicate name 409, bad input 400, others 403', async () => {
    const add = (payload: object, role: 'clinicAdmin' | 'doctor' = 'clinicAdmin') =>
      t.injectAs([role], { method: 'POST', url: '/api/allergy-classes', payload });
    const created = await add({ name: 'Antitubercular drugs', ingredients: ['Isoniazid', 'Rifampicin'] });
    expect(created.statusCode).toBe(201);
    expect(created.json<AllergyClass>().ingredients).toEqual(['isoniazid', 'rifampicin']);
    expect((await add({ name: 'antitubercular DRUGS', ingredients: ['ethambutol'] })).statusCode).toBe(409);
    const empty = await add({ name: 'Empty', ingredients: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ error: { message: string } }>().error.message).toBe('Enter at least one ingredient');
    expect((await add({ name: 'Mine', ingredients: ['x'] }, 'doctor')).statusCode).toBe(403);
    const changed = await t.injectAs(['clinicAdmin'], {
      method: 'PUT',
      url: `/api/allergy-classes/${created.json<AllergyClass>()._id}`,
      payload: { name: 'Antitubercular drugs', ingredients: ['isoniazid', 'rifampicin', 'pyrazinamide'] },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<AllergyClass>().ingredients).toHaveLength(3);
    const url = `/api/allergy-classes/${created.json<AllergyClass>()._id}`;
    const asNurse = await t.injectAs(['nurse'], { method: 'PUT', url, payload: { name: 'X', ingredients: ['x'] } });
    expect(asNurse.statusCode).toBe(403);
    const blank = await t.injectAs(['clinicAdmin'], { method: 'PUT', url, payload: { name: '', ingredients: ['x'] } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ error: { message: string } }>().error.message).toBe('Enter the class name');
    const unknown = await t.injectAs(['clinicAdmin'], {
      method: 'PUT',
      url: '/api/allergy-classes/00000000-0000-4000-8000-000000000000',
      payload: { name: 'Nothing', ingredients: ['x'] },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
