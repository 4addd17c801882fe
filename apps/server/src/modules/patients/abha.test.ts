import { ABHA_ADDRESS_SHAPE, ABHA_NUMBER_CHECK_WARNING, ABHA_NUMBER_SHAPE, NOT_AN_ABHA_QR } from '@clinic/shared/abdm';
import { AADHAAR_NOT_STORED } from '@clinic/shared/india';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { ABHA_ALREADY_LINKED } from './abha-scan.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const as = (role: 'reception' | 'doctor', method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.injectAs([role], { method, url, payload });

let seq = 0;
/** A fresh 14-digit number ending in its Luhn check digit (test numbers must pass, as real ones do). */
function abhaNumber(): string {
  const body = `91${String(7000000000 + seq++).padStart(11, '0')}`;
  for (let d = 0; d <= 9; d++) {
    const digits = `${body}${d}`;
    let sum = 0;
    [...digits].reverse().forEach((c, i) => {
      const n = Number(c) * (i % 2 === 1 ? 2 : 1);
      sum += n > 9 ? n - 9 : n;
    });
    if (sum % 10 === 0) return `${digits.slice(0, 2)}-${digits.slice(2, 6)}-${digits.slice(6, 10)}-${digits.slice(10)}`;
  }
  throw new Error('unreachable');
}
let phone = 8100000000;
const patient = (overrides: Record<string, unknown> = {}) => ({
  givenName: 'Ravi',
  familyName: 'Sharma',
  age: 41,
  gender: 'Male',
  phone: String(phone++),
  address: 'Shivaji Nagar, Pune',
  ...overrides,
});
type P = {
  _id: string;
  mrn: string;
  abhaNumber: string | null;
  abhaAddress: string | null;
  abhaWarning: string | null;
};
const register = async (overrides: Record<string, unknown>, query = '') =>
  as('reception', 'POST', `/api/patients${query}`, patient(overrides));

describe('ABHA on the patient', () => {
  it('saves the number and address, shows the number as the card does, and searches by either', async () => {
    const number = abhaNumber();
    const res = await register({ abhaNumber: number.replaceAll('-', ' '), abhaAddress: 'Ravi.S_1985@ABDM' });
    expect(res.statusCode).toBe(201);
    const saved = res.json<P>();
    expect(saved).toMatchObject({ abhaNumber: number, abhaAddress: 'ravi.s_1985@abdm', abhaWarning: null });
    const stored = await t.database.db.execute(sql`select abha_number from patients where id = ${saved._id}`);
    expect(stored.rows[0]).toEqual({ abha_number: number.replaceAll('-', '') });
    for (const search of [number, number.replaceAll('-', ''), 'ravi.s_1985@abdm', 'RAVI.S_1985@abdm']) {
      const found = await as('reception', 'GET', `/api/patients?search=${encodeURIComponent(search)}`);
      expect(found.statusCode, search).toBe(200);
      expect(
        found.json<{ data: P[] }>().data.map((p) => p._id),
        search,
      ).toEqual([saved._id]);
    }
  });

  it('refuses a wrong shape with the message and only warns of a failing check digit', async () => {
    const short = await register({ abhaNumber: '91-7561-4088' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ error: { fields: { abhaNumber: ABHA_NUMBER_SHAPE } } });
    const address = await register({ abhaAddress: 'ravi@gmail.com' });
    expect(address.statusCode).toBe(400);
    expect(address.json()).toMatchObject({ error: { fields: { abhaAddress: ABHA_ADDRESS_SHAPE } } });
    const good = abhaNumber();
    const wrongCheck = `${good.slice(0, -1)}${(Number(good.at(-1)) + 1) % 10}`;
    const warned = await register({ abhaNumber: wrongCheck });
    expect(warned.statusCode).toBe(201);
    expect(warned.json<P>().abhaWarning).toBe(ABHA_NUMBER_CHECK_WARNING);
  });

  it('never stores a whole Aadhaar number in the national ID', async () => {
    const res = await register({ iquma: '2363 4379 4508' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { fields: { iquma: AADHAAR_NOT_STORED } } });
    expect((await register({ iquma: 'XXXX-XXXX-4508' })).statusCode).toBe(201);
  });

  it('refuses an ABHA another patient holds, naming that record, even when a duplicate is confirmed', async () => {
    const number = abhaNumber();
    const first = (await register({ abhaNumber: number, abhaAddress: 'asha.rao@abdm' })).json<P>();
    const again = await register({ givenName: 'Asha', abhaNumber: number }, '?allowDuplicate=true');
    expect(again.statusCode).toBe(409);
    const taken = again.json<{ error: { code: string; message: string } }>().error;
    expect(taken.code).toBe('ABHA_TAKEN');
    expect(taken.message).toContain(first.mrn);
    const byAddress = await register({ abhaAddress: 'ASHA.RAO@abdm' });
    expect(byAddress.statusCode).toBe(409);
    expect(byAddress.json<{ error: { fields: { abhaAddress: string } } }>().error.fields.abhaAddress).toContain(
      first.mrn,
    );
    const other = (await register({})).json<P>();
    const edit = await as('reception', 'PUT', `/api/patients/${other._id}`, patient({ abhaNumber: number }));
    expect(edit.statusCode).toBe(409);
  });

  it('lets only one of two desks saving the same ABHA at once have it', async () => {
    const number = abhaNumber();
    const replies = await Promise.all([register({ abhaNumber: number }), register({ abhaNumber: number })]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const held = await t.database.db.execute(
      sql`select count(*)::int as n from patients where abha_number = ${number.replaceAll('-', '')}`,
    );
    expect(held.rows[0]).toEqual({ n: 1 });
  });

  it('keeps the ABHA held when an edit leaves the fields out, and removes it when they are emptied', async () => {
    const number = abhaNumber();
    const saved = (await register({ abhaNumber: number })).json<P>();
    const kept = await as('reception', 'PUT', `/api/patients/${saved._id}`, patient({ city: 'Pune' }));
    expect(kept.json<P>().abhaNumber).toBe(number);
    const cleared = await as('reception', 'PUT', `/api/patients/${saved._id}`, patient({ abhaNumber: '' }));
    expect(cleared.json<P>().abhaNumber).toBeNull();
  });
});

const card = (number: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    hidn: number,
    hid: `scan${seq}@abdm`,
    name: 'Meena Kumari Iyer',
    gender: 'F',
    dob: '03-02-1979',
    mobile: String(phone++),
    address: '7 Temple Street',
    district_name: 'Chennai',
    'state name': 'TAMIL NADU',
    statelgd: '33',
    distlgd: '603',
    ...extra,
  });

