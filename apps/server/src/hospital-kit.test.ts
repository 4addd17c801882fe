import type { Appointment } from '@clinic/shared/appointments';
import type { Encounter } from '@clinic/shared/encounters';
import type { Service } from '@clinic/shared/services';
import {
  chargeStatus,
  dispenseStatus,
  imagingOrderStatus,
  labOrderStatus,
  stockEntryStatus,
} from '@clinic/shared/status';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from './app.ts';
import { AppError } from './lib/errors.ts';
import { moveStatus } from './lib/status-move.ts';
import { patientCharges } from './modules/billing/charges.table.ts';
import { stockEntries } from './modules/inventory/inventory.table.ts';
import { labOrders } from './modules/lab/lab.table.ts';
import { dispenseRequests } from './modules/pharmacy/pharmacy.table.ts';
import { imagingOrders } from './modules/radiology/radiology.table.ts';
import { seedDemo } from './seed/seed-demo.ts';
import { appointmentToday } from './test/appointment-fixtures.ts';
import { buildTestApp, type TestApp } from './test/build-test-app.ts';

let t: TestApp;
let services: Services;
let patientId = '';
let encounter: Encounter;
const actor = { userId: null, name: 'Kit test', role: 'clinicAdmin', ip: null };
const json = <T>(res: { json: () => unknown }) => res.json() as T;

beforeAll(async () => {
  t = await buildTestApp();
  services = createServices(t.database.db);
  await seedDemo(services);
  const doctor = await t.createUser(['doctor']);
  const fee = await t.injectAs(['clinicAdmin'], {
    method: 'PATCH',
    url: `/api/staff/${doctor.id}`,
    payload: {
      speciality: 'General Medicine',
      consultationFeePaise: 75_000,
      qualification: 'MBBS, MD',
      registrationNumber: 'MMC-2009/12345',
    },
  });
  expect(fee.json()).toMatchObject({ consultationFeePaise: 75_000, registrationNumber: 'MMC-2009/12345' });
  const patients = await t.injectAs(['reception'], { method: 'GET', url: '/api/patients?limit=1' });
  patientId = json<{ data: { _id: string }[] }>(patients).data[0]?._id ?? '';
  const appointmentId = await appointmentToday(t, { patientId, doctorId: doctor.id, time: '00:02' });
  const catalogue = json<Service[]>(await t.injectAs(['reception'], { method: 'GET', url: '/api/service/all' }));
  const labTest = catalogue.find((s) => s.category === 'Laboratory' && s.isActive) as Service;
  const study = catalogue.find((s) => s.category === 'Radiology' && s.isActive) as Service;
  const drugs = json<{ _id: string }[]>(
    await t.injectAs(['doctor'], { method: 'GET', url: '/api/inventory/drug/all-drugs' }),
  );
  const token = await t.login(doctor.email);
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/encounters',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      patientId,
      appointmentId,
      symptoms: 'Cough',
      examination: '',
      medicalHistory: { allergies: ['Sulfa drugs'] },
      diagnoses: [{ code: 'J06.9', description: 'Acute upper respiratory infection' }],
      prescriptions: [{ drugId: drugs[0]?._id, dose: '1 tablet', frequency: '1-0-1', durationDays: 3, route: 'Oral' }],
      labTests: [labTest._id],
      radiologyStudies: [study._id],
      advice: '',
    },
  });
  expect(saved.statusCode).toBe(201);
  encounter = json<Encounter>(saved);
});
afterAll(() => t.close());

describe('prescription snapshot', () => {
  it("keeps the doctor's qualification and registration number and the patient's allergies", () => {
    expect(encounter).toMatchObject({
      doctorQualification: 'MBBS, MD',
      doctorRegistrationNumber: 'MMC-2009/12345',
      allergies: ['Sulfa drugs'],
    });
  });
});

describe('orders and charges between areas', () => {
  it("charges the doctor's own fee with the consultation, once, through billing", async () => {
    const charges = json<{ serviceName: string; sourceArea: string; price: number }[]>(
      await t.injectAs(['billing'], { method: 'GET', url: `/api/patients/${patientId}/charges` }),
    );
    const fees = charges.filter((c) => c.sourceArea === 'consultation');
    expect(fees).toEqual([expect.objectContaining({ serviceName: 'Consultation - Test doctor', price: 750 })]);
    expect(charges.filter((c) => c.sourceArea === 'lab')).toHaveLength(1);
    expect(charges.filter((c) => c.sourceArea === 'radiology')).toHaveLength(1);
  });

  it('adds a charge for the same source only once', async () => {
    const order = encounter.orders[0];
    const twice = await t.database.db.transaction(async (tx) => {
      const input = {
        patientId,
        sourceArea: 'lab' as const,
        sourceId: order?._id ?? '',
        serviceId: order?.serviceId ?? null,
        serviceName: 'Again',
        category: 'Laboratory',
        unitPricePaise: 1,
      };
      return [
        await services.charges.addChargeIn(tx, input, actor),
        await services.charges.addChargeIn(tx, input, actor),
      ];
    });
    expect(twice[0]?.id).toBe(twice[1]?.id);
    expect(twice[0]?.serviceName).not.toBe('Again');
  });

  it('leaves the charge table to billing: only billing modules write patient_charges', async () => {
    const { execSync } = await import('node:child_process');
    const writers = execSync(
      `grep -rlE "(insert|update|delete)\\(patientCharges\\)" src --include=*.ts | grep -v "\\.test\\.ts" || true`,
      { cwd: new URL('..', import.meta.url).pathname, encoding: 'utf8' },
    )
      .trim()
      .split('\n')
      .filter(Boolean);
    expect(writers.every((file) => file.startsWith('src/modules/billing/'))).toBe(true);
  });
});

