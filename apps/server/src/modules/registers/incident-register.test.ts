import type { RegisterEntry, RegisterList } from '@clinic/shared/registers';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { newPatient } from '../admissions/admission-fixtures.ts';

let t: TestApp;
let mrn = '';
beforeAll(async () => {
  t = await buildTestApp();
  const id = await newPatient(t, 'Fallen');
  mrn = (await t.injectAs(['reception'], { method: 'GET', url: `/api/patients/${id}` })).json<{ mrn: string }>().mrn;
});
afterAll(() => t.close());

type Roles = Parameters<TestApp['injectAs']>[0];
const post = (url: string, payload: object, roles: Roles) =>
  t.injectAs(roles, { method: 'POST', url, payload, headers: { 'idempotency-key': randomUUID() } });
const fall = {
  event: 'Patient fall',
  happenedAt: '2026-03-05T02:40:00+05:30',
  place: 'General Ward, bed 4',
  harm: 'Mild harm',
  description: 'Slipped walking to the toilet at night; bruise on the left hip',
  actionTaken: 'Doctor on duty examined; X-ray ordered; bed rails up',
  reportedBy: 'Sr. Mary Thomas',
};

describe('the safety incident register', () => {
  it('takes a report from a nurse, numbered in its own series and dated when it happened', async () => {
    const res = await post('/api/registers/incident', { mrn, details: fall }, ['nurse']);
    expect(res.statusCode).toBe(201);
    expect(res.json<RegisterEntry>()).toMatchObject({
      register: 'incident',
      serial: 'INC/2026/00001',
      version: 1,
      occurredAt: '2026-03-04T21:10:00.000Z',
    });
  });

  it('says what is missing, on its field', async () => {
    const res = await post('/api/registers/incident', { details: { ...fall, event: 'Fell', actionTaken: '' } }, [
      'doctor',
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: { fields: Record<string, string> } }>().error.fields).toEqual({
      'details.event': 'Choose what happened',
      'details.actionTaken': 'Enter what was done',
    });
  });

  it('is read by those who keep the registers, in its columns, and not by the reporters', async () => {
    const list = await t.injectAs(['clinicAdmin'], {
      method: 'GET',
      url: '/api/registers/incident?from=2026-03-01&to=2026-03-31',
    });
    expect(list.statusCode).toBe(200);
    const { table } = list.json<RegisterList>();
    expect(table.columns.map((c) => c.label)).toEqual([
      'Serial No.',
      'Date and time',
      'Incident',
      'Ward or area',
      'MRN',
      'Person affected',
      'Harm',
      'What happened',
      'Action taken',
      'Reported by',
      'Corrections',
    ]);
    expect(table.rows[0]).toMatchObject({ serial: 'INC/2026/00001', event: 'Patient fall', mrn, harm: 'Mild harm' });
    expect(
      (await t.injectAs(['nurse'], { method: 'GET', url: '/api/registers/incident?from=2026-03-01&to=2026-03-31' }))
        .statusCode,
    ).toBe(403);
  });

  it('lets reporters enter incidents only, not the statutory registers', async () => {
    expect((await post('/api/registers/mlc', { details: {} }, ['nurse'])).statusCode).toBe(403);
    expect((await post('/api/registers/incident', { details: fall }, ['reception'])).statusCode).toBe(403);
  });

  it('lists a corrected entry in the range its correction dates it in', async () => {
    const made = (
      await post('/api/registers/incident', { details: { ...fall, happenedAt: '2026-05-30T22:00:00+05:30' } }, [
        'nurse',
      ])
    ).json<RegisterEntry>();
    const fixed = await post(
      `/api/registers/entries/${made._id}/corrections`,
      { details: { ...fall, happenedAt: '2026-06-01T01:00:00+05:30' }, reason: 'Happened after midnight' },
      ['clinicAdmin'],
    );
    expect(fixed.statusCode).toBe(201);
    const serials = async (range: string) =>
      (await t.injectAs(['clinicAdmin'], { method: 'GET', url: `/api/registers/incident?${range}` }))
        .json<RegisterList>()
        .entries.map((e) => [e.serial, e.version]);
    expect(await serials('from=2026-05-01&to=2026-05-31')).toEqual([]);
    expect(await serials('from=2026-06-01&to=2026-06-30')).toEqual([[made.serial, 2]]);
  });
});
