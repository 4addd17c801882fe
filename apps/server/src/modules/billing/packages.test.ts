import {
  BEYOND_SUFFIX,
  DUPLICATE_PACKAGE_CODE,
  EXCLUDED_SUFFIX,
  INCLUDED_SUFFIX,
  PACKAGE_REASON_NEEDED,
  type Bill,
  type CarePackage,
  type IpBillView,
  type StayPackage,
} from '@clinic/shared/billing';
import type { Role } from '@clinic/shared/auth';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { admit, newPatient, setupHospital, wardCatalogue, type Hospital } from '../admissions/admission-fixtures.ts';
import { BILL_FINALIZED } from './ip-billing.service.ts';
import {
  NO_PACKAGE_ON_STAY,
  noPriceFor,
  packageOfPayer,
  PACKAGE_CHANGE_NEEDS_PERMISSION,
  PACKAGE_RETIRED,
} from './packages.service.ts';

let t: TestApp;
let h: Hospital;
let lab: { _id: string; name: string };
beforeAll(async () => {
  t = await buildTestApp();
  h = await setupHospital(t);
  ({ lab } = await wardCatalogue(t));
});
afterAll(() => t.close());

const call = (roles: Role[], method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.injectAs(roles, { method, url, payload, headers: method === 'POST' ? { 'idempotency-key': randomUUID() } : {} });
const billOf = async (id: string) => (await call(['billing'], 'GET', `/api/billing/ip/${id}`)).json<IpBillView>();
const messageOf = (res: { json: () => unknown }) => (res.json() as { error: { message: string } }).error.message;

const lapChole = (code: string, over: Partial<CarePackage> = {}) => ({
  code,
  name: 'Laparoscopic cholecystectomy',
  payerId: null,
  prices: { general: 40_000_00, private: 65_000_00 },
  roomDays: 3,
  inclusions: [{ match: 'service', value: lab._id, label: 'Troponin I', units: 1, amountPaise: null }],
  exclusions: [{ match: 'category', value: 'Miscellaneous', label: 'Implants and consumables billed by hand' }],
  isActive: true,
  ...over,
});
const makePackage = async (code: string, over: Partial<CarePackage> = {}) => {
  const res = await call(['billing'], 'POST', '/api/care-packages', lapChole(code, over));
  if (res.statusCode !== 201) throw new Error(`package: ${res.statusCode} ${res.body}`);
  return res.json<CarePackage>();
};

/** A stay in the general room (₹1,000 a day) with Troponin ordered twice and a ₹5,000 implant added by hand. */
async function stayWithCharges(bed: string) {
  const stay = await admit(t, h, await newPatient(t, 'Packaged'), bed);
  for (let i = 0; i < 2; i += 1)
    await call(['doctor'], 'POST', `/api/admissions/${stay._id}/orders`, { labTests: [lab._id] });
  const misc = await call(['billing'], 'POST', `/api/billing/ip/${stay._id}/misc-lines`, {
    description: 'Mesh implant',
    amountPaise: 5_000_00,
    reason: 'Used in theatre',
  });
  expect(misc.statusCode).toBe(201);
  return stay._id;
}

describe('the package master', () => {
  it('is kept by the billing desk, read by every signed-in user, with codes unique and input checked', async () => {
    const made = await makePackage('LAPCHOLE-1');
    expect(made).toMatchObject({ code: 'LAPCHOLE-1', roomDays: 3, payerName: null });
    expect((await call(['billing'], 'POST', '/api/care-packages', lapChole('lapchole-1'))).statusCode).toBe(409);
    expect(messageOf(await call(['billing'], 'POST', '/api/care-packages', lapChole('LAPCHOLE-1')))).toBe(
      DUPLICATE_PACKAGE_CODE,
    );
    for (const bad of [
      lapChole('X'),
      lapChole('NOPRICE', { prices: {} }),
      lapChole('BADCLASS', { prices: { suite: 100 } as CarePackage['prices'] }),
      lapChole('NEGATIVE', { prices: { general: -5 } }),
      lapChole('PAYER', { payerId: randomUUID() }),
    ])
      expect((await call(['billing'], 'POST', '/api/care-packages', bad)).statusCode).toBe(400);
    expect((await call(['nurse'], 'POST', '/api/care-packages', lapChole('NURSE-1'))).statusCode).toBe(403);
    const listed = await call(['nurse'], 'GET', '/api/care-packages');
    expect(listed.json<CarePackage[]>().map((p) => p.code)).toContain('LAPCHOLE-1');
    const edited = await call(
      ['billing'],
      'PUT',
      `/api/care-packages/${made._id}`,
      lapChole('LAPCHOLE-1', { roomDays: 4 }),
    );
    expect(edited.json<CarePackage>().roomDays).toBe(4);
    expect(
      (await call(['reception'], 'PUT', `/api/care-packages/${made._id}`, lapChole('LAPCHOLE-1'))).statusCode,
    ).toBe(403);
  });
});

describe('a package on a stay', () => {
  it('bills the package price, covers what it includes at ₹0, and bills the excluded and the over-limit as extras', async () => {
    const pkg = await makePackage('LAPCHOLE-2');
    const id = await stayWithCharges(h.beds.g1);
    const put = await call(['billing'], 'POST', `/api/admissions/${id}/packages`, { packageId: pkg._id });
    expect(put.statusCode).toBe(201);
    expect(put.json<StayPackage>()).toMatchObject({
      status: 'Active',
      terms: { code: 'LAPCHOLE-2', bedClass: 'general', pricePaise: 40_000_00 },
    });
    const view = await billOf(id);
    expect(view.lines.map((l) => [l.section, l.description, l.quantity, l.unitPricePaise])).toEqual([
      ['Package', 'Package LAPCHOLE-2 — Laparoscopic cholecystectomy (General)', 1, 40_000_00],
      ['Package', expect.stringMatching(new RegExp(`${INCLUDED_SUFFIX}$`)) as unknown, 1, 0],
      ['Package', `${lab.name}${INCLUDED_SUFFIX}`, 1, 0],
      ['Services', `${lab.name}${BEYOND_SUFFIX}`, 1, 900_00],
      ['Miscellaneous', `Mesh implant${EXCLUDED_SUFFIX}`, 1, 5_000_00],
    ]);
    expect(view.totalPaise).toBe(45_900_00);
    expect(view.package).toMatchObject({ includedValuePaise: 1_900_00, extrasPaise: 5_900_00, status: 'Active' });

    const again = await call(['billing'], 'POST', `/api/admissions/${id}/packages`, { packageId: pkg._id });
    expect(again.json<StayPackage>()._id).toBe(put.json<StayPackage>()._id);
    const history = await call(['billing'], 'GET', `/api/admissions/${id}/packages`);
    expect(history.json<StayPackage[]>()).toHaveLength(1);
    expect((await call(['nurse'], 'GET', `/api/admissions/${id}/packages`)).statusCode).toBe(403);
  });

  it('is changed or broken only with permission and a reason, back to the itemised bill', async () => {
    const [first, second] = [
      await makePackage('LAPCHOLE-3'),
      await makePackage('LAPAPPY-3', { name: 'Lap appendicectomy' }),
    ];
    const id = await stayWithCharges(h.beds.g2);
    expect((await call(['nurse'], 'POST', `/api/admissions/${id}/packages`, { packageId: first._id })).statusCode).toBe(
      403,
    );
    await call(['billing'], 'POST', `/api/admissions/${id}/packages`, { packageId: first._id });
    const swap = await call(['billing'], 'POST', `/api/admissions/${id}/packages`, { packageId: second._id });
    expect(swap.statusCode).toBe(403);
    expect(messageOf(swap)).toBe(PACKAGE_CHANGE_NEEDS_PERMISSION);
    const noReason = await call(['clinicAdmin'], 'POST', `/api/admissions/${id}/packages`, { packageId: second._id });
    expect(noReason.statusCode).toBe(400);
    expect(messageOf(noReason)).toBe(PACKAGE_REASON_NEEDED);
    const changed = await call(['clinicAdmin'], 'POST', `/api/admissions/${id}/packages`, {
      packageId: second._id,
      reason: 'Procedure changed in theatre',
    });
    expect(changed.statusCode).toBe(201);
    const history = (await call(['billing'], 'GET', `/api/admissions/${id}/packages`)).json<StayPackage[]>();
    expect(history.map((p) => [p.terms.code, p.status])).toEqual([
      ['LAPAPPY-3', 'Active'],
      ['LAPCHOLE-3', 'Changed'],
    ]);
    expect(history[1]?.reason).toBe('Procedure changed in theatre');

    expect(
      (await call(['billing'], 'POST', `/api/admissions/${id}/packages/break`, { reason: 'Asked' })).statusCode,
    ).toBe(403);
    expect((await call(['clinicAdmin'], 'POST', `/api/admissions/${id}/packages/break`, {})).statusCode).toBe(400);
    const breakKey = randomUUID();
    const broken = await t.injectAs(['clinicAdmin'], {
      method: 'POST',
      url: `/api/admissions/${id}/packages/break`,
      payload: { reason: 'Complications: billed item by item' },
      headers: { 'idempotency-key': breakKey },
    });
    expect(broken.json<StayPackage>()).toMatchObject({ status: 'Broken', terms: { code: 'LAPAPPY-3' } });
    const view = await billOf(id);
    expect(view.package).toBeNull();
    // Its two identical services share a line again once itemised.
    expect(view.lines.map((l) => [l.section, l.charges])).toEqual([
      ['Room Charges', 0],
      ['Services', 2],
      ['Miscellaneous', 1],
    ]);
    expect(view.totalPaise).toBe(7_800_00);
    const retried = await t.injectAs(['clinicAdmin'], {
      method: 'POST',
      url: `/api/admissions/${id}/packages/break`,
      payload: { reason: 'Complications: billed item by item' },
      headers: { 'idempotency-key': breakKey },
    });
    expect([retried.statusCode, retried.json<StayPackage>()._id]).toEqual([200, broken.json<StayPackage>()._id]);
    const twice = await call(['clinicAdmin'], 'POST', `/api/admissions/${id}/packages/break`, { reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(messageOf(twice)).toBe(NO_PACKAGE_ON_STAY);
  });

  it('is refused without a price for the bed class, when retired, and once the bill is finalized', async () => {
    const privateOnly = await makePackage('PRIVONLY-4', { prices: { private: 70_000_00 } });
    const retired = await makePackage('RETIRED-4', { isActive: false });
    const pkg = await makePackage('LAPCHOLE-4');
    const id = await stayWithCharges(h.beds.g3);
    const noPrice = await call(['billing'], 'POST', `/api/admissions/${id}/packages`, { packageId: privateOnly._id });
    expect(noPrice.statusCode).toBe(422);
    expect(messageOf(noPrice)).toBe(noPriceFor('General'));
    const gone = await call(['billing'], 'POST', `/api/admissions/${id}/packages`, { packageId: retired._id });
    expect([gone.statusCode, messageOf(gone)]).toEqual([422, PACKAGE_RETIRED]);
    const scheme = (
      await call(['billing'], 'POST', '/api/payers', {
        name: 'State scheme',
        kind: 'Government scheme',
        code: 'SCHEME4',
      })
    ).json<{ _id: string }>();
    const schemeRate = await makePackage('SCHEME-4', { payerId: scheme._id });
    const notTheirs = await call(['billing'], 'POST', `/api/admissions/${id}/packages`, { packageId: schemeRate._id });
    expect([notTheirs.statusCode, messageOf(notTheirs)]).toEqual([422, packageOfPayer('State scheme')]);

    await call(['billing'], 'POST', `/api/admissions/${id}/packages`, { packageId: pkg._id });
    await call(['nurse'], 'POST', `/api/admissions/${id}/initiate-discharge`);
    const bill = await call(['billing'], 'POST', `/api/billing/ip/${id}/finalize`, { carryPendingOrders: true });
    expect(bill.statusCode).toBe(201);
    expect(bill.json<Bill>()).toMatchObject({ totalPaise: 45_900_00 });
    expect(bill.json<Bill>().lines.map((l) => l.section)).toEqual([
      'Package',
      'Package',
      'Package',
      'Services',
      'Miscellaneous',
    ]);
    const late = await call(['clinicAdmin'], 'POST', `/api/admissions/${id}/packages/break`, { reason: 'Too late' });
    expect([late.statusCode, messageOf(late)]).toEqual([409, BILL_FINALIZED]);
    const after = await billOf(id);
    expect(after.package).toMatchObject({ status: 'Active', includedValuePaise: null });
  });
});
