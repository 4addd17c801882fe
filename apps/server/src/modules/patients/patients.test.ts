import { POSSIBLE_DUPLICATE, SEARCH_TOO_SHORT } from '@clinic/shared/patients';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const asReception = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.injectAs(['reception'], { method, url, payload });

let phoneSeq = 9000000000;
const patient = (overrides: Record<string, unknown> = {}) => ({
  patientCategory: 'Regular',
  title: 'Mrs.',
  givenName: 'Asha',
  familyName: 'Rao',
  age: 34,
  gender: 'Female',
  phone: String(phoneSeq++),
  address: '12 MG Road',
  city: 'Pune',
  ...overrides,
});
type P = { _id: string; mrn: string; age: number; phone: string; givenName: string };

describe('POST /api/patients', () => {
  it('registers with the renamed payload, assigns sequential MRNs and audits it', async () => {
    const first = await asReception(
      'POST',
      '/api/patients',
      patient({ iquma: 'IQ-1', middleName: 'K', email: 'asha@x.in' }),
    );
    expect(first.statusCode).toBe(201);
    const a = first.json<P & Record<string, unknown>>();
    expect(a).toMatchObject({
      givenName: 'Asha',
      familyName: 'Rao',
      iquma: 'IQ-1',
      age: 34,
      isAdmitted: false,
      profileImage: null,
    });
    expect(a.mrn).toMatch(/^MRN-\d{6}$/);
    const second = (
      await asReception('POST', '/api/patients', patient({ givenName: 'Ravi', familyName: 'Kumar' }))
    ).json<P>();
    expect(Number(second.mrn.slice(4))).toBe(Number(a.mrn.slice(4)) + 1);
    const audit = await t.database.db.execute(sql`select action, summary from audit_log where entity_id = ${a._id}`);
    expect(audit.rows).toEqual([{ action: 'create', summary: `Registered ${a.mrn}` }]);
  });

  it('derives the age from a date of birth', async () => {
    const born = new Date();
    born.setFullYear(born.getFullYear() - 40);
    born.setDate(born.getDate() - 1);
    const res = await asReception(
      'POST',
      '/api/patients',
      patient({ givenName: 'Dob', dateOfBirth: born.toISOString().slice(0, 10), age: 3 }),
    );
    expect(res.json()).toMatchObject({ age: 40 });
  });

  it('takes an empty age for no age, never 0: required unless a date of birth gives it', async () => {
    for (const age of ['', null, undefined]) {
      const res = await asReception('POST', '/api/patients', patient({ givenName: 'Noage', age }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { fields: { age: 'This field is required' } } });
    }
    const infant = await asReception('POST', '/api/patients', patient({ givenName: 'Newborn', age: 0 }));
    expect(infant.json()).toMatchObject({ age: 0 });
    const born = await asReception(
      'POST',
      '/api/patients',
      patient({ givenName: 'Dobonly', age: '', dateOfBirth: '2000-01-15' }),
    );
    expect(born.statusCode).toBe(201);
    expect(born.json<P>().age).toBeGreaterThanOrEqual(25);
  });

  it('gives each validation message of the spec', async () => {
    const res = await asReception('POST', '/api/patients', { email: 'nope', phone: '123' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      givenName: 'This field is required',
      familyName: 'This field is required',
      age: 'This field is required',
      gender: 'This field is required',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid 10-digit phone number',
      address: 'This field is required',
    });
  });

  it('refuses a possible duplicate (409) unless confirmed', async () => {
    const original = (
      await asReception('POST', '/api/patients', patient({ givenName: 'Sunil', familyName: 'Patil' }))
    ).json<P>();
    const again = patient({ givenName: 'Sunil', familyName: 'Patil', phone: original.phone });
    const refused = await asReception('POST', '/api/patients', again);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'POSSIBLE_DUPLICATE', message: POSSIBLE_DUPLICATE } });
    const candidates = await asReception(
      'GET',
      `/api/patients/possible-duplicates?givenName=Sunil&familyName=Patil&phone=${original.phone}`,
    );
    expect(candidates.json<P[]>().map((p) => p.mrn)).toEqual([original.mrn]);
    const saved = await asReception('POST', '/api/patients?allowDuplicate=true', again);
    expect(saved.statusCode).toBe(201);
  });

  it('is refused to a nurse (403) and needs a session (401)', async () => {
    expect((await t.injectAs(['nurse'], { method: 'POST', url: '/api/patients', payload: patient() })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'POST', url: '/api/patients', payload: patient() })).statusCode).toBe(401);
  });
});

