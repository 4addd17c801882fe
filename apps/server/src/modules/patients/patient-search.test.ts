import { MOBILE_MUST_START } from '@clinic/shared/india';
import { INVALID_PHONE } from '@clinic/shared/http';
import { PHONE_SEARCH_TOO_SHORT, phoneticKey } from '@clinic/shared/patients';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type P = { _id: string; mrn: string; phone: string; givenName: string; familyName: string };
const register = (givenName: string, familyName: string, phone: string) =>
  t.injectAs(['reception'], {
    method: 'POST',
    url: '/api/patients?allowDuplicate=true',
    payload: { givenName, familyName, age: 40, gender: 'Female', phone, address: 'Pune' },
  });
const search = async (q: string) =>
  t.injectAs(['reception'], { method: 'GET', url: `/api/patients?search=${encodeURIComponent(q)}` });
const found = async (q: string) => (await search(q)).json<{ data: P[] }>().data.map((p) => p.givenName);

describe('phone numbers as people write them', () => {
  it('stores "+91 98765 43210", "098765 43210" and "98765-43210" as one ten-digit mobile', async () => {
    for (const [i, written] of ['+91 98765 43211', '098765 43212', '98765-43213', '(98765) 43214'].entries()) {
      const res = await register(`Written${'abcd'[i]}`, 'Phone', written);
      expect(res.statusCode, written).toBe(201);
      expect(res.json<P>().phone).toBe(`987654321${i + 1}`);
    }
  });

  it('refuses a number that is not a mobile, saying why', async () => {
    const landline = await register('Land', 'Line', '5876543210');
    expect(landline.statusCode).toBe(400);
    expect(landline.json()).toMatchObject({ error: { fields: { phone: MOBILE_MUST_START } } });
    const short = await register('Short', 'Number', '98765 4321');
    expect(short.json()).toMatchObject({ error: { fields: { phone: INVALID_PHONE } } });
    const twelve = await register('Long', 'Number', '919876543210123');
    expect(twelve.json()).toMatchObject({ error: { fields: { phone: INVALID_PHONE } } });
  });
});

describe('finding a patient by any part of the phone and any spelling of the name', () => {
  beforeAll(async () => {
    for (const [given, family, phone] of [
      ['Lakshmi', 'Narayanan', '9123409876'],
      ['Mohammed', 'Siddiqui', '8123409877'],
      ['Shrinivas', 'Kulkarni', '7123409878'],
    ])
      expect((await register(given!, family!, phone!)).statusCode).toBe(201);
  });

  it('finds Lakshmi as "Laxmi", Mohammed as "Mohd" or "Muhammad", Shrinivas as "Srinivas"', async () => {
    expect(await found('Laxmi')).toEqual(['Lakshmi']);
    expect(await found('laxmi narayanan')).toEqual(['Lakshmi']);
    expect(await found('Mohd')).toEqual(['Mohammed']);
    expect(await found('Muhammad Siddiqui')).toEqual(['Mohammed']);
    expect(await found('Srinivas')).toEqual(['Shrinivas']);
  });

  it('finds by five or more digits of the phone, or the whole number written any way', async () => {
    expect(await found('12340987')).toEqual(expect.arrayContaining(['Lakshmi']));
    expect(await found('409877')).toEqual(['Mohammed']);
    expect(await found('+91 71234 09878')).toEqual(['Shrinivas']);
    const short = await search('1234');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ error: { fields: { search: PHONE_SEARCH_TOO_SHORT } } });
  });

  it('ranks names spelled as typed before those that only sound alike, across pages', async () => {
    // Registered after Lakshmi, so by MRN alone they would come first.
    for (const [i, given] of ['Luxmi', 'Laxmi', 'Lekshmi', 'Laxmi'].entries())
      expect((await register(given, `Rank${i}`, `912341000${i}`)).statusCode).toBe(201);
    const page = async (cursor?: string) =>
      (
        await t.injectAs(['reception'], {
          method: 'GET',
          url: `/api/patients?search=laxmi&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        })
      ).json<{ data: P[]; nextCursor: string | null }>();
    const first = await page();
    expect(first.data.map((p) => `${p.givenName} ${p.familyName}`)).toEqual(['Laxmi Rank3', 'Laxmi Rank1']);
    expect(first.nextCursor).toBe('p');
    const second = await page(first.nextCursor ?? '');
    expect(second.data.map((p) => p.givenName)).toEqual(['Lekshmi', 'Luxmi']);
    const third = await page(second.nextCursor ?? '');
    expect(third.data.map((p) => p.givenName)).toEqual(['Lakshmi']);
    expect(third.nextCursor).toBeNull();
    const bad = await t.injectAs(['reception'], { method: 'GET', url: '/api/patients?search=laxmi&cursor=q12' });
    expect(bad.statusCode).toBe(400);
  });

  it('keys names in the database exactly as the search keys words', async () => {
    const rows = await t.database.db.execute<{ given: string; family: string; key: string }>(
      sql`select given_name as given, family_name as family, name_key as key from patients`,
    );
    expect(rows.rows.length).toBeGreaterThan(5);
    for (const r of rows.rows) expect(r.key, `${r.given} ${r.family}`).toBe(phoneticKey(`${r.given} ${r.family}`));
  });
});
