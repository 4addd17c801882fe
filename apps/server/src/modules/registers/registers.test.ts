import type { RegisterEntry, RegisterList } from '@clinic/shared/registers';
import { CORRECT_THE_LATEST, CORRECTION_REASON_REQUIRED } from '@clinic/shared/registers';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { newPatient } from '../admissions/admission-fixtures.ts';
import { UNKNOWN_PATIENT } from './registers.service.ts';

let t: TestApp;
let patientId = '';
beforeAll(async () => {
  t = await buildTestApp();
  patientId = await newPatient(t, 'Injured');
});
afterAll(() => t.close());

const post = (url: string, payload: object, roles: Parameters<TestApp['injectAs']>[0] = ['clinicAdmin']) =>
  t.injectAs(roles, { method: 'POST', url, payload, headers: { 'idempotency-key': randomUUID() } });
const get = (url: string, roles: Parameters<TestApp['injectAs']>[0] = ['clinicAdmin']) =>
  t.injectAs(roles, { method: 'GET', url });

const mlc = {
  mlcNumber: 'MLC-118',
  incident: 'Road traffic accident',
  incidentAt: '2026-03-04T21:10:00+05:30',
  broughtBy: 'Brother, Suresh Patil',
  injuries: 'Lacerated wound 4 × 2 cm over the left forearm; abrasion over the left knee',
  policeStation: 'Kothrud Police Station',
  intimatedAt: '2026-03-04T22:00:00+05:30',
  policeOfficer: 'HC Jadhav, buckle 2231',
  examiningDoctor: 'Dr. Vikram Rao',
};
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

describe('the statutory registers', () => {
  it('numbers each entry in its register’s yearly series and lists the range', async () => {
    const first = await post('/api/registers/mlc', { patientId, details: mlc });
    expect(first.statusCode).toBe(201);
    const entry = first.json<RegisterEntry>();
    expect(entry).toMatchObject({ register: 'mlc', version: 1, details: { mlcNumber: 'MLC-118' } });
    expect(entry.serial).toMatch(/^MLC\/\d{4}\/00001$/);
    const born = await post('/api/registers/birth', { details: birth });
    expect(born.json<RegisterEntry>().serial).toBe('BR/2026/00001');
    const list = (await get('/api/registers/birth?from=2026-03-01&to=2026-03-31')).json<RegisterList>();
    expect(list.entries.map((e) => e.details.motherName)).toEqual(['Kavita Shinde']);
  });

  it('refuses an entry without its prescribed fields, naming each, or for an unknown patient', async () => {
    const res = await post('/api/registers/mlc', { patientId, details: { ...mlc, policeStation: '', injuries: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: {
        fields: {
          'details.policeStation': 'Enter the police station told',
          'details.injuries': 'Describe the injuries seen',
        },
      },
    });
    const unknown = await post('/api/registers/mlc', { patientId: randomUUID(), details: mlc });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body).toContain(UNKNOWN_PATIENT);
    expect((await post('/api/registers/wills', { details: mlc })).statusCode).toBe(404);
  });

  it('corrects by a new version with its reason; the first entry stays as it was', async () => {
    const made = (
      await post('/api/registers/birth', { details: { ...birth, weightGrams: 3100 } })
    ).json<RegisterEntry>();
    const noReason = await post(`/api/registers/entries/${made._id}/corrections`, { details: birth, reason: '' });
    expect(noReason.body).toContain(CORRECTION_REASON_REQUIRED);
    const fixed = await post(`/api/registers/entries/${made._id}/corrections`, {
      details: { ...birth, weightGrams: 3010 },
      reason: 'Weight misread from the scale',
    });
    expect(fixed.statusCode).toBe(201);
    expect(fixed.json<RegisterEntry>()).toMatchObject({ serial: made.serial, version: 2, originalId: made._id });
    const again = await post(`/api/registers/entries/${made._id}/corrections`, { details: birth, reason: 'x' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(CORRECT_THE_LATEST);

    const list = (await get('/api/registers/birth?from=2026-03-01&to=2026-03-31')).json<RegisterList>();
    const shown = list.entries.find((e) => e.serial === made.serial)!;
    expect(shown).toMatchObject({ version: 2, details: { weightGrams: 3010 } });
    expect(shown.history.map((h) => h.details.weightGrams)).toEqual([3100]);
  });

  it('keeps the entries append-only in the database itself', async () => {
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'changed',
        (err: Error & { cause?: Error }) => err.cause?.message ?? err.message,
      );
    expect(await refusal(t.database.db.execute(sql`update register_entries set reason = 'edited'`))).toContain(
      'append-only',
    );
    expect(await refusal(t.database.db.execute(sql`delete from register_entries`))).toContain('append-only');
  });

  it('prints the prescribed columns to XLSX, corrections named', async () => {
    const res = await get('/api/registers/birth?from=2026-03-01&to=2026-03-31&format=xlsx');
    expect(res.statusCode).toBe(200);
    const [sheet] = await readXlsxFile(res.rawPayload);
    const header = sheet!.data.findIndex((r) => r[0] === 'Serial No.');
    expect(sheet!.data[header]).toEqual([
      'Serial No.',
      'Date and time of birth',
      'Live / still birth',
      'Sex',
      'Name of child',
      'Weight (g)',
      'Weeks of pregnancy',
      'Method of delivery',
      "Mother's name",
      "Mother's age",
      "Father's name",
      "Parents' usual address",
      'Attended by',
      'Informant',
      'Corrections',
    ]);
    expect(sheet!.data[header + 1]?.[1]).toBe('2026-03-05 04:20');
    expect(sheet!.data.at(-1)?.at(-1)).toContain('Weight misread from the scale');
  });

  it('is for those holding the registers', async () => {
    expect((await get('/api/registers/mlc?from=2026-03-01&to=2026-03-31', ['doctor'])).statusCode).toBe(403);
    expect((await post('/api/registers/mlc', { patientId, details: mlc }, ['reception'])).statusCode).toBe(403);
    const audit = await get('/api/audit?entityType=register_entry');
    expect(audit.body).toContain('in the mlc register');
    expect(audit.body).not.toContain('Lacerated');
  });
});
