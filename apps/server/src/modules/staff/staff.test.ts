import { ROLES } from '@clinic/shared/auth';
import { LAST_ADMIN_MESSAGE } from '@clinic/shared/staff';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.injectAs(['clinicAdmin'], { method, url, payload });
const nurseInput = (email: string) => ({ name: 'Meena Kumari', email, phone: '9876543210', roles: ['nurse'] });
type Created = { staff: { _id: string; email: string; mustChangePassword: boolean }; temporaryPassword: string };

async function auditRows(entityId: string) {
  const res = await t.database.db.execute(
    sql`select action, actor_role, summary from audit_log where entity_id = ${entityId} order by id`,
  );
  return res.rows as { action: string; actor_role: string; summary: string }[];
}

describe('POST /api/staff', () => {
  it('adds a staff member with a temporary password that must be changed, and audits it', async () => {
    const res = await asAdmin('POST', '/api/staff', nurseInput('Meena@Clinic.in'));
    expect(res.statusCode).toBe(201);
    const body = res.json<Created>();
    expect(body.staff).toMatchObject({
      email: 'meena@clinic.in',
      roles: ['nurse'],
      isActive: true,
      mustChangePassword: true,
    });
    expect(body.temporaryPassword).toMatch(/^[A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4}$/);
    expect(res.body).not.toMatch(/passwordHash|argon2/);
    expect(await auditRows(body.staff._id)).toEqual([
      { action: 'create', actor_role: 'clinicAdmin', summary: 'Added Meena Kumari as Nurse' },
    ]);
  });

  it('refuses a duplicate email whatever its case (409)', async () => {
    await asAdmin('POST', '/api/staff', nurseInput('dup@clinic.in'));
    const res = await asAdmin('POST', '/api/staff', nurseInput('DUP@clinic.in'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { message: 'A staff member with this email already exists' } });
  });

  it('validates with the spec messages', async () => {
    const res = await asAdmin('POST', '/api/staff', { name: '', email: 'not-an-email', phone: '12345', roles: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      name: 'This field is required',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid 10-digit phone number',
      roles: 'Choose at least one role',
    });
  });

  it('refuses a negative, fractional or huge consultation fee and an over-long registration number (400)', async () => {
    const base = { ...nurseInput('feedoc@clinic.in'), roles: ['doctor'], speciality: 'ENT' };
    const cases: [object, string, string][] = [
      [{ consultationFeePaise: -100 }, 'consultationFeePaise', 'Fee cannot be negative'],
      [{ consultationFeePaise: 50.5 }, 'consultationFeePaise', 'Fee must be in whole paise'],
      [{ consultationFeePaise: 20_000_000 }, 'consultationFeePaise', 'Fee cannot be more than ₹1,00,000'],
      [{ registrationNumber: 'R'.repeat(51) }, 'registrationNumber', expect.any(String) as string],
    ];
    for (const [extra, field, message] of cases) {
      const res = await asAdmin('POST', '/api/staff', { ...base, ...extra });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ error: { fields: { [field]: message } } });
    }
    const ok = await asAdmin('POST', '/api/staff', {
      ...base,
      consultationFeePaise: 60_000,
      qualification: 'MBBS, MS (ENT)',
      registrationNumber: 'TNMC-77812',
    });
    expect(ok.json()).toMatchObject({
      staff: { consultationFeePaise: 60_000, qualification: 'MBBS, MS (ENT)', registrationNumber: 'TNMC-77812' },
    });
  });

  it("requires a doctor's speciality", async () => {
    const res = await asAdmin('POST', '/api/staff', { ...nurseInput('doc@clinic.in'), roles: ['doctor'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { fields: { speciality: "Choose the doctor's speciality" } } });
    const ok = await asAdmin('POST', '/api/staff', {
      ...nurseInput('doc@clinic.in'),
      roles: ['doctor'],
      speciality: 'ENT',
    });
    expect(ok.statusCode).toBe(201);
  });

  it.each(ROLES.filter((r) => r !== 'clinicAdmin'))('is refused to %s (403)', async (role) => {
    const res = await t.injectAs([role], {
      method: 'POST',
      url: '/api/staff',
      payload: nurseInput('x@clinic.in'),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/staff', () => {
  it('searches by name or email, filters by role and status, and pages on the server', async () => {
    for (let i = 0; i < 3; i++) {
      await asAdmin('POST', '/api/staff', {
        name: `Pharmacist ${i}`,
        email: `pharma${i}@clinic.in`,
        roles: ['pharmacy'],
      });
    }
    const page = await asAdmin('GET', '/api/staff?search=PHARMACIST&role=pharmacy&pageSize=2&page=1');
    expect(page.statusCode).toBe(200);
    const body = page.json<{ data: { name: string }[]; total: number; page: number; pageSize: number }>();
    expect(body.total).toBe(3);
    expect(body.data.map((s) => s.name)).toEqual(['Pharmacist 0', 'Pharmacist 1']);
    const second = await asAdmin('GET', '/api/staff?search=pharmacist&role=pharmacy&pageSize=2&page=2');
    expect(second.json<{ data: { name: string }[] }>().data.map((s) => s.name)).toEqual(['Pharmacist 2']);
    const inactive = await asAdmin('GET', '/api/staff?search=pharmacist&status=inactive');
    expect(inactive.json<{ total: number }>().total).toBe(0);
  });

  it('rejects a bad query and a bad id with 400', async () => {
    expect((await asAdmin('GET', '/api/staff?pageSize=1000')).statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/staff/not-a-uuid')).statusCode).toBe(400);
    expect((await asAdmin('GET', '/api/staff/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('is refused to reception (403)', async () => {
    expect((await t.injectAs(['reception'], { method: 'GET', url: '/api/staff' })).statusCode).toBe(403);
  });
});

describe('PATCH /api/staff/:id', () => {
  it('deactivation ends the user’s sessions at once and is audited', async () => {
    const created = (
      await asAdmin('POST', '/api/staff', { name: 'Lab Tech', email: 'labtech@clinic.in', roles: ['lab'] })
    ).json<Created>();
    const user = await t.createUser(['lab']);
    const token = await t.login(user.email);
    const res = await asAdmin('PATCH', `/api/staff/${user.id}`, { isActive: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isActive: false });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(401);
    expect((await auditRows(user.id)).map((r) => r.action)).toEqual(['sign_in', 'deactivate']);
    const renamed = await asAdmin('PATCH', `/api/staff/${created.staff._id}`, {
      name: 'Lab Technician',
      phone: '9123456789',
    });
    expect(renamed.statusCode).toBe(200);
    expect((await auditRows(created.staff._id)).at(-1)).toMatchObject({
      action: 'update',
      summary: 'Changed name, phone',
    });
  });

  it('never lets the last active clinicAdmin be deactivated or lose the role (409)', async () => {
    const own = await t.injectAs(['clinicAdmin'], { method: 'GET', url: '/api/auth/me' });
    const adminId = own.json<{ user: { id: string } }>().user.id;
    const others = await asAdmin('GET', '/api/staff?role=clinicAdmin&status=active');
    expect(others.json<{ total: number }>().total).toBe(1);
    const deactivate = await asAdmin('PATCH', `/api/staff/${adminId}`, { isActive: false });
    expect(deactivate.statusCode).toBe(409);
    expect(deactivate.json()).toMatchObject({ error: { message: LAST_ADMIN_MESSAGE } });
    const demote = await asAdmin('PATCH', `/api/staff/${adminId}`, { roles: ['reception'] });
    expect(demote.statusCode).toBe(409);
    const second = await t.createUser(['clinicAdmin']);
    expect((await asAdmin('PATCH', `/api/staff/${second.id}`, { roles: ['reception'] })).statusCode).toBe(200);
  });

  it('refuses a duplicate email (409) and is refused to a nurse (403)', async () => {
    const a = (await asAdmin('POST', '/api/staff', nurseInput('a-nurse@clinic.in'))).json<Created>();
    await asAdmin('POST', '/api/staff', nurseInput('b-nurse@clinic.in'));
    expect((await asAdmin('PATCH', `/api/staff/${a.staff._id}`, { email: 'B-NURSE@clinic.in' })).statusCode).toBe(409);
    const res = await t.injectAs(['nurse'], {
      method: 'PATCH',
      url: `/api/staff/${a.staff._id}`,
      payload: { name: 'x' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('temporary passwords', () => {
  it('must be changed before anything else, then the user works normally', async () => {
    const created = (await asAdmin('POST', '/api/staff', nurseInput('first-login@clinic.in'))).json<Created>();
    const token = await t.login('first-login@clinic.in', created.temporaryPassword);
    const auth = { authorization: `Bearer ${token}` };
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth });
    expect(me.json()).toMatchObject({ user: { mustChangePassword: true } });
    const blocked = await t.app.inject({ method: 'GET', url: '/api/clinic', headers: auth });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ error: { code: 'PASSWORD_CHANGE_REQUIRED' } });
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: auth,
      payload: { currentPassword: created.temporaryPassword, newPassword: created.temporaryPassword },
    });
    expect(same.statusCode).toBe(400);
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: auth,
      payload: { currentPassword: created.temporaryPassword, newPassword: 'short' },
    });
    expect(short.json()).toMatchObject({ error: { fields: { newPassword: 'Use at least 10 characters' } } });
    for (const guessable of ['aaaaaaaaaa', 'password123', 'qwertyuiop']) {
      const weak = await t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: auth,
        payload: { currentPassword: created.temporaryPassword, newPassword: guessable },
      });
      expect(weak.statusCode, guessable).toBe(400);
      expect(weak.json<{ error: { fields: { newPassword: string } } }>().error.fields.newPassword).toMatch(
        /^This password is too easy to guess\. .+/,
      );
    }
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: auth,
      payload: { currentPassword: 'not-it', newPassword: 'a-brand-new-secret' },
    });
    expect(wrong.json()).toMatchObject({
      error: { fields: { currentPassword: 'The current password is not correct' } },
    });
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: auth,
      payload: { currentPassword: created.temporaryPassword, newPassword: 'a-brand-new-secret' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ user: { mustChangePassword: false } });
    expect((await t.app.inject({ method: 'GET', url: '/api/clinic', headers: auth })).statusCode).toBe(200);
    expect(await t.login('first-login@clinic.in', 'a-brand-new-secret')).toBeTruthy();
  });

  it('an admin reset ends the sessions and issues a new temporary password', async () => {
    const user = await t.createUser(['billing']);
    const token = await t.login(user.email);
    const res = await asAdmin('POST', `/api/staff/${user.id}/reset-password`);
    expect(res.statusCode).toBe(200);
    const { temporaryPassword } = res.json<{ temporaryPassword: string }>();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(401);
    await t.login(user.email, temporaryPassword);
    expect((await auditRows(user.id)).map((r) => r.action)).toContain('password_reset');
    const byBilling = await t.injectAs(['billing'], { method: 'POST', url: `/api/staff/${user.id}/reset-password` });
    expect(byBilling.statusCode).toBe(403);
  });
});