describe('POST /api/patients/abha-scan', () => {
  it("fills a registration from a card, then finds the patient by the card's ABHA", async () => {
    const number = abhaNumber();
    const qr = card(number);
    const read = await as('reception', 'POST', '/api/patients/abha-scan', { qr });
    expect(read.statusCode).toBe(200);
    const { profile, match, candidates } = read.json<{
      profile: Record<string, string>;
      match: P | null;
      candidates: P[];
    }>();
    expect(match).toBeNull();
    expect(candidates).toEqual([]);
    expect(profile).toMatchObject({
      givenName: 'Meena',
      middleName: 'Kumari',
      familyName: 'Iyer',
      gender: 'Female',
      dateOfBirth: '1979-02-03',
      city: 'Chennai',
      state: 'Tamil Nadu',
    });
    const fields = Object.fromEntries(Object.entries(profile).filter(([key]) => key !== 'yearOfBirth'));
    const made = await as('reception', 'POST', '/api/patients', fields);
    expect(made.statusCode).toBe(201);
    const again = await as('reception', 'POST', '/api/patients/abha-scan', { qr });
    expect(again.json<{ match: P }>().match._id).toBe(made.json<P>()._id);
    const audit = await t.database.db.execute(
      sql`select summary from audit_log where entity_id = ${made.json<P>()._id} and action = 'view'`,
    );
    expect(audit.rows).toEqual([{ summary: 'Found by ABHA QR scan' }]);
  });

  it('offers a patient registered before the card by mobile and name, and links the ABHA to them', async () => {
    const earlier = (await register({ givenName: 'Meena', familyName: 'Iyer', gender: 'Female' })).json<
      P & { phone: string }
    >();
    const number = abhaNumber();
    const read = await as('reception', 'POST', '/api/patients/abha-scan', {
      qr: card(number, { mobile: earlier.phone }),
    });
    expect(read.json<{ candidates: P[] }>().candidates.map((c) => c._id)).toEqual([earlier._id]);
    const linked = await as('reception', 'PUT', `/api/patients/${earlier._id}/abha`, {
      abhaNumber: number,
      abhaAddress: 'meena.iyer@abdm',
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json<P>()).toMatchObject({ abhaNumber: number, abhaAddress: 'meena.iyer@abdm' });
    const other = await as('reception', 'PUT', `/api/patients/${earlier._id}/abha`, { abhaNumber: abhaNumber() });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ error: { message: ABHA_ALREADY_LINKED } });
    const empty = await as('reception', 'PUT', `/api/patients/${earlier._id}/abha`, {});
    expect(empty.statusCode).toBe(400);
  });

  it('refuses a code that is not an ABHA card with a message', async () => {
    for (const qr of ['upi://pay?pa=shop@upi', '{"name":"Ravi"}', 'MRN-000123']) {
      const res = await as('reception', 'POST', '/api/patients/abha-scan', { qr });
      expect(res.statusCode, qr).toBe(400);
      expect(res.json(), qr).toMatchObject({ error: { message: NOT_AN_ABHA_QR, fields: { qr: NOT_AN_ABHA_QR } } });
    }
    expect((await as('reception', 'POST', '/api/patients/abha-scan', { qr: '' })).statusCode).toBe(400);
  });

  it('is the registration desk’s: a doctor may neither scan nor link', async () => {
    const scan = await as('doctor', 'POST', '/api/patients/abha-scan', { qr: card(abhaNumber()) });
    expect(scan.statusCode).toBe(403);
    const someone = (await register({})).json<P>();
    const link = await as('doctor', 'PUT', `/api/patients/${someone._id}/abha`, { abhaNumber: abhaNumber() });
    expect(link.statusCode).toBe(403);
  });
});
