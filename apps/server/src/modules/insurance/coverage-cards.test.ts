import type { Role } from '@clinic/shared/auth';
import { DOCUMENT_WRONG_TYPE, type Coverage, type Payer } from '@clinic/shared/insurance';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { newPatient } from '../admissions/admission-fixtures.ts';
import { NO_CARD } from './coverage-cards.service.ts';

let t: TestApp;
let patientId: string;
let cover: Coverage;
beforeAll(async () => {
  t = await buildTestApp();
  const payer = (
    await as(['billing'], 'POST', '/api/payers', { name: 'Care Health', kind: 'Insurer', code: 'CARE' })
  ).json<Payer>();
  patientId = await newPatient(t, 'Card');
  cover = (
    await as(['reception'], 'POST', `/api/patients/${patientId}/coverages`, {
      payerId: payer._id,
      policyNumber: 'CH/2026/1',
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
    })
  ).json<Coverage>();
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT' | 'POST';
const as = (roles: Role[], method: Method, url: string, payload?: object) =>
  t.injectAs(roles, { method, url, payload, headers: method === 'POST' ? { 'idempotency-key': randomUUID() } : {} });
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
const messageOf = (res: { json: () => unknown }) => (res.json() as { error: { message: string } }).error.message;

describe("a cover's ID card scan", () => {
  it('is attached at reception, shown on the cover, replaced by a new scan and read back byte for byte, audited', async () => {
    expect(cover.card).toBeNull();
    expect((await as(['reception'], 'GET', `/api/coverages/${cover._id}/card`)).statusCode).toBe(404);
    const first = await as(['reception'], 'PUT', `/api/coverages/${cover._id}/card`, {
      fileName: 'e-card front.jpg',
      dataUrl: dataUrl('image/jpeg', jpeg),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json<Coverage>().card).toMatchObject({ fileName: 'e-card front.jpg' });
    const replaced = await as(['billing'], 'PUT', `/api/coverages/${cover._id}/card`, {
      fileName: 'e-card.pdf',
      dataUrl: dataUrl('application/pdf', pdf),
    });
    expect(replaced.json<Coverage>().card?.fileName).toBe('e-card.pdf');
    const listed = (await as(['reception'], 'GET', `/api/patients/${patientId}/coverages`)).json<Coverage[]>();
    expect(listed[0]?.card?.fileName).toBe('e-card.pdf');

    const file = await as(['billing'], 'GET', `/api/coverages/${cover._id}/card`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="e-card.pdf"/);
    expect(file.rawPayload).toEqual(pdf);
    const audit = await t.database.db.execute(
      sql`select action, summary from audit_log where entity_id = ${patientId} and summary like '%ID card%' order by at`,
    );
    expect(audit.rows).toEqual([
      { action: 'update', summary: 'Attached the ID card of a cover' },
      { action: 'update', summary: 'Attached the ID card of a cover' },
      { action: 'view', summary: 'Opened the ID card of a cover' },
    ]);
  });

  it('refuses a file that is not the image or PDF it claims to be (400), and an unknown cover (404)', async () => {
    const fake = await as(['reception'], 'PUT', `/api/coverages/${cover._id}/card`, {
      fileName: 'card.png',
      dataUrl: dataUrl('image/png', pdf),
    });
    expect(fake.statusCode).toBe(400);
    expect(messageOf(fake)).toBe(DOCUMENT_WRONG_TYPE);
    const noName = await as(['reception'], 'PUT', `/api/coverages/${cover._id}/card`, {
      dataUrl: dataUrl('image/jpeg', jpeg),
    });
    expect(noName.statusCode).toBe(400);
    const unknown = await as(['reception'], 'PUT', `/api/coverages/${randomUUID()}/card`, {
      fileName: 'card.jpg',
      dataUrl: dataUrl('image/jpeg', jpeg),
    });
    expect(unknown.statusCode).toBe(404);
    const none = await as(['reception'], 'GET', `/api/coverages/${randomUUID()}/card`);
    expect(messageOf(none)).toBe(NO_CARD);
  });

  it('is kept and read by reception and billing only (403 for others)', async () => {
    for (const role of ['nurse', 'doctor', 'pharmacy'] as Role[]) {
      expect((await as([role], 'GET', `/api/coverages/${cover._id}/card`)).statusCode, role).toBe(403);
      const put = await as([role], 'PUT', `/api/coverages/${cover._id}/card`, {
        fileName: 'card.jpg',
        dataUrl: dataUrl('image/jpeg', jpeg),
      });
      expect(put.statusCode, role).toBe(403);
    }
  });
});
