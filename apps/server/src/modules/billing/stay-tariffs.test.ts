import type { AdmissionDetail } from '@clinic/shared/admissions';
import type { IpBillView, StayTariff } from '@clinic/shared/billing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { admit, admitBody, newPatient, setupHospital, type Hospital } from '../admissions/admission-fixtures.ts';

let t: TestApp;
let h: Hospital;
beforeAll(async () => {
  t = await buildTestApp();
  h = await setupHospital(t);
});
afterAll(() => t.close());

const setTariffs = (tariffs: object[], role: 'clinicAdmin' | 'billing' = 'clinicAdmin') =>
  t.injectAs([role], { method: 'PUT', url: '/api/stay-tariffs', payload: { tariffs } });
const billOf = async (id: string) =>
  (await t.injectAs(['billing'], { method: 'GET', url: `/api/billing/ip/${id}` })).json<IpBillView>();
const round = (id: string, roles: Parameters<TestApp['injectAs']>[0]) =>
  t.injectAs(roles, {
    method: 'POST',
    url: `/api/admissions/${id}/notes`,
    payload: { kind: 'Progress', subjective: 'Comfortable', examination: 'Afebrile', plan: 'Continue' },
  });

describe('charges by rule: consultant visits, nursing and monitoring by bed class', () => {
  it('charges nothing by rule until the administrator sets the prices', async () => {
    const stay = await admit(t, h, await newPatient(t, 'Unpriced'), h.beds.g1);
    expect((await round(stay._id, ['doctor'])).statusCode).toBe(201);
    const lines = (await billOf(stay._id)).lines.map((l) => l.description);
    expect(lines.filter((d) => /Nursing|Monitoring|Consultant visit/.test(d))).toEqual([]);
  });

  it('keeps the prices per head and bed class, set by the administrator alone', async () => {
    const res = await setTariffs([
      { head: 'Consultant visit', bedClass: 'general', pricePaise: 500_00 },
      { head: 'Consultant visit', bedClass: 'private', pricePaise: 800_00 },
      { head: 'Nursing', bedClass: 'general', pricePaise: 300_00 },
      { head: 'Nursing', bedClass: 'icu', pricePaise: 1_200_00 },
      { head: 'Monitoring', bedClass: 'icu', pricePaise: 2_000_00 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json<StayTariff[]>()).toHaveLength(5);
    const again = await setTariffs([{ head: 'Nursing', bedClass: 'general', pricePaise: 350_00 }]);
    expect(again.json<StayTariff[]>().find((r) => r.head === 'Nursing' && r.bedClass === 'general')).toEqual({
      head: 'Nursing',
      bedClass: 'general',
      pricePaise: 350_00,
    });
    const read = await t.injectAs(['nurse'], { method: 'GET', url: '/api/stay-tariffs' });
    expect(read.json<StayTariff[]>()).toHaveLength(5);
    expect((await setTariffs([{ head: 'Nursing', bedClass: 'general', pricePaise: 1 }], 'billing')).statusCode).toBe(
      403,
    );
    for (const bad of [
      [{ head: 'Nursing', bedClass: 'general', pricePaise: -1 }],
      [{ head: 'Laundry', bedClass: 'general', pricePaise: 100 }],
      [{ head: 'Nursing', bedClass: 'suite', pricePaise: 100 }],
      [
        { head: 'Nursing', bedClass: 'general', pricePaise: 100 },
        { head: 'Nursing', bedClass: 'general', pricePaise: 200 },
      ],
      [],
    ])
      expect((await setTariffs(bad)).statusCode).toBe(400);
  });

  it('charges a consultant visit on each doctor’s first round of the day, at the bed class’s price', async () => {
    const stay = await admit(t, h, await newPatient(t, 'Visited'), h.beds.g2);
    expect((await round(stay._id, ['doctor'])).statusCode).toBe(201);
    expect((await round(stay._id, ['doctor'])).statusCode).toBe(201);
    expect((await round(stay._id, ['doctor', 'nurse'])).statusCode).toBe(201);
    const visits = (await billOf(stay._id)).lines.filter((l) => l.description.startsWith('Consultant visit'));
    expect(visits.map((l) => [l.quantity, l.unitPricePaise])).toEqual([
      [1, 500_00],
      [1, 500_00],
    ]);
    expect(visits[0]?.description).toMatch(/^Consultant visit: .+ \(General\)$/);
    const nursing = await t.injectAs(['nurse'], {
      method: 'POST',
      url: `/api/admissions/${stay._id}/notes`,
      payload: { kind: 'Nursing', text: 'Slept well' },
    });
    expect(nursing.statusCode).toBe(201);
    expect((await billOf(stay._id)).lines.filter((l) => l.description.startsWith('Consultant visit'))).toHaveLength(2);
  });

  it('adds nursing and monitoring per bed day by bed class, exempt from GST', async () => {
    const general = await admit(t, h, await newPatient(t, 'Nursed'), h.beds.g3);
    const lines = (await billOf(general._id)).lines;
    expect(lines.find((l) => l.description === 'Nursing charges (General)')).toMatchObject({
      section: 'Room Charges',
      quantity: 1,
      unitPricePaise: 350_00,
      gstRateBp: 0,
    });
    expect(lines.some((l) => l.description.startsWith('Monitoring'))).toBe(false);
    const icu = (
      await t.injectAs(['reception'], {
        method: 'POST',
        url: '/api/admissions',
        payload: { ...admitBody(h, await newPatient(t, 'Monitored'), h.beds.icu1), wardId: h.icu._id },
      })
    ).json<AdmissionDetail>();
    const icuLines = (await billOf(icu._id)).lines.map((l) => [l.description, l.quantity, l.unitPricePaise]);
    expect(icuLines).toEqual(
      expect.arrayContaining([
        ['Nursing charges (ICU)', 1, 1_200_00],
        ['Monitoring charges (ICU)', 1, 2_000_00],
      ]),
    );
  });
});
