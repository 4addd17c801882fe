import { displayDate } from '@clinic/shared/dates';
import type { Appointment } from '@clinic/shared/appointments';
import {
  ADD_DIAGNOSIS,
  BLOOD_PRESSURE_ORDER,
  NO_VITALS,
  QUANTITY_NEEDED,
  REVISIT_IN_FUTURE,
  type Encounter,
} from '@clinic/shared/encounters';
import type { Drug } from '@clinic/shared/inventory';
import type { Service } from '@clinic/shared/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentToday } from '../../test/appointment-fixtures.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { consultationOf, inDays, json, setupEncounters, type EncounterSetup } from './encounters-fixtures.ts';

let t: TestApp;
let s: EncounterSetup;
let doctorId = '';
let patientId = '';
let appointment: Appointment;
let drug: Drug;
let lab: Service;
let radiology: Service;
type Rows<T> = { data: T[]; total: number; page: number; pageSize: number };

beforeAll(async () => {
  t = await buildTestApp();
  s = await setupEncounters(t);
  ({ doctorId, patientId, appointment, drug, lab, radiology } = s);
});
afterAll(() => t.close());

const vitalsOf = (payload: object, roles: ['nurse'] | ['reception'] = ['nurse']) =>
  t.injectAs(roles, { method: 'POST', url: `/api/appointments/${appointment._id}/vitals`, payload });
const consultation = (overrides: object = {}) => consultationOf(s, overrides);
const save = (payload: object, roles: ['doctor'] | ['nurse'] = ['doctor']) =>
  t.injectAs(roles, { method: 'POST', url: '/api/encounters', payload });

describe('vitals', () => {
  it('refuses implausible values with a clear message (400)', async () => {
    const cases: [object, string][] = [
      [{ spo2: 101 }, 'SpO2 must be between 0 and 100%'],
      [{ temperature: 120 }, 'Temperature must be between 90 and 110 °F'],
      [{ bloodPressure: '80/120' }, BLOOD_PRESSURE_ORDER],
      [{}, NO_VITALS],
    ];
    for (const [payload, message] of cases) {
      const res = await vitalsOf(payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ error: { message } });
    }
  });

  it('stores the reading (who, when, BMI) and moves the appointment to Awaiting', async () => {
    const res = await vitalsOf({
      bloodPressure: '150/95',
      heartRate: 88,
      temperature: 100.4,
      spo2: 97,
      height: 170,
      weight: 72,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ bloodPressure: '150/95', bmi: 24.91, recordedBy: 'Test nurse' });
    const read = await t.injectAs(['doctor'], { method: 'GET', url: `/api/appointments/${appointment._id}/vitals` });
    expect(read.json()).toMatchObject({ vitals: { temperature: 100.4, spo2: 97 } });
    const list = await t.injectAs(['nurse'], { method: 'GET', url: '/api/appointments?scope=today' });
    const row = json<Appointment[]>(list).find((a) => a._id === appointment._id);
    expect(row?.status).toBe('Awaiting');
    expect(row?.vitals).toMatchObject({
      bloodPressure: '150/95',
      heartRate: 88,
      temperature: 100.4,
      spo2: 97,
      bmi: 24.91,
    });
  });

  it('belongs to the day: a future appointment gets 422 for vitals, arrival and a consultation', async () => {
    const booked = await t.injectAs(['reception'], {
      method: 'POST',
      url: '/api/appointments',
      payload: { patientId, doctorId, appointmentDate: inDays(2), appointmentTime: '09:00' },
    });
    const future = json<Appointment>(booked)._id;
    const vitals = await t.injectAs(['nurse'], {
      method: 'POST',
      url: `/api/appointments/${future}/vitals`,
      payload: { spo2: 98 },
    });
    expect(vitals.statusCode).toBe(422);
    expect(vitals.json()).toMatchObject({
      error: { message: `Only today's appointments can become Awaiting; this one is on ${displayDate(inDays(2))}` },
    });
    expect(
      (await t.injectAs(['reception'], { method: 'POST', url: `/api/appointments/${future}/arrive` })).statusCode,
    ).toBe(422);
    expect((await save(consultation({ appointmentId: future }))).statusCode).toBe(422);
  });

  it('is for nurses and doctors (reception gets 403)', async () => {
    expect((await vitalsOf({ spo2: 98 }, ['reception'])).statusCode).toBe(403);
  });
});

