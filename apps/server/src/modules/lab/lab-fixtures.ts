import { randomUUID } from 'node:crypto';
import type { LabOrderDetail } from '@clinic/shared/lab';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/build-test-app.ts';

type Named = { _id: string; name: string };

async function ok(res: Promise<LightMyRequestResponse>, status = 201): Promise<LightMyRequestResponse> {
  const r = await res;
  if (r.statusCode !== status) throw new Error(`expected ${status}, got ${r.statusCode}: ${r.body}`);
  return r;
}

/** The spec's haemoglobin rows (001 §3), with critical limits. */
export const HB_RANGES = [
  { id: 1, gender: 'Male', specialCondition: '', age: 'All', min: 13.8, max: 17.2 },
  { id: 2, gender: 'Female', specialCondition: '', age: 'All', min: 12.1, max: 15.1 },
  { id: 3, gender: 'Female', specialCondition: 'If pregnant', age: 'All', min: 11, max: 14 },
  { id: 4, gender: 'All', specialCondition: '', age: 'Child (1-10y)', min: 11, max: 14 },
  { id: 5, gender: 'All', specialCondition: '', age: 'Newborn', min: 14, max: 24 },
];

export type LabSetup = {
  cbc: Named;
  kft: Named;
  unlinked: Named;
  hb: string;
  wbc: string;
  creatinine: string;
  groupId: string;
};

/** A CBC service linked to a group of haemoglobin and WBC, and a lab service with no group. */
export async function setupLab(t: TestApp, tag: string): Promise<LabSetup> {
  const service = async (name: string) =>
    (
      JSON.parse(
        (
          await ok(
            t.injectAs(['clinicAdmin'], {
              method: 'POST',
              url: '/api/service/add',
              payload: { name: `${name} ${tag}`, category: 'Laboratory', duration: 10, price: 350, isActive: true },
            }),
          )
        ).body,
      ) as { data: Named }
    ).data;
  const parameter = async (payload: object) =>
    (JSON.parse((await ok(t.injectAs(['lab'], { method: 'POST', url: '/api/lab/parameters', payload }))).body) as Named)
      ._id;
  const cbc = await service('CBC');
  const kft = await service('KFT');
  const unlinked = await service('Vitamin D');
  const hb = await parameter({
    name: `Haemoglobin ${tag}`,
    category: 'Hematology',
    unit: 'g/dL',
    method: 'Cyanmethaemoglobin',
    criticalLow: 7,
    criticalHigh: 20,
    ranges: HB_RANGES,
  });
  const wbc = await parameter({
    name: `WBC ${tag}`,
    category: 'Hematology',
    unit: 'cells/µL',
    decimalPlaces: 0,
    ranges: [{ id: 1, gender: 'All', specialCondition: '', age: 'All', min: 4000, max: 11000 }],
  });
  const group = await ok(
    t.injectAs(['lab'], {
      method: 'POST',
      url: '/api/lab/groups',
      payload: { name: `CBC ${tag}`, serviceId: cbc._id, sampleType: 'Whole blood (EDTA)', parameterIds: [hb, wbc] },
    }),
  );
  const creatinine = await parameter({
    name: `Creatinine ${tag}`,
    category: 'Biochemistry',
    unit: 'mg/dL',
    decimalPlaces: 2,
    ranges: [
      { id: 1, gender: 'Male', specialCondition: '', age: 'All', min: 0.7, max: 1.3 },
      { id: 2, gender: 'Female', specialCondition: '', age: 'All', min: 0.6, max: 1.1 },
    ],
  });
  await ok(
    t.injectAs(['lab'], {
      method: 'POST',
      url: '/api/lab/groups',
      payload: { name: `KFT ${tag}`, serviceId: kft._id, sampleType: 'Serum', parameterIds: [creatinine] },
    }),
  );
  return { cbc, kft, unlinked, hb, wbc, creatinine, groupId: (JSON.parse(group.body) as Named)._id };
}

let phone = 9400000000;
/** A patient of this gender, by date of birth or age in years. */
export async function labPatient(
  t: TestApp,
  who: { gender: 'Male' | 'Female' | 'Other'; dateOfBirth?: string; age?: number },
): Promise<string> {
  const res = await ok(
    t.injectAs(['reception'], {
      method: 'POST',
      url: '/api/patients?allowDuplicate=true',
      payload: {
        givenName: 'Lab',
        familyName: 'Patient',
        gender: who.gender,
        ...(who.dateOfBirth ? { dateOfBirth: who.dateOfBirth } : { age: who.age ?? 40 }),
        phone: String(phone++),
        address: 'Shivajinagar, Pune',
      },
    }),
  );
  return (JSON.parse(res.body) as { _id: string })._id;
}

/** A consultation ordering these lab services; returns the lab order ids in the order given. */
export async function orderTests(t: TestApp, patientId: string, serviceIds: string[]): Promise<string[]> {
  const res = await ok(
    t.injectAs(['doctor'], {
      method: 'POST',
      url: '/api/encounters',
      headers: { 'idempotency-key': randomUUID() },
      payload: { patientId, medicalHistory: {}, diagnoses: [{ description: 'Fatigue' }], labTests: serviceIds },
    }),
  );
  const orders = (JSON.parse(res.body) as { orders: { _id: string; serviceId: string }[] }).orders;
  return serviceIds.map((id) => orders.find((o) => o.serviceId === id)?._id ?? '');
}

/** Sends as a given bearer token (a second lab user). */
export const injectWith = (t: TestApp, token: string, options: InjectOptions) =>
  t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });

/** Collects the order's sample and enters these values (haemoglobin, WBC) as the cached lab user. */
export async function collectAndEnter(
  t: TestApp,
  s: LabSetup,
  orderId: string,
  values: { hb: string; wbc: string; condition?: string },
): Promise<LabOrderDetail> {
  await ok(t.injectAs(['lab'], { method: 'POST', url: `/api/lab/orders/${orderId}/collect`, payload: {} }));
  const res = await ok(
    t.injectAs(['lab'], {
      method: 'PUT',
      url: `/api/lab/orders/${orderId}/results`,
      payload: {
        condition: values.condition ?? '',
        results: [
          { parameterId: s.hb, value: values.hb },
          { parameterId: s.wbc, value: values.wbc },
        ],
      },
    }),
    200,
  );
  return JSON.parse(res.body) as LabOrderDetail;
}
