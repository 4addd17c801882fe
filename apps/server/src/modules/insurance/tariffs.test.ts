import type { Role } from '@clinic/shared/auth';
import type { Bill, IpBillView } from '@clinic/shared/billing';
import {
  DUPLICATE_RATE,
  SERVICE_NOT_FOUND,
  type ClaimCase,
  type Coverage,
  type Payer,
  type PayerTariff,
  type TariffRate,
} from '@clinic/shared/insurance';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicNow } from '../../lib/clinic-time.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import {
  admitBody,
  newPatient,
  setupHospital,
  wardCatalogue,
  type Hospital,
} from '../admissions/admission-fixtures.ts';

let t: TestApp;
let h: Hospital;
let lab: { _id: string; name: string };
let radiology: { _id: string; name: string };
beforeAll(async () => {
  t = await buildTestApp();
  h = await setupHospital(t, ' T');
  ({ lab, radiology } = await wardCatalogue(t, ' T'));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const as = (roles: Role[], method: Method, url: string, payload?: object) =>
  t.injectAs(roles, { method, url, payload, headers: method === 'GET' ? {} : { 'idempotency-key': randomUUID() } });
const desk = (method: Method, url: string, payload?: object) => as(['billing'], method, url, payload);
const today = clinicNow('Asia/Kolkata').date;
const year = Number(today.slice(0, 4));
const messageOf = (res: { json: () => unknown }) => (res.json() as { error: { message: string } }).error.message;

const newPayer = async (kind = 'Insurer') => {
  const code = `P${randomUUID().slice(0, 6).toUpperCase()}`;
  return (await desk('POST', '/api/payers', { name: `Payer ${code}`, kind, code })).json<Payer>();
};
const rate = (payerId: string, body: object) => desk('POST', `/api/payers/${payerId}/tariff/rates`, body);

/** A stay in a general bed covered by the payer (through a TPA), with Troponin (₹900) and a chest X-ray (₹450) ordered. */
async function coveredStay(payer: Payer, bed: string, tpa?: Payer) {
  const patientId = await newPatient(t, 'Tariff');
  const cover = (
    await as(['reception'], 'POST', `/api/patients/${patientId}/coverages`, {
      payerId: payer._id,
      tpaId: tpa?._id ?? null,
      policyNumber: `T/${randomUUID().slice(0, 8)}`,
      validFrom: `${year - 1}-01-01`,
      validTo: `${year + 1}-12-31`,
    })
  ).json<Coverage>();
  const stay = (
    await as(['reception'], 'POST', '/api/admissions', { ...admitBody(h, patientId, bed), coverageId: cover._id })
  ).json<{ _id: string }>();
  const ordered = await as(['doctor'], 'POST', `/api/admissions/${stay._id}/orders`, {
    labTests: [lab._id],
    radiologyStudies: [radiology._id],
  });
  if (ordered.statusCode !== 201) throw new Error(`orders: ${ordered.body}`);
  return stay._id;
}
const priceOn = async (stayId: string, name: string) =>
  (await desk('GET', `/api/billing/ip/${stayId}`)).json<IpBillView>().lines.find((l) => l.description.startsWith(name))
    ?.unitPricePaise;

describe("a payer's tariff", () => {
  it('keeps dated rates per service and room category, refusing a duplicate, a bad rate and an unknown service', async () => {
    const payer = await newPayer();
    const added = await rate(payer._id, { serviceId: lab._id, pricePaise: 800_00, effectiveFrom: `${year - 1}-04-01` });
    expect(added.statusCode).toBe(201);
    expect(added.json<TariffRate>()).toMatchObject({
      serviceName: lab.name,
      hospitalPricePaise: 900_00,
      roomCategory: 'any',
      pricePaise: 800_00,
    });
    const again = await rate(payer._id, { serviceId: lab._id, pricePaise: 850_00, effectiveFrom: `${year - 1}-04-01` });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(DUPLICATE_RATE);
    const bad = await rate(payer._id, {
      serviceId: lab._id,
      roomCategory: 'suite',
      pricePaise: -1,
      effectiveFrom: 'soon',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ error: { fields: object } }>().error.fields).sort()).toEqual([
      'effectiveFrom',
      'pricePaise',
      'roomCategory',
    ]);
    const unknown = await rate(payer._id, { serviceId: randomUUID(), pricePaise: 1, effectiveFrom: today });
    expect(unknown.statusCode).toBe(422);
    expect(messageOf(unknown)).toBe(SERVICE_NOT_FOUND);
    expect((await rate(randomUUID(), { serviceId: lab._id, pricePaise: 1, effectiveFrom: today })).statusCode).toBe(
      404,
    );
    const tariff = (await desk('GET', `/api/payers/${payer._id}/tariff`)).json<PayerTariff>();
    expect(tariff).toMatchObject({ factors: null, rates: [{ serviceName: lab.name, pricePaise: 800_00 }] });
  });

  it('is kept by the payer desk and read by the claims desk only', async () => {
    const payer = await newPayer();
    for (const role of ['reception', 'nurse', 'doctor'] as Role[]) {
      expect((await as([role], 'GET', `/api/payers/${payer._id}/tariff`)).statusCode, role).toBe(403);
      const post = await as([role], 'POST', `/api/payers/${payer._id}/tariff/rates`, {
        serviceId: lab._id,
        pricePaise: 1,
        effectiveFrom: today,
      });
      expect(post.statusCode, role).toBe(403);
      const put = await as([role], 'PUT', `/api/payers/${payer._id}/tariff/factors`, { factors: null });
      expect(put.statusCode, role).toBe(403);
    }
  });

  it("prices an insured stay's charges at the payer's rate, the TPA's where the payer has none, else the hospital's", async () => {
    const payer = await newPayer();
    const tpa = await newPayer('TPA');
    await rate(payer._id, { serviceId: lab._id, pricePaise: 700_00, effectiveFrom: `${year - 1}-04-01` });
    // A rate for the private room only does not reach a patient in a general bed.
    await rate(payer._id, {
      serviceId: radiology._id,
      roomCategory: 'private',
      pricePaise: 600_00,
      effectiveFrom: `${year - 1}-04-01`,
    });
    await rate(tpa._id, { serviceId: radiology._id, pricePaise: 400_00, effectiveFrom: `${year - 1}-04-01` });
    const stayId = await coveredStay(payer, h.beds.g1, tpa);
    expect(await priceOn(stayId, lab.name)).toBe(700_00);
    expect(await priceOn(stayId, radiology.name)).toBe(400_00);
    const self = await newPatient(t, 'Selfpay');
    const own = (await as(['reception'], 'POST', '/api/admissions', admitBody(h, self, h.beds.g3))).json<{
      _id: string;
    }>();
    await as(['doctor'], 'POST', `/api/admissions/${own._id}/orders`, { labTests: [lab._id] });
    expect(await priceOn(own._id, lab.name)).toBe(900_00);
  });

  it('scales a scheme rate by its factors, never reprices a finalized bill, and prices a late charge at the day’s rate', async () => {
    const scheme = await newPayer('Government scheme');
    await rate(scheme._id, { serviceId: lab._id, pricePaise: 1_000_00, effectiveFrom: `${year - 1}-04-01` });
    const factors = await desk('PUT', `/api/payers/${scheme._id}/tariff/factors`, {
      factors: { general: 0.95, accreditation: 0.85, city: 0.9 },
    });
    expect(factors.statusCode).toBe(200);
    expect(factors.json<PayerTariff>().factors).toEqual({
      general: 0.95,
      'semi-private': 1,
      private: 1,
      icu: 1,
      accreditation: 0.85,
      city: 0.9,
    });
    const bad = await desk('PUT', `/api/payers/${scheme._id}/tariff/factors`, { factors: { city: 0.2 } });
    expect(bad.statusCode).toBe(400);
    expect(messageOf(bad)).toMatch(/between 0.5 and 2/);

    const stayId = await coveredStay(scheme, h.beds.g2);
    // ₹1,000 × 0.95 (general ward) × 0.85 (not accredited) × 0.9 (Tier II city) = ₹726.75
    expect(await priceOn(stayId, lab.name)).toBe(726_75);
    const claim = (
      await desk('POST', `/api/admissions/${stayId}/claims`, {
        provisionalDiagnosis: 'Chest pain',
        lineOfTreatment: 'Medical',
        estimate: { investigationsPaise: 2_000_00 },
      })
    ).json<ClaimCase>();
    for (const move of [
      { to: 'Requested' },
      { to: 'Approved', amountPaise: 1_500_00 },
      { to: 'Requested', stage: 'Final' },
      { to: 'Approved', amountPaise: 1_500_00 },
    ])
      await desk('POST', `/api/claims/${claim._id}/moves`, move);
    await as(['nurse'], 'POST', `/api/admissions/${stayId}/initiate-discharge`);
    const bill = await desk('POST', `/api/billing/ip/${stayId}/finalize`, { carryPendingOrders: true });
    expect(bill.statusCode, bill.body).toBe(201);
    const line = (b: Bill) => b.lines.find((l) => l.description.startsWith(lab.name))?.unitPricePaise;
    expect(line(bill.json<Bill>())).toBe(726_75);

    // The scheme's rates change from today, and its factors are cleared: the closed bill stands.
    await rate(scheme._id, { serviceId: lab._id, pricePaise: 2_000_00, effectiveFrom: today });
    await desk('PUT', `/api/payers/${scheme._id}/tariff/factors`, { factors: null });
    const after = (await desk('GET', `/api/billing/bills/${bill.json<Bill>()._id}`)).json<Bill>();
    expect(line(after)).toBe(726_75);
    expect(after.totalPaise).toBe(bill.json<Bill>().totalPaise);

    // A test after the final bill goes on a supplementary bill at the payer's rate of its day.
    await as(['doctor'], 'POST', `/api/admissions/${stayId}/orders`, { labTests: [lab._id] });
    const view = (await desk('GET', `/api/billing/ip/${stayId}`)).json<IpBillView>();
    expect(view.afterFinal).toEqual({ charges: 1, amountPaise: 2_000_00 });
    const supplementary = await desk('POST', `/api/billing/ip/${stayId}/supplementary-bill`);
    expect(supplementary.statusCode, supplementary.body).toBe(201);
    expect(line(supplementary.json<Bill>())).toBe(2_000_00);
  });
});