describe('consultation', () => {
  it('refuses an unknown ICD-10 code, no diagnosis, an SOS medicine without quantity, a wrong order and a past revisit', async () => {
    const cases: [object, string][] = [
      [{ diagnoses: [{ code: 'ZZ9.9', description: 'Made up' }] }, 'Unknown ICD-10 code ZZ9.9'],
      [{ diagnoses: [] }, ADD_DIAGNOSIS],
      [
        { prescriptions: [{ drugId: drug._id, dose: '1 tablet', frequency: 'SOS', durationDays: 3, route: 'Oral' }] },
        QUANTITY_NEEDED,
      ],
      [{ labTests: [radiology._id] }, 'Choose an active laboratory service'],
      [{ revisitDate: inDays(-1) }, REVISIT_IN_FUTURE],
    ];
    for (const [overrides, message] of cases) {
      const res = await save(consultation(overrides));
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ error: { message } });
    }
    const list = await t.injectAs(['doctor'], { method: 'GET', url: '/api/appointments?scope=today' });
    expect(json<Appointment[]>(list).find((a) => a._id === appointment._id)?.status).toBe('Awaiting');
  });

  it('is the doctor’s: a nurse cannot save a prescription, reception cannot read encounters', async () => {
    expect((await save(consultation(), ['nurse'])).statusCode).toBe(403);
    const read = await t.injectAs(['reception'], { method: 'GET', url: `/api/patients/${patientId}/encounters` });
    expect(read.statusCode).toBe(403);
  });

  it('saves the encounter with prescription, orders and charges, completes the appointment, and reads back', async () => {
    const res = await save(consultation());
    expect(res.statusCode).toBe(201);
    const saved = json<Encounter>(res);
    expect(saved).toMatchObject({
      doctorName: 'Test doctor',
      diagnoses: [{ code: 'J06.9', description: 'Acute upper respiratory infection' }],
      prescriptions: [{ drugName: drug.name, frequency: '1-0-1', durationDays: 5, quantity: 10, status: 'Pending' }],
      vitals: { bloodPressure: '150/95' },
      advice: 'Warm saline gargles',
      revisitDate: inDays(10),
    });
    expect(saved.orders.map((o) => [o.serviceName, o.category, o.price])).toEqual([
      [lab.name, 'Laboratory', lab.price],
      [radiology.name, 'Radiology', radiology.price],
    ]);

    const read = await t.injectAs(['doctor'], { method: 'GET', url: `/api/encounters/${saved._id}` });
    expect(read.json()).toEqual(saved);
    const list = await t.injectAs(['doctor'], { method: 'GET', url: `/api/patients/${patientId}/encounters` });
    expect(json<{ _id: string }[]>(list).map((e) => e._id)).toContain(saved._id);
    const history = await t.injectAs(['doctor'], { method: 'GET', url: `/api/patients/${patientId}/medical-history` });
    expect(history.json()).toMatchObject({
      allergies: [{ substance: 'Sulfamethoxazole', kind: 'Drug', reaction: '', severity: '' }],
      noKnownDrugAllergies: false,
      socialHistory: { smoking: 'Never' },
    });

    const appointments = await t.injectAs(['doctor'], { method: 'GET', url: '/api/appointments?scope=today' });
    expect(json<Appointment[]>(appointments).find((a) => a._id === appointment._id)?.status).toBe('Completed');
    const charges = await t.injectAs(['reception'], { method: 'GET', url: `/api/patients/${patientId}/charges` });
    type ChargeSeen = { serviceName: string; status: string; sourceArea: string; price: number };
    const pendingCharges = json<ChargeSeen[]>(charges).filter((c) => c.status === 'Pending');
    expect(pendingCharges).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ serviceName: lab.name, sourceArea: 'lab', price: lab.price }),
        expect.objectContaining({ serviceName: radiology.name, sourceArea: 'radiology', price: radiology.price }),
        // No fee on the doctor's profile: the catalogue's cheapest active Consultation service.
        expect.objectContaining({ serviceName: 'General Consultation', sourceArea: 'consultation', price: 500 }),
      ]),
    );
    const pharmacy = await t.injectAs(['pharmacy'], { method: 'GET', url: '/api/pharmacy/prescriptions' });
    expect(json<Rows<{ encounterId: string }>>(pharmacy).data.map((p) => p.encounterId)).toContain(saved._id);
    // Waiting for a sample: the demo's own blood count is already approved.
    const labOrders = await t.injectAs(['lab'], { method: 'GET', url: '/api/lab/orders?status=Ordered' });
    expect(json<Rows<{ serviceName: string }>>(labOrders)).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(json<Rows<{ serviceName: string }>>(labOrders).data.map((o) => o.serviceName)).toEqual([lab.name]);
    const studies = await t.injectAs(['radiology'], { method: 'GET', url: '/api/radiology/orders' });
    expect(json<Rows<{ serviceName: string }>>(studies).data.map((o) => o.serviceName)).toEqual([radiology.name]);
    expect((await t.injectAs(['pharmacy'], { method: 'GET', url: '/api/lab/orders' })).statusCode).toBe(403);
  });

  it('cannot complete an appointment twice, and Completed comes only from a consultation (409)', async () => {
    expect((await save(consultation())).statusCode).toBe(409);
    const arrive = await t.injectAs(['reception'], {
      method: 'POST',
      url: `/api/appointments/${appointment._id}/arrive`,
    });
    expect(arrive.statusCode).toBe(409);
    expect((await vitalsOf({ spo2: 98 })).statusCode).toBe(409);
  });
});

