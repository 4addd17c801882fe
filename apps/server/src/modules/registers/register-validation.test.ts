import type { RegisterEntry, RegisterList } from '@clinic/shared/registers';
import { CORRECT_THE_LATEST } from '@clinic/shared/registers';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Roles = Parameters<TestApp['injectAs']>[0];
const post = (url: string, payload: object, roles: Roles = ['clinicAdmin']) =>
  t.injectAs(roles, { method: 'POST', url, payload, headers: { 'idempotency-key': randomUUID() } });
const get = (url: string, roles: Roles = ['clinicAdmin']) => t.injectAs(roles, { method: 'GET', url });
const MARCH = 'from=2026-03-01&to=2026-03-31';

const birth = {
  outcome: 'Live birth',
  bornAt: '2026-03-05T04:20:00+05:30',
  sex: 'Female',
  weightGrams: 2950,
  gestationWeeks: 39,
  deliveryMethod: 'Natural',
  motherName: 'Kavita Shinde',
  motherAge: 27,
  fatherName: 'Rohan Shinde',
  address: 'Kothrud, Pune',
  attendedBy: 'Dr. Meera Joshi',
  informantName: 'Rohan Shinde',
};
const death = {
  deceasedName: 'Ramesh Gokhale',
  sex: 'Male',
  ageYears: 74,
  diedAt: '2026-03-06T23:45:00+05:30',
  address: 'Deccan Gymkhana, Pune',
  relativeName: 'Sunita Gokhale',
  immediateCause: 'Cardiogenic shock',
  antecedentCause: 'Acute anterior wall myocardial infarction',
  underlyingCause: 'Coronary artery disease',
  manner: 'Natural',
  certifiedBy: 'Dr. Vikram Rao',
  informantName: 'Sunita Gokhale',
};

/** The 400 reply of an entry refused on its details: the first message, and each field's. */
const refusal = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(400);
  const { error } = res.json() as { error: { code: string; message: string; fields: Record<string, string> } };
  expect(error.code).toBe('VALIDATION_FAILED');
  return error;
};

describe('the birth register’s prescribed fields', () => {
  it('takes a complete birth, numbered in the year of the birth', async () => {
    const res = await post('/api/registers/birth', { details: birth });
    expect(res.statusCode).toBe(201);
    expect(res.json<RegisterEntry>()).toMatchObject({
      register: 'birth',
      serial: 'BR/2026/00001',
      version: 1,
      originalId: null,
      occurredAt: '2026-03-04T22:50:00.000Z',
      details: { bornAt: birth.bornAt, weightGrams: 2950, motherName: 'Kavita Shinde', childName: '' },
    });
  });

  it('refuses a birth without its time or with an impossible weight, naming the field, and numbers none', async () => {
    // Undefined is left out of the JSON body: the field is missing.
    const noTime = { ...birth, bornAt: undefined };
    const missing = refusal(await post('/api/registers/birth', { details: noTime }));
    expect(missing.fields).toEqual({ 'details.bornAt': 'Enter the date and time of birth' });
    expect(missing.message).toBe('Enter the date and time of birth');

    const notATime = refusal(await post('/api/registers/birth', { details: { ...birth, bornAt: '5 March, early' } }));
    expect(notATime.fields).toEqual({ 'details.bornAt': 'Enter the date and time of birth' });

    const light = refusal(await post('/api/registers/birth', { details: { ...birth, weightGrams: 150 } }));
    expect(light.fields).toEqual({ 'details.weightGrams': 'Enter the weight in grams' });
    const words = refusal(await post('/api/registers/birth', { details: { ...birth, weightGrams: 'about 3 kg' } }));
    expect(words.fields).toEqual({ 'details.weightGrams': 'Enter the weight in grams' });

    const both = refusal(await post('/api/registers/birth', { details: { ...noTime, weightGrams: 199 } }));
    expect(both.fields).toEqual({
      'details.bornAt': 'Enter the date and time of birth',
      'details.weightGrams': 'Enter the weight in grams',
    });

    // The lightest weight allowed is taken; the refusals above left no gap in the series.
    const lightest = await post('/api/registers/birth', { details: { ...birth, weightGrams: 200 } });
    expect(lightest.statusCode).toBe(201);
    expect(lightest.json<RegisterEntry>().serial).toBe('BR/2026/00002');
  });
});

