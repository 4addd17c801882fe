import type { MedicationOrder } from '@clinic/shared/admissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicNow } from '../../lib/clinic-time.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { admit, newPatient, setupHospital, wardCatalogue, writtenAtStart } from './admission-fixtures.ts';

const today = clinicNow('Asia/Kolkata').date;

let t: TestApp;
let admissionId = '';
let drugId = '';
beforeAll(async () => {
  t = await buildTestApp();
  const h = await setupHospital(t);
  drugId = (await wardCatalogue(t)).drug._id;
  const patientId = await newPatient(t, 'Allergic');
  const history = await t.injectAs(['doctor'], {
    method: 'POST',
    url: '/api/encounters',
    payload: {
      patientId,
      medicalHistory: { allergies: [{ substance: 'Cephalosporins', kind: 'Drug class', reaction: 'Anaphylaxis' }] },
      diagnoses: [{ description: 'Chest pain' }],
    },
  });
  expect(history.statusCode).toBe(201);
  admissionId = (await admit(t, h, patientId))._id;
});
afterAll(() => t.close());

const order = async (overrideReason = '') => {
  const res = await t.injectAs(['doctor'], {
    method: 'POST',
    url: `/api/admissions/${admissionId}/medication-orders`,
    payload: {
      drugId,
      dose: '1 g',
      route: 'Intravenous',
      frequency: 'STAT',
      startDate: today,
      startTime: '00:00',
      overrideReason,
    },
  });
  await writtenAtStart(t, res);
  return res;
};

describe('allergies on the ward', () => {
  let stat: MedicationOrder;

  it('stops a ceftriaxone order for a patient allergic to cephalosporins until the doctor gives a reason', async () => {
    const refused = await order();
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ error: { fields: Record<string, string> } }>().error.fields.overrideReason).toMatch(
      /Ceftriaxone, of the Cephalosporins.*allergy to Cephalosporins \(Anaphylaxis\)/,
    );
    const ordered = await order('Skin test negative; anaesthetist present');
    expect(ordered.statusCode).toBe(201);
    stat = ordered.json<MedicationOrder>();
    expect(stat.overrideReason).toBe('Skin test negative; anaesthetist present');
  });

  it('the MAR refuses to chart the dose as given without the nurse’s reason; held needs none', async () => {
    const chart = (body: object) =>
      t.injectAs(['nurse'], {
        method: 'POST',
        url: `/api/admissions/${admissionId}/mar`,
        payload: { orderId: stat._id, scheduledAt: stat.startAt, ...body },
      });
    const refused = await chart({ outcome: 'Given' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ error: { code: string } }>().error.code).toBe('SAFETY_WARNING');
    const given = await chart({ outcome: 'Given', overrideReason: 'Ordered with a reason by Dr. on call' });
    expect(given.statusCode).toBe(201);
  });
});
