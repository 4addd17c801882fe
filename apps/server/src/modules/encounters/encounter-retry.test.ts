import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { consultationOf, json, setupEncounters, type EncounterSetup } from './encounters-fixtures.ts';

let t: TestApp;
let s: EncounterSetup;
let patientId = '';
beforeAll(async () => {
  t = await buildTestApp();
  s = await setupEncounters(t);
  patientId = s.patientId;
});
afterAll(() => t.close());

const consultation = (overrides: object = {}) => consultationOf(s, overrides);

describe('retrying a consultation without an appointment', () => {
  const withKey = (payload: object, key: string) =>
    t.injectAs(['doctor'], { method: 'POST', url: '/api/encounters', payload, headers: { 'idempotency-key': key } });
  const countFor = async () =>
    json<unknown[]>(await t.injectAs(['doctor'], { method: 'GET', url: `/api/patients/${patientId}/encounters` }))
      .length;

  it('saves once for a double click: the same key replays the first reply, never a second record', async () => {
    const before = await countFor();
    const payload = consultation({ appointmentId: undefined, radiologyStudies: [] });
    const replies = await Promise.all(Array.from({ length: 5 }, () => withKey(payload, 'double-click-key-0001')));
    const codes = replies.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201).length).toBeGreaterThanOrEqual(1);
    expect(codes.every((c) => c === 201 || c === 409)).toBe(true);
    const retry = await withKey(payload, 'double-click-key-0001');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const first = replies.find((r) => r.statusCode === 201 && !r.headers['idempotent-replayed']);
    expect(json<{ _id: string }>(retry)._id).toBe(json<{ _id: string }>(first ?? retry)._id);
    expect(await countFor()).toBe(before + 1);
  });

  it('refuses the same key with another body (422), and lets a failed request be retried', async () => {
    const payload = consultation({ appointmentId: undefined, radiologyStudies: [] });
    expect((await withKey(payload, 'reused-key-000001')).statusCode).toBe(201);
    const other = await withKey({ ...payload, symptoms: 'Something else' }, 'reused-key-000001');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ error: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    expect((await withKey({ ...payload, diagnoses: [] }, 'failed-first-0001')).statusCode).toBe(400);
    expect((await withKey(payload, 'failed-first-0001')).statusCode).toBe(201);
    expect((await withKey(payload, 'bad key!')).statusCode).toBe(400);
  });
});
