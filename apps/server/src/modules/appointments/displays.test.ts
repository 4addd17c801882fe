import { DISPLAY_NOT_FOUND, type CreatedDisplay, type Display, type DisplayBoard } from '@clinic/shared/appointments';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentToday } from '../../test/appointment-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
let doctorId = '';
let doctorToken = '';
let created: CreatedDisplay;

beforeAll(async () => {
  t = await buildTestApp();
  const doctor = await t.createUser(['doctor'], { name: 'Dr. Hall Display' });
  doctorId = doctor.id;
  doctorToken = await t.login(doctor.email);
  for (const [i, givenName] of ['Ishaan', 'Jaya'].entries()) {
    const res = await t.injectAs(['reception'], {
      method: 'POST',
      url: '/api/patients',
      payload: {
        givenName,
        familyName: 'Privatename',
        age: 30,
        gender: 'Male',
        phone: `900004444${i}`,
        address: 'Pune',
      },
    });
    const id = await appointmentToday(t, {
      patientId: res.json<{ _id: string }>()._id,
      doctorId,
      time: `10:${10 + i * 10}`,
      token: i + 1,
    });
    await t.injectAs(['reception'], { method: 'POST', url: `/api/appointments/${id}/arrive` });
  }
});
afterAll(() => t.close());

const board = (key: string) => t.app.inject({ method: 'GET', url: `/api/display/${key}/board` });

describe('waiting-hall displays', () => {
  it('are made by the administrator, with a link shown once, for active doctors only', async () => {
    const res = await t.injectAs(['clinicAdmin'], {
      method: 'POST',
      url: '/api/displays',
      payload: { name: 'OPD hall', doctorIds: [doctorId] },
    });
    expect(res.statusCode).toBe(201);
    created = res.json<CreatedDisplay>();
    expect(created.key).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(created.display).toMatchObject({ name: 'OPD hall', doctors: [{ doctorId, name: 'Dr. Hall Display' }] });
    const list = await t.injectAs(['clinicAdmin'], { method: 'GET', url: '/api/displays' });
    expect(JSON.stringify(list.json<Display[]>())).not.toContain(created.key);
    const empty = await t.injectAs(['clinicAdmin'], {
      method: 'POST',
      url: '/api/displays',
      payload: { name: 'x', doctorIds: [] },
    });
    expect(empty.statusCode).toBe(400);
    const nurse = (await t.createUser(['nurse'])).id;
    const notDoctor = await t.injectAs(['clinicAdmin'], {
      method: 'POST',
      url: '/api/displays',
      payload: { name: 'x', doctorIds: [nurse] },
    });
    expect(notDoctor.json()).toMatchObject({ error: { fields: { doctorIds: 'Choose active doctors only' } } });
    const desk = await t.injectAs(['reception'], {
      method: 'POST',
      url: '/api/displays',
      payload: { name: 'x', doctorIds: [doctorId] },
    });
    expect(desk.statusCode).toBe(403);
    expect((await t.injectAs(['reception'], { method: 'GET', url: '/api/displays' })).statusCode).toBe(403);
  });

  it('show tokens and first names without a sign-in, and nothing else about the patients', async () => {
    await t.app.inject({
      method: 'POST',
      url: `/api/op-queue/${doctorId}/call-next`,
      headers: { authorization: `Bearer ${doctorToken}` },
    });
    const res = await board(created.key);
    expect(res.statusCode).toBe(200);
    const b = res.json<DisplayBoard>();
    expect(b.doctors).toMatchObject([
      {
        doctorId,
        doctorName: 'Dr. Hall Display',
        nowServing: { token: 1, firstName: 'Ishaan' },
        next: [{ token: 2, firstName: 'Jaya' }],
      },
    ]);
    expect(Object.keys(b.doctors[0]?.nowServing ?? {}).sort()).toEqual(['calledAt', 'firstName', 'token']);
    expect(res.body).not.toMatch(/Privatename|MRN|9000044440/);
    const audit = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_log where actor_name = 'Display: OPD hall' and action = 'view'`,
    );
    expect(audit.rows[0]?.n).toBe(2);
  });

  it('refuses a malformed or unknown key, and a revoked one at once', async () => {
    expect((await board('short')).statusCode).toBe(400);
    const unknown = await board('A'.repeat(32));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { message: DISPLAY_NOT_FOUND } });
    const revoke = (role: 'clinicAdmin' | 'reception') =>
      t.injectAs([role], { method: 'POST', url: `/api/displays/${created.display._id}/revoke` });
    expect((await revoke('reception')).statusCode).toBe(403);
    expect((await revoke('clinicAdmin')).json<Display>().revokedAt).not.toBeNull();
    expect((await revoke('clinicAdmin')).statusCode).toBe(409);
    expect((await board(created.key)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/display/${created.key}/events` })).statusCode).toBe(404);
  });
});
