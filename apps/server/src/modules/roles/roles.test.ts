import { CHOOSE_PERMISSION, PERMISSIONS, ROLE_IN_USE, ROLE_NAME_TAKEN, ROLE_PERMISSIONS } from '@clinic/shared/auth';
import { CHOOSE_ROLE } from '@clinic/shared/staff';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = { authorization: `Bearer ${await t.login((await t.createUser(['clinicAdmin'])).email)}` };
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin, payload });

const CASHIER = ['bills.read', 'op-bills.bill', 'charges.read'] as const;

describe('GET /api/roles', () => {
  it('lists the built-in roles with their permissions, clinicAdmin holding every one', async () => {
    const res = await asAdmin('GET', '/api/roles');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ builtIn: { key: string; name: string; permissions: string[] }[]; custom: unknown[] }>();
    expect(body.builtIn).toHaveLength(10);
    expect(body.builtIn.find((r) => r.key === 'clinicAdmin')?.permissions).toEqual(PERMISSIONS);
    expect(body.builtIn.find((r) => r.key === 'nurse')).toEqual({
      key: 'nurse',
      name: 'Nurse',
      permissions: [...ROLE_PERMISSIONS.nurse],
    });
  });

  it('is for clinic administrators only', async () => {
    expect((await t.injectAs(['reception'], { method: 'GET', url: '/api/roles' })).statusCode).toBe(403);
    const post = await t.injectAs(['billing'], {
      method: 'POST',
      url: '/api/roles',
      payload: { name: 'Mine', permissions: ['bills.refund'] },
    });
    expect(post.statusCode).toBe(403);
  });
});

describe('POST /api/roles', () => {
  it('refuses a role without a name, without permissions or with an unknown permission', async () => {
    const noName = await asAdmin('POST', '/api/roles', { name: ' ', permissions: ['bills.read'] });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ error: { fields: { name: 'This field is required' } } });
    const none = await asAdmin('POST', '/api/roles', { name: 'Empty', permissions: [] });
    expect(none.json()).toMatchObject({ error: { fields: { permissions: CHOOSE_PERMISSION } } });
    const unknown = await asAdmin('POST', '/api/roles', { name: 'Odd', permissions: ['everything.ever'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Unknown permission');
  });

  it('refuses a name taken by another role, in any case, or by a built-in role', async () => {
    expect((await asAdmin('POST', '/api/roles', { name: 'TPA desk', permissions: ['bills.read'] })).statusCode).toBe(
      201,
    );
    const again = await asAdmin('POST', '/api/roles', { name: 'tpa DESK', permissions: ['bills.read'] });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { message: ROLE_NAME_TAKEN } });
    expect((await asAdmin('POST', '/api/roles', { name: 'Nurse', permissions: ['mar.chart'] })).statusCode).toBe(409);
  });
});