describe('GET /api/patients', () => {
  it('finds by name fragment, by two words, by MRN (with or without prefix) and by phone', async () => {
    const p = (
      await asReception('POST', '/api/patients', patient({ givenName: 'Zubeida', familyName: 'Shaikhbegum' }))
    ).json<P>();
    const byFragment = await asReception('GET', '/api/patients?search=beid');
    expect(byFragment.json<{ data: P[] }>().data.map((x) => x.mrn)).toEqual([p.mrn]);
    const byWords = await asReception('GET', '/api/patients?search=zubeida%20shaikh');
    expect(byWords.json<{ data: P[] }>().data).toHaveLength(1);
    const byMrn = await asReception('GET', `/api/patients?mrn=${p.mrn.toLowerCase()}`);
    expect(byMrn.json<{ data: P[] }>().data[0]?._id).toBe(p._id);
    const byNumber = await asReception('GET', `/api/patients?mrn=${Number(p.mrn.slice(4))}`);
    expect(byNumber.json<{ data: P[] }>().data[0]?._id).toBe(p._id);
    const byPhone = await asReception('GET', `/api/patients?search=${p.phone}`);
    expect(byPhone.json<{ data: P[] }>().data[0]?._id).toBe(p._id);
    expect((await asReception('GET', '/api/patients?mrn=MRN-999999')).json<{ data: P[] }>().data).toEqual([]);
  });

  it('refuses a 1–2 character search with a clear message', async () => {
    const res = await asReception('GET', '/api/patients?search=as');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { message: SEARCH_TOO_SHORT, fields: { search: SEARCH_TOO_SHORT } } });
  });

  it('pages with a keyset cursor, newest first, without repeats', async () => {
    for (let i = 0; i < 5; i++)
      await asReception('POST', '/api/patients', patient({ givenName: `Pagetest${i}`, familyName: 'Keyset' }));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `/api/patients?search=keyset&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await asReception('GET', url)).json<{ data: P[]; nextCursor: string | null }>();
      seen.push(...page.data.map((x) => x.givenName));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['Pagetest4', 'Pagetest3', 'Pagetest2', 'Pagetest1', 'Pagetest0']);
  });

  it('splits out-patients and in-patients', async () => {
    const p = (
      await asReception('POST', '/api/patients', patient({ givenName: 'Admitted', familyName: 'Person' }))
    ).json<P>();
    await t.database.db.execute(sql`update patients set is_admitted = true where id = ${p._id}`);
    const inpatients = (await asReception('GET', '/api/patients?admitted=true')).json<{ data: P[] }>().data;
    expect(inpatients.map((x) => x._id)).toEqual([p._id]);
    const outpatients = (await asReception('GET', '/api/patients?admitted=false&limit=100')).json<{ data: P[] }>().data;
    expect(outpatients.map((x) => x._id)).not.toContain(p._id);
  });

  it('is readable by a doctor but not by inventory (403)', async () => {
    expect((await t.injectAs(['doctor'], { method: 'GET', url: '/api/patients' })).statusCode).toBe(200);
    expect((await t.injectAs(['inventory'], { method: 'GET', url: '/api/patients' })).statusCode).toBe(403);
  });
});

describe('GET and PUT /api/patients/:id', () => {
  it('reads a record and audits the view', async () => {
    const p = (await asReception('POST', '/api/patients', patient({ givenName: 'Viewed' }))).json<P>();
    const res = await t.injectAs(['doctor'], { method: 'GET', url: `/api/patients/${p._id}` });
    expect(res.statusCode).toBe(200);
    const views = await t.database.db.execute(
      sql`select actor_role from audit_log where entity_id = ${p._id} and action = 'view'`,
    );
    expect(views.rows).toEqual([{ actor_role: 'doctor' }]);
  });

  it('answers 404 with the spec message and 400 to a bad id', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const res = await asReception('GET', `/api/patients/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { message: `Patient with ID ${id} not found` } });
    expect((await asReception('GET', '/api/patients/abc')).statusCode).toBe(400);
    expect((await asReception('PUT', `/api/patients/${id}`, patient())).statusCode).toBe(404);
  });

  it('edits every field but the MRN, and audits the changed field names', async () => {
    const p = (await asReception('POST', '/api/patients', patient({ givenName: 'Editme' }))).json<P>();
    const res = await asReception('PUT', `/api/patients/${p._id}`, {
      ...patient({ givenName: 'Editme', phone: '9812345678' }),
      bloodGroup: 'O+',
      mrn: 'HACKED',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mrn: p.mrn, phone: '9812345678', bloodGroup: 'O+' });
    const audit = await t.database.db.execute(
      sql`select summary from audit_log where entity_id = ${p._id} and action = 'update'`,
    );
    expect(audit.rows).toEqual([{ summary: `Changed phone, bloodGroup of ${p.mrn}` }]);
    expect(
      (await t.injectAs(['doctor'], { method: 'PUT', url: `/api/patients/${p._id}`, payload: patient() })).statusCode,
    ).toBe(403);
    const invalid = await asReception('PUT', `/api/patients/${p._id}`, patient({ phone: '12' }));
    expect(invalid.json()).toMatchObject({
      error: { fields: { phone: 'Please enter a valid 10-digit phone number' } },
    });
  });
});