describe('saving twice at once', () => {
  it('completes the appointment once: one 201, the rest 409, and no stray orders or charges', async () => {
    const id = await appointmentToday(t, { patientId, doctorId, time: '00:02' });
    const before = json<Rows<unknown>>(await t.injectAs(['lab'], { method: 'GET', url: '/api/lab/orders' })).total;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => save(consultation({ appointmentId: id, radiologyStudies: [] }))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const after = json<Rows<unknown>>(await t.injectAs(['lab'], { method: 'GET', url: '/api/lab/orders' })).total;
    expect(after).toBe(before + 1);
  });
});

describe('reads', () => {
  it('check roles, ids and query length on every read route', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const cases: [string[], string, number][] = [
      [['reception'], `/api/appointments/${appointment._id}/vitals`, 403],
      [['nurse'], `/api/appointments/${missing}/vitals`, 404],
      [['nurse'], '/api/appointments/not-a-uuid/vitals', 400],
      [['doctor'], '/api/patients/not-a-uuid/encounters', 400],
      [['doctor'], '/api/encounters/not-a-uuid', 400],
      [['pharmacy'], `/api/patients/${patientId}/medical-history`, 403],
      [['nurse'], '/api/patients/not-a-uuid/medical-history', 400],
      [['nurse'], `/api/encounters/${missing}`, 403],
      [['doctor'], `/api/encounters/${missing}`, 404],
      [['doctor'], `/api/icd10?q=${'x'.repeat(101)}`, 400],
      [['lab'], '/api/pharmacy/prescriptions', 403],
      [['lab'], '/api/radiology/orders', 403],
      [['lab'], '/api/lab/orders?pageSize=1000', 400],
      [['pharmacy'], '/api/pharmacy/prescriptions?page=0', 400],
    ];
    for (const [roles, url, status] of cases) {
      const res = await t.injectAs(roles as ['doctor'], { method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
    }
  });

  it('refuses a reschedule to a malformed time (400)', async () => {
    const res = await t.injectAs(['reception'], {
      method: 'POST',
      url: `/api/appointments/${appointment._id}/reschedule`,
      payload: { appointmentDate: inDays(6), appointmentTime: '9am' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { message: 'Use a time like 09:30' } });
  });
});