describe('the death register’s prescribed fields', () => {
  it('takes a complete death, with its causes', async () => {
    const res = await post('/api/registers/death', { details: death });
    expect(res.statusCode).toBe(201);
    expect(res.json<RegisterEntry>()).toMatchObject({
      register: 'death',
      serial: 'DR/2026/00001',
      version: 1,
      occurredAt: '2026-03-06T18:15:00.000Z',
      details: { immediateCause: 'Cardiogenic shock', manner: 'Natural', informantAddress: '' },
    });
  });

  it('refuses a death without its immediate cause or with a manner not in the list', async () => {
    const noCause = { ...death, immediateCause: undefined };
    const missing = refusal(await post('/api/registers/death', { details: noCause }));
    expect(missing.fields).toEqual({ 'details.immediateCause': 'Enter the immediate cause of death' });

    const blank = refusal(await post('/api/registers/death', { details: { ...death, immediateCause: '   ' } }));
    expect(blank.fields).toEqual({ 'details.immediateCause': 'Enter the immediate cause of death' });

    const manner = refusal(await post('/api/registers/death', { details: { ...death, manner: 'Unknown' } }));
    expect(manner.fields).toEqual({ 'details.manner': 'Choose the manner of death' });
    expect(manner.message).toBe('Choose the manner of death');

    const both = refusal(await post('/api/registers/death', { details: { ...noCause, manner: 'natural' } }));
    expect(both.fields).toEqual({
      'details.immediateCause': 'Enter the immediate cause of death',
      'details.manner': 'Choose the manner of death',
    });

    const deaths = (await get(`/api/registers/death?${MARCH}`)).json<RegisterList>();
    expect(deaths.entries.map((e) => e.serial)).toEqual(['DR/2026/00001']);
  });
});

describe('two corrections of one entry at the same time', () => {
  it('takes one and tells the other to correct the latest version', async () => {
    const made = await post('/api/registers/birth', { details: { ...birth, motherName: 'Pooja Kale' } });
    expect(made.statusCode).toBe(201);
    const original = made.json<RegisterEntry>();
    const correct = (id: string, weightGrams: number, reason: string) =>
      post(`/api/registers/entries/${id}/corrections`, {
        details: { ...birth, motherName: 'Pooja Kale', weightGrams },
        reason,
      });

    const replies = await Promise.all([
      correct(original._id, 3010, 'Weight misread from the scale'),
      correct(original._id, 3020, 'Weighed again on the ward'),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const won = replies.find((r) => r.statusCode === 201)!.json<RegisterEntry>();
    const lost = replies.find((r) => r.statusCode === 409)!;
    expect(lost.json()).toEqual({ error: { code: 'CONFLICT', message: CORRECT_THE_LATEST } });
    expect(won).toMatchObject({ serial: original.serial, version: 2, originalId: original._id });

    // The original is now an old version: correcting it again is refused too.
    const late = await correct(original._id, 3030, 'A third reading');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: { code: 'CONFLICT', message: CORRECT_THE_LATEST } });

    // The version that was taken is the latest one, and it can be corrected.
    const next = await correct(won._id, 3040, 'Weighed on the calibrated scale');
    expect(next.statusCode).toBe(201);
    expect(next.json<RegisterEntry>()).toMatchObject({ serial: original.serial, version: 3, originalId: original._id });

    const list = (await get(`/api/registers/birth?${MARCH}`)).json<RegisterList>();
    const shown = list.entries.find((e) => e.serial === original.serial)!;
    expect(shown).toMatchObject({ version: 3, details: { weightGrams: 3040 } });
    expect(shown.history.map((h) => [h.version, h.details.weightGrams])).toEqual([
      [1, 2950],
      [2, won.details.weightGrams],
    ]);
  });
});

describe('writing to the registers', () => {
  it('is refused to a role that may read them but not write them', async () => {
    const role = await post('/api/roles', { name: 'Records clerk', permissions: ['registers.view'] });
    expect(role.statusCode).toBe(201);
    const clerk = await t.createUser([], { name: 'Records Clerk' });
    const given = await t.injectAs(['clinicAdmin'], {
      method: 'PATCH',
      url: `/api/staff/${clerk.id}`,
      payload: { customRoleIds: [role.json<{ _id: string }>()._id] },
    });
    expect(given.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${await t.login(clerk.email)}` };
    const asClerk = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: { ...headers, 'idempotency-key': randomUUID() } });

    const before = await asClerk('GET', `/api/registers/birth?${MARCH}`);
    expect(before.statusCode).toBe(200);
    const serials = before.json<RegisterList>().entries.map((e) => e.serial);
    expect(serials.length).toBeGreaterThan(0);

    const forbidden = { error: { code: 'FORBIDDEN', message: "You don't have permission to access this page." } };
    const entry = await asClerk('POST', '/api/registers/birth', { details: birth });
    expect(entry.statusCode).toBe(403);
    expect(entry.json()).toEqual(forbidden);
    const correction = await asClerk('POST', `/api/registers/entries/${randomUUID()}/corrections`, {
      details: birth,
      reason: 'Typing error',
    });
    expect(correction.statusCode).toBe(403);
    expect((await post('/api/registers/death', { details: death }, ['doctor'])).statusCode).toBe(403);
    expect((await post('/api/registers/birth', { details: birth }, ['nurse'])).statusCode).toBe(403);

    const after = (await get(`/api/registers/birth?${MARCH}`)).json<RegisterList>();
    expect(after.entries.map((e) => e.serial)).toEqual(serials);
  });
});
