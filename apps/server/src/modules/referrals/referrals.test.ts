import { DUPLICATE_REFERRAL_CODE } from '@clinic/shared/referrals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.injectAs(['reception'], { method, url, payload });
const referral = (overrides: Record<string, unknown> = {}) => ({
  name: 'Dr. Meera Nair',
  referralType: 'Doctor',
  referralCode: 'REF-001',
  speciality: 'Cardiology',
  address: 'Ruby Hall, Pune',
  state: 'Maharashtra',
  phone: '9822012345',
  email: 'meera@ruby.in',
  ...overrides,
});
type R = { _id: string; name: string; referralCode: string; updatedAt: string };

describe('/api/referrals', () => {
  it('adds, reads, updates and deletes a referral, with timestamps', async () => {
    const created = await as('POST', '/api/referrals', referral());
    expect(created.statusCode).toBe(201);
    const r = created.json<R>();
    expect(r).toMatchObject({ name: 'Dr. Meera Nair', referralType: 'Doctor', email: 'meera@ruby.in', city: null });
    expect((await as('GET', `/api/referrals/${r._id}`)).json()).toMatchObject({ referralCode: 'REF-001' });
    const updated = await as('PUT', `/api/referrals/${r._id}`, referral({ city: 'Pune', phone: '9822099999' }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json<R>().updatedAt >= r.updatedAt).toBe(true);
    expect(updated.json()).toMatchObject({ city: 'Pune', phone: '9822099999' });
    const removed = await as('DELETE', `/api/referrals/${r._id}`);
    expect(removed.json()).toEqual({ message: 'Referral deleted successfully' });
    const gone = await as('GET', `/api/referrals/${r._id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ error: { message: `Referral with ID ${r._id} not found` } });
    expect((await as('POST', '/api/referrals', referral())).statusCode).toBe(201);
  });

  it('searches name, email, phone or code, and filters by type', async () => {
    await as(
      'POST',
      '/api/referrals',
      referral({
        name: 'Jehangir Hospital',
        referralType: 'Hospital',
        referralCode: 'JH-7',
        email: '',
        phone: '2026050000',
      }),
    );
    const byName = (await as('GET', '/api/referrals?search=jehangir')).json<{ data: R[] }>();
    expect(byName.data.map((x) => x.referralCode)).toEqual(['JH-7']);
    expect((await as('GET', '/api/referrals?search=jh-7')).json<{ total: number }>().total).toBe(1);
    expect((await as('GET', '/api/referrals?search=2026050000')).json<{ total: number }>().total).toBe(1);
    expect(
      (await as('GET', '/api/referrals?type=Hospital'))
        .json<{ data: R[] }>()
        .data.every((x) => x.name === 'Jehangir Hospital'),
    ).toBe(true);
    expect((await as('GET', '/api/referrals?type=Clinic')).json<{ total: number }>().total).toBe(0);
  });

  it('keeps referral codes unique, whatever the case (409)', async () => {
    await as('POST', '/api/referrals', referral({ referralCode: 'UNIQ-1' }));
    const dup = await as('POST', '/api/referrals', referral({ referralCode: 'uniq-1' }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ error: { message: DUPLICATE_REFERRAL_CODE } });
    const other = (await as('POST', '/api/referrals', referral({ referralCode: 'UNIQ-2' }))).json<R>();
    expect((await as('PUT', `/api/referrals/${other._id}`, referral({ referralCode: 'UNIQ-1' }))).statusCode).toBe(409);
  });

  it('gives the spec messages', async () => {
    const missing = await as('POST', '/api/referrals', { name: '', referralCode: '', address: '', phone: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: { message: 'Please fill in all required fields' } });
    const email = await as('POST', '/api/referrals', referral({ referralCode: 'E-1', email: 'bad' }));
    expect(email.json()).toMatchObject({ error: { message: 'Please enter a valid email address' } });
    const phone = await as('POST', '/api/referrals', referral({ referralCode: 'E-2', phone: '12345' }));
    expect(phone.json()).toMatchObject({ error: { message: 'Please enter a valid 10-digit phone number' } });
  });

  it('is for reception (403 for a doctor) and 404 for an unknown id', async () => {
    expect((await t.injectAs(['doctor'], { method: 'GET', url: '/api/referrals' })).statusCode).toBe(403);
    expect(
      (await t.injectAs(['doctor'], { method: 'POST', url: '/api/referrals', payload: referral() })).statusCode,
    ).toBe(403);
    const id = '00000000-0000-4000-8000-000000000002';
    expect((await as('PUT', `/api/referrals/${id}`, referral({ referralCode: 'X-1' }))).statusCode).toBe(404);
    expect((await as('DELETE', `/api/referrals/${id}`)).statusCode).toBe(404);
  });
});
