import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const profile = {
  name: 'Sunrise Clinic',
  address: '12 MG Road, Pune',
  state: 'Maharashtra',
  gstin: '27aapfu0939f1zv',
  phone: '2026123456',
  email: 'desk@sunrise.in',
};
const png = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64')}`;

describe('/api/clinic', () => {
  it('starts empty, is saved by clinicAdmin and read by any signed-in user', async () => {
    const empty = await t.injectAs(['nurse'], { method: 'GET', url: '/api/clinic' });
    expect(empty.json()).toMatchObject({ name: '', hasLogo: false });
    const saved = await t.injectAs(['clinicAdmin'], { method: 'PUT', url: '/api/clinic', payload: profile });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ name: 'Sunrise Clinic', gstin: '27AAPFU0939F1ZV', state: 'Maharashtra' });
    const read = await t.injectAs(['pharmacy'], { method: 'GET', url: '/api/clinic' });
    expect(read.json()).toMatchObject({ name: 'Sunrise Clinic' });
    const audit = await t.database.db.execute(sql`select action, summary from audit_log where entity_type = 'clinic'`);
    expect(audit.rows[0]).toMatchObject({ action: 'create' });
  });

  it('checks the GSTIN check digit and its state code', async () => {
    const bad = await t.injectAs(['clinicAdmin'], {
      method: 'PUT',
      url: '/api/clinic',
      payload: { ...profile, gstin: '27AAPFU0939F1ZO' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: { fields: { gstin: 'GSTIN is not valid (check digit does not match)' } },
    });
    const wrongState = await t.injectAs(['clinicAdmin'], {
      method: 'PUT',
      url: '/api/clinic',
      payload: { ...profile, state: 'Karnataka' },
    });
    expect(wrongState.json<{ error: { fields: { gstin: string } } }>().error.fields.gstin).toMatch(/Karnataka \(29\)/);
  });

  it("keeps the pharmacy's retail and wholesale drug licence numbers for its invoices, and clears them", async () => {
    const licences = {
      drugLicenceRetail: 'KA-B21-123456 / KA-B20-123457',
      drugLicenceWholesale: 'KA-B21B-123458 / KA-B20B-123459',
    };
    const saved = await t.injectAs(['clinicAdmin'], {
      method: 'PUT',
      url: '/api/clinic',
      payload: { ...profile, ...licences },
    });
    expect(saved.json()).toMatchObject(licences);
    expect((await t.injectAs(['pharmacy'], { method: 'GET', url: '/api/clinic' })).json()).toMatchObject(licences);
    const audit = await t.database.db.execute<{ summary: string }>(
      sql`select summary from audit_log where entity_type = 'clinic' order by id desc limit 1`,
    );
    expect(audit.rows[0]?.summary).toContain('drugLicenceRetail');
    const long = await t.injectAs(['clinicAdmin'], {
      method: 'PUT',
      url: '/api/clinic',
      payload: { ...profile, drugLicenceRetail: 'K'.repeat(121) },
    });
    expect(long.statusCode).toBe(400);
    const cleared = await t.injectAs(['clinicAdmin'], {
      method: 'PUT',
      url: '/api/clinic',
      payload: { ...profile, drugLicenceRetail: '' },
    });
    expect(cleared.json()).toMatchObject({ drugLicenceRetail: null, drugLicenceWholesale: null });
  });

  it('keeps the ROHINI ID insurers ask for, 13 digits or none', async () => {
    const put = (rohiniId: string) =>
      t.injectAs(['clinicAdmin'], { method: 'PUT', url: '/api/clinic', payload: { ...profile, rohiniId } });
    expect((await put('8900080336474')).json()).toMatchObject({ rohiniId: '8900080336474' });
    const short = await put('89000803364');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ error: { fields: { rohiniId: 'The ROHINI ID is 13 digits' } } });
    expect((await t.injectAs(['billing'], { method: 'GET', url: '/api/clinic' })).json()).toMatchObject({
      rohiniId: '8900080336474',
    });
    expect((await put('')).json()).toMatchObject({ rohiniId: null });
  });

  it('is changed by clinicAdmin only (403)', async () => {
    const res = await t.injectAs(['reception'], { method: 'PUT', url: '/api/clinic', payload: profile });
    expect(res.statusCode).toBe(403);
  });

  it('stores a logo and serves it back as an image', async () => {
    await t.injectAs(['clinicAdmin'], { method: 'PUT', url: '/api/clinic', payload: profile });
    const put = await t.injectAs(['clinicAdmin'], {
      method: 'PUT',
      url: '/api/clinic/logo',
      payload: { dataUrl: png },
    });
    expect(put.statusCode).toBe(204);
    const logo = await t.injectAs(['doctor'], { method: 'GET', url: '/api/clinic/logo' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.subarray(0, 4).toString('latin1')).toBe('\x89PNG');
    const audited = await t.database.db.execute(sql`select summary from audit_log where summary = 'Changed logo'`);
    expect(audited.rows).toHaveLength(1);
    const svg = await t.injectAs(['clinicAdmin'], {
      method: 'PUT',
      url: '/api/clinic/logo',
      payload: { dataUrl: 'data:image/svg+xml;base64,PHN2Zy8+' },
    });
    expect(svg.statusCode).toBe(400);
    expect(
      (await t.injectAs(['doctor'], { method: 'PUT', url: '/api/clinic/logo', payload: { dataUrl: png } })).statusCode,
    ).toBe(403);
  });
});

describe('clinic clock', () => {
  it("tells any signed-in user the clinic's date and time, and nobody else", async () => {
    const res = await t.injectAs(['nurse'], { method: 'GET', url: '/api/clinic/clock' });
    expect(res.statusCode).toBe(200);
    const clock = res.json<{ timeZone: string; date: string }>();
    expect(clock.timeZone).toBe('Asia/Kolkata');
    expect(clock.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await t.app.inject({ method: 'GET', url: '/api/clinic/clock' })).statusCode).toBe(401);
  });
});