describe('a custom role given to a staff member', () => {
  it('lets them do exactly its permissions, and a permission taken away stops on the next request', async () => {
    const created = await asAdmin('POST', '/api/roles', {
      name: 'Cashier',
      description: 'Bills out-patients at the front desk',
      permissions: CASHIER,
    });
    expect(created.statusCode).toBe(201);
    const role = created.json<{ _id: string; permissions: string[]; staffCount: number }>();
    expect(role).toMatchObject({ permissions: ['charges.read', 'bills.read', 'op-bills.bill'], staffCount: 0 });

    const user = await t.createUser([], { name: 'Kiran Cashier' });
    const patched = await asAdmin('PATCH', `/api/staff/${user.id}`, { customRoleIds: [role._id] });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ roles: [], customRoles: [{ _id: role._id, name: 'Cashier' }] });

    const token = { authorization: `Bearer ${await t.login(user.email)}` };
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: token });
    expect(me.json()).toMatchObject({
      user: { role: null, roles: [], customRoles: [{ name: 'Cashier' }], permissions: role.permissions },
    });

    const patient = '0d6f7c1e-4a57-4c1b-9a55-3c1f0a7e2b11';
    const bills = () => t.app.inject({ method: 'GET', url: `/api/billing/patients/${patient}/bills`, headers: token });
    // Past the guard: the service answers for a patient it does not know.
    expect((await bills()).statusCode).toBe(404);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/patients/${patient}/charges/${patient}/cancel`,
      headers: token,
      payload: { reason: 'x' },
    });
    expect(cancel.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/billing/ip', headers: token })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff', headers: token })).statusCode).toBe(403);

    const listed = await asAdmin('GET', '/api/roles');
    expect(listed.json<{ custom: { name: string; staffCount: number }[] }>().custom).toContainEqual(
      expect.objectContaining({ name: 'Cashier', staffCount: 1 }),
    );

    const narrowed = await asAdmin('PUT', `/api/roles/${role._id}`, { name: 'Cashier', permissions: ['charges.read'] });
    expect(narrowed.statusCode).toBe(200);
    expect((await bills()).statusCode).toBe(403);
    const meAfter = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: token });
    expect(meAfter.json<{ user: { permissions: string[] } }>().user.permissions).toEqual(['charges.read']);

    const audit = await asAdmin('GET', '/api/audit?entityType=role');
    const summaries = audit.json<{ data: { summary: string }[] }>().data.map((e) => e.summary);
    expect(summaries).toContain('Changed role Cashier: added none; removed bills.read, op-bills.bill');
    const staffAudit = await asAdmin('GET', '/api/audit?entityType=staff');
    expect(staffAudit.json<{ data: { summary: string }[] }>().data.map((e) => e.summary)).toContain(
      'Changed roles (roles now Cashier)',
    );
  });

  it('cannot be deleted while held, and can once nobody holds it', async () => {
    const role = (await asAdmin('POST', '/api/roles', { name: 'Senior nurse', permissions: ['mar.chart'] })).json<{
      _id: string;
    }>();
    const user = await t.createUser(['nurse']);
    await asAdmin('PATCH', `/api/staff/${user.id}`, { customRoleIds: [role._id] });
    const held = await asAdmin('DELETE', `/api/roles/${role._id}`);
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({ error: { message: ROLE_IN_USE } });
    await asAdmin('PATCH', `/api/staff/${user.id}`, { customRoleIds: [] });
    expect((await asAdmin('DELETE', `/api/roles/${role._id}`)).statusCode).toBe(204);
    expect((await asAdmin('DELETE', `/api/roles/${role._id}`)).statusCode).toBe(404);
    expect((await asAdmin('DELETE', '/api/roles/not-a-uuid')).statusCode).toBe(400);
  });

  it('refuses a change that leaves a role without permissions, and one to a role that does not exist', async () => {
    const role = (await asAdmin('POST', '/api/roles', { name: 'Ward clerk', permissions: ['wards.read'] })).json<{
      _id: string;
    }>();
    const empty = await asAdmin('PUT', `/api/roles/${role._id}`, { name: 'Ward clerk', permissions: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: { fields: { permissions: CHOOSE_PERMISSION } } });
    const missing = await asAdmin('PUT', '/api/roles/0d6f7c1e-4a57-4c1b-9a55-3c1f0a7e2b11', {
      name: 'Ghost',
      permissions: ['wards.read'],
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses staff with no role at all and a role id that does not exist', async () => {
    const user = await t.createUser(['lab']);
    const none = await asAdmin('PATCH', `/api/staff/${user.id}`, { roles: [], customRoleIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ error: { fields: { roles: CHOOSE_ROLE } } });
    const missing = await asAdmin('PATCH', `/api/staff/${user.id}`, {
      customRoleIds: ['0d6f7c1e-4a57-4c1b-9a55-3c1f0a7e2b11'],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: { fields: { customRoleIds: 'Invalid role' } } });
    const create = await asAdmin('POST', '/api/staff', { name: 'Nobody', email: 'nobody@test.clinic', roles: [] });
    expect(create.json()).toMatchObject({ error: { fields: { roles: CHOOSE_ROLE } } });
  });
});