/** Each status table, with a row in it and a move its machine does not allow. */
const forbidden: [table: string, id: () => Promise<string>, move: (id: string) => Promise<unknown>][] = [
  ['appointments', async () => encounter.appointmentId ?? '', (id) => services.appointments.noShow(id, actor)],
  [
    'patient_charges',
    async () => {
      const charges = await services.charges.list(patientId, undefined, actor);
      const charge = charges[0];
      await t.database.db.transaction((tx) => services.charges.cancelChargeIn(tx, charge?._id ?? '', actor));
      return charge?._id ?? '';
    },
    (id) => moveStatus(t.database.db, patientCharges, chargeStatus, id, 'Cancelled'),
  ],
  [
    'lab_orders',
    async () => encounter.orders.find((o) => o.category === 'Laboratory')?._id ?? '',
    (id) => moveStatus(t.database.db, labOrders, labOrderStatus, id, 'Approved'),
  ],
  [
    'imaging_orders',
    async () => encounter.orders.find((o) => o.category === 'Radiology')?._id ?? '',
    (id) => moveStatus(t.database.db, imagingOrders, imagingOrderStatus, id, 'Completed'),
  ],
  [
    'dispense_requests',
    async () => (await t.database.db.select({ id: dispenseRequests.id }).from(dispenseRequests))[0]?.id ?? '',
    (id) => moveStatus(t.database.db, dispenseRequests, dispenseStatus, id, 'Pending'),
  ],
  [
    'stock_entries',
    async () =>
      (
        await t.database.db
          .select({ id: stockEntries.id })
          .from(stockEntries)
          .where(eq(stockEntries.status, 'Verified'))
      )[0]?.id ?? '',
    (id) => moveStatus(t.database.db, stockEntries, stockEntryStatus, id, 'Pending'),
  ],
];

describe('status machines', () => {
  it.each(forbidden)('%s: a move along a forbidden edge is 409 naming the current state', async (_table, id, move) => {
    const rowId = await id();
    const error = await move(rowId).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(409);
    expect((error as AppError).message).toMatch(/^A (Completed|Cancelled|Ordered|Pending|Verified) .+ cannot become /);
  });

  it.each(['appointments', 'stock_entries', 'patient_charges', 'lab_orders', 'imaging_orders', 'dispense_requests'])(
    '%s: the database refuses a status outside the machine',
    async (table) => {
      const error = await t.database.db
        .execute(sql`update ${sql.identifier(table)} set status = 'Bogus'`)
        .catch((e: unknown) => e);
      expect(
        (error as { cause?: { code?: string }; code?: string }).cause?.code ?? (error as { code?: string }).code,
      ).toBe('23514');
      const [row] = (
        await t.database.db.execute<{ n: string }>(sql`select count(*) as n from ${sql.identifier(table)}`)
      ).rows;
      expect(Number(row?.n)).toBeGreaterThan(0);
    },
  );

  it('moves appointments only along the machine over HTTP as well', async () => {
    const res = await t.injectAs(['reception'], {
      method: 'POST',
      url: `/api/appointments/${encounter.appointmentId}/cancel`,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { message: 'A Completed appointment cannot become Cancelled' } });
    const list = json<Appointment[]>(
      await t.injectAs(['reception'], { method: 'GET', url: `/api/appointments?patientId=${patientId}` }),
    );
    expect(list.find((a) => a._id === encounter.appointmentId)?.status).toBe('Completed');
  });
});

describe('worklists page instead of stopping at a cap', () => {
  it('lists every open lab order a page at a time, with the total', async () => {
    const catalogue = json<Service[]>(await t.injectAs(['reception'], { method: 'GET', url: '/api/service/all' }));
    const labTest = catalogue.find((s) => s.category === 'Laboratory' && s.isActive) as Service;
    await t.database.db.transaction(async (tx) => {
      for (let i = 0; i < 25; i++)
        await services.lab.placeOrderIn(tx, { patientId, encounterId: null, service: labTest }, actor, () => undefined);
    });
    const first = json<{ data: { _id: string }[]; total: number }>(
      await t.injectAs(['lab'], { method: 'GET', url: '/api/lab/orders?pageSize=10' }),
    );
    const third = json<{ data: { _id: string }[]; total: number }>(
      await t.injectAs(['lab'], { method: 'GET', url: '/api/lab/orders?pageSize=10&page=3' }),
    );
    // These 25, the consultation's test and the demo's approved blood count.
    expect(first.total).toBe(27);
    expect(first.data).toHaveLength(10);
    expect(third.data).toHaveLength(7);
    expect(new Set([...first.data, ...third.data].map((o) => o._id)).size).toBe(17);
  });
});
