import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => t.close());

// 20:00 UTC is 01:30 the next morning in the clinic (Asia/Kolkata): the UTC date is a day behind.
const clinicNightOf27Nov = new Date('2026-11-26T20:00:00Z');
const at = (instant: Date | string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant) });

const register = (over: Record<string, unknown>) =>
  t.injectAs(['reception'], {
    method: 'POST',
    url: '/api/patients?allowDuplicate=true',
    payload: {
      givenName: 'Lakshmi',
      familyName: 'Iyer',
      gender: 'Female',
      phone: `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      address: 'Mylapore, Chennai',
      ...over,
    },
  });

// A fresh sign-in at the faked instant: a session from a year earlier has rightly expired.
const ageOf = async (id: string) => {
  const user = await t.createUser(['reception']);
  const token = await t.login(user.email);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/patients/${id}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ age: number }>().age;
};

describe('a patient’s age on the clinic’s calendar', () => {
  it('counts a birthday from the clinic’s midnight, not UTC’s', async () => {
    at(clinicNightOf27Nov);
    const res = await register({ dateOfBirth: '1990-11-27' });
    expect(res.statusCode).toBe(201);
    expect(res.json<{ age: number }>().age).toBe(36);
  });

  it('dates an age given without a date of birth by the clinic’s day, so it grows on the right day', async () => {
    at(clinicNightOf27Nov);
    const res = await register({ age: 30 });
    expect(res.statusCode, res.body).toBe(201);
    const { _id } = res.json<{ _id: string }>();
    // A year on, the afternoon before the anniversary of the registration: still 30.
    at('2027-11-26T12:00:00Z');
    expect(await ageOf(_id)).toBe(30);
    at('2027-11-26T19:00:00Z');
    expect(await ageOf(_id)).toBe(31);
  });
});
