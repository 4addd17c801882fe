import type { Charge } from '@clinic/shared/patients';
import type { Service } from '@clinic/shared/services';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { consultationOf, json, setupEncounters, type EncounterSetup } from './encounters-fixtures.ts';

let t: TestApp;
let s: EncounterSetup;
beforeAll(async () => {
  t = await buildTestApp();
  s = await setupEncounters(t);
});
afterAll(() => t.close());

const chargesOf = async (patientId: string) =>
  json<Charge[]>(await t.injectAs(['reception'], { method: 'GET', url: `/api/patients/${patientId}/charges` }));

describe('the consultation fee', () => {
  it('is charged once for a visit: a fee taken at registration today is not charged again by the consultation', async () => {
    const catalogue = json<Service[]>(await t.injectAs(['reception'], { method: 'GET', url: '/api/service/all' }));
    const fee = catalogue.find((c) => c.category === 'Consultation' && c.isActive)!;
    const atDesk = await t.injectAs(['reception'], {
      method: 'POST',
      url: `/api/patients/${s.patientId}/charges`,
      payload: { serviceId: fee._id },
    });
    expect(atDesk.statusCode).toBe(201);
    const saved = await t.injectAs(['doctor'], {
      method: 'POST',
      url: '/api/encounters',
      headers: { 'idempotency-key': randomUUID() },
      payload: consultationOf(s, { labTests: [], radiologyStudies: [] }),
    });
    expect(saved.statusCode).toBe(201);
    const consultations = (await chargesOf(s.patientId)).filter((c) => c.category === 'Consultation');
    expect(consultations).toHaveLength(1);
    expect(consultations[0]).toMatchObject({ sourceArea: 'reception', serviceName: fee.name });
  });
});
