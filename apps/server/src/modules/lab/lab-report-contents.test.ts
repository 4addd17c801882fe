import { differentialSumMessage, type LabOrderDetail, type VisitReport } from '@clinic/shared/lab';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { DEMO_GROUPS, DEMO_PARAMETERS } from '../../seed/demo-lab.ts';
import { DEMO_ACCOUNTS, DEMO_LAB_PROFILES } from '../../seed/demo-accounts.ts';
import { injectWith, labPatient, orderTests } from './lab-fixtures.ts';

const CELLS = ['Neutrophil', 'Lymphocyte', 'Monocyte', 'Eosinophil', 'Basophil'];

let t: TestApp;
let approver = '';
let pathologistId = '';
let cbcService = '';
const ids = new Map<string, string>();
beforeAll(async () => {
  t = await buildTestApp();
  // A pathologist signs: the administrator records her qualification and council registration.
  const pathologist = await t.createUser(['lab'], { name: 'Dr. Meera Iyer' });
  pathologistId = pathologist.id;
  const profile = await t.injectAs(['clinicAdmin'], {
    method: 'PATCH',
    url: `/api/staff/${pathologist.id}`,
    payload: { qualification: 'MBBS, MD (Pathology)', registrationNumber: 'MMC-2014/08231' },
  });
  expect(profile.statusCode).toBe(200);
  approver = await t.login(pathologist.email);
  // The demo CBC, as a clinic gets it: the differential with its absolute counts.
  const service = await t.injectAs(['clinicAdmin'], {
    method: 'POST',
    url: '/api/service/add',
    payload: { name: 'Complete Blood Count (CBC)', category: 'Laboratory', duration: 10, price: 350, isActive: true },
  });
  cbcService = service.json<{ data: { _id: string } }>().data._id;
  const cbc = DEMO_GROUPS.find((g) => g.name === 'CBC')!;
  for (const name of cbc.parameters) {
    const parameter = DEMO_PARAMETERS.find((p) => p.name === name)!;
    const res = await t.injectAs(['lab'], { method: 'POST', url: '/api/lab/parameters', payload: parameter });
    expect(res.statusCode, res.body).toBe(201);
    ids.set(name, res.json<{ _id: string }>()._id);
  }
  const group = await t.injectAs(['lab'], {
    method: 'POST',
    url: '/api/lab/groups',
    payload: { name: 'CBC', serviceId: cbcService, sampleType: cbc.sampleType, parameterIds: [...ids.values()] },
  });
  expect(group.statusCode).toBe(201);
});
afterAll(() => t.close());

const id = (name: string) => ids.get(name) ?? '';
const BASE = { Haemoglobin: '14.2', 'Total WBC Count': '7200', 'RBC Count': '5.0', 'Platelet Count': '2.5', ESR: '8' };
const DIFF = { Neutrophils: '60', Lymphocytes: '30', Monocytes: '6', Eosinophils: '3', Basophils: '1' };

async function collected(): Promise<{ orderId: string; patientId: string }> {
  const patientId = await labPatient(t, { gender: 'Male', age: 45 });
  const [orderId = ''] = await orderTests(t, patientId, [cbcService]);
  await t.injectAs(['lab'], { method: 'POST', url: `/api/lab/orders/${orderId}/collect`, payload: {} });
  return { orderId, patientId };
}

const enter = (orderId: string, values: Record<string, string>) =>
  t.injectAs(['lab'], {
    method: 'PUT',
    url: `/api/lab/orders/${orderId}/results`,
    payload: { results: Object.entries(values).map(([name, value]) => ({ parameterId: id(name), value })) },
  });

describe('the CBC with a differential count', () => {
  it('is the demo CBC: five percents with adult ranges, and their absolute counts worked out', () => {
    const cbc = DEMO_GROUPS.find((g) => g.name === 'CBC')!.parameters;
    for (const cell of CELLS) {
      expect(cbc).toContain(`${cell}s`);
      expect(cbc).toContain(`Absolute ${cell} Count`);
    }
    const neutrophils = DEMO_PARAMETERS.find((p) => p.name === 'Neutrophils');
    expect(neutrophils).toMatchObject({ unit: '%', ranges: [{ gender: 'All', min: 40, max: 80 }] });
    expect(DEMO_PARAMETERS.find((p) => p.name === 'Absolute Neutrophil Count')).toMatchObject({
      unit: '×10³/µL',
      method: 'Calculated',
      ranges: [{ min: 2, max: 7 }],
    });
  });

  it('works out absolute = WBC × % / 100 in ×10³/µL, whatever was typed for it, with range and flag', async () => {
    const { orderId } = await collected();
    // Before: the absolute counts did not exist; a technician typing a wrong one is overruled.
    const res = await enter(orderId, { ...BASE, ...DIFF, 'Absolute Neutrophil Count': '99' });
    expect(res.statusCode, res.body).toBe(200);
    const values = new Map(res.json<LabOrderDetail>().reports[0]?.results.map((r) => [r.name, r]));
    expect(
      CELLS.map((cell) => [
        cell,
        values.get(`Absolute ${cell} Count`)?.value,
        values.get(`Absolute ${cell} Count`)?.flag,
      ]),
    ).toEqual([
      ['Neutrophil', '4.32', null],
      ['Lymphocyte', '2.16', null],
      ['Monocyte', '0.43', null],
      ['Eosinophil', '0.22', null],
      ['Basophil', '0.07', null],
    ]);
    expect(values.get('Absolute Neutrophil Count')).toMatchObject({ unit: '×10³/µL', rangeText: '2 – 7' });
    expect(values.get('Neutrophils')).toMatchObject({ value: '60', unit: '%', rangeText: '40 – 80' });
  });

  it('flags an absolute count outside its range (neutropenia from a low WBC)', async () => {
    const { orderId } = await collected();
    const res = await enter(orderId, {
      ...BASE,
      'Total WBC Count': '3000',
      ...DIFF,
      Neutrophils: '30',
      Lymphocytes: '60',
    });
    expect(res.statusCode, res.body).toBe(200);
    const anc = res.json<LabOrderDetail>().reports[0]?.results.find((r) => r.name === 'Absolute Neutrophil Count');
    expect(anc).toMatchObject({ value: '0.90', flag: 'Low' });
  });

  it('refuses five percents that do not add up to 100 (±1), naming the sum', async () => {
    const { orderId } = await collected();
    const res = await enter(orderId, { ...BASE, ...DIFF, Neutrophils: '57' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { message: differentialSumMessage(97) } });
    expect(Object.keys(res.json<{ error: { fields: object } }>().error.fields)).toHaveLength(5);
    // 101 is within the counter's rounding.
    expect((await enter(orderId, { ...BASE, ...DIFF, Neutrophils: '61' })).statusCode).toBe(200);
  });

  it('asks for the percent rather than the count when a percent is missing', async () => {
    const { orderId } = await collected();
    const res = await enter(orderId, { ...BASE, ...DIFF, Monocytes: '' });
    expect(res.statusCode).toBe(400);
    const fields = Object.values(res.json<{ error: { fields: Record<string, string> } }>().error.fields);
    expect(fields).toContain('Enter a result');
  });
});

describe('the signatory of an approved lab report', () => {
  it('carries the approver’s qualification and registration number on the report', async () => {
    const { orderId } = await collected();
    expect((await enter(orderId, { ...BASE, ...DIFF })).statusCode).toBe(200);
    const approved = await injectWith(t, approver, { method: 'POST', url: `/api/lab/orders/${orderId}/approve` });
    expect(approved.statusCode).toBe(200);
    // Before: only the name was kept, so the print could not show who was qualified to sign.
    const signed = {
      approvedBy: 'Dr. Meera Iyer',
      approvedByQualification: 'MBBS, MD (Pathology)',
      approvedByRegistration: 'MMC-2014/08231',
    };
    expect(approved.json<LabOrderDetail>().reports[0]).toMatchObject(signed);
    const print = await t.injectAs(['doctor'], { method: 'GET', url: `/api/lab/orders/${orderId}/report` });
    expect(print.json<VisitReport>().tests[0]?.report).toMatchObject(signed);
  });

  it('keeps what was true at approval when the profile changes later', async () => {
    const { orderId } = await collected();
    await enter(orderId, { ...BASE, ...DIFF });
    await injectWith(t, approver, { method: 'POST', url: `/api/lab/orders/${orderId}/approve` });
    const moved = await t.injectAs(['clinicAdmin'], {
      method: 'PATCH',
      url: `/api/staff/${pathologistId}`,
      payload: { registrationNumber: 'KMC-2026/00001' },
    });
    expect(moved.statusCode).toBe(200);
    const report = await t.injectAs(['lab'], { method: 'GET', url: `/api/lab/orders/${orderId}` });
    expect(report.json<LabOrderDetail>().reports[0]?.approvedByRegistration).toBe('MMC-2014/08231');
  });

  it('gives the demo approver (Meera Iyer) a qualification and registration to sign with', () => {
    const meera = DEMO_ACCOUNTS.find((a) => a.name === 'Meera Iyer')!;
    expect(DEMO_LAB_PROFILES[meera.email]).toEqual({
      qualification: 'MBBS, MD (Pathology)',
      registrationNumber: 'MMC-2014/08231',
    });
  });
});
