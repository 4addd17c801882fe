import type { Drug } from '@clinic/shared/inventory';
import type { TestApp } from '../../test/build-test-app.ts';
import { DRUG, futureDate, SUPPLIER } from '../inventory/inventory-fixtures.ts';

async function ok(res: Promise<{ statusCode: number; body: string }>, status = 201) {
  const r = await res;
  if (r.statusCode !== status) throw new Error(`setup failed: ${r.statusCode} ${r.body}`);
  return r;
}
const inventory = (t: TestApp, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.injectAs(['inventory'], { method, url: `/api/inventory${url}`, payload });

export type Shelf = { drug: Drug; substitute: Drug; other: Drug };

/**
 * Paracetamol 500 mg in strips of 10 at ₹30 a strip (or `mrp`; 5% GST), a second brand of the same
 * molecule and strength, and a different strength. `batches` lists [drug, batch, days to
 * expiry, strips] to buy on one verified invoice.
 */
export async function stockShelf(
  t: TestApp,
  batches: [keyof Shelf, string, number, number][],
  tag = '',
  /** Tablets in the first drug's strip (10 by default; 12 makes a tablet ₹2.50). */
  unitsPerPack = 10,
  /** The MRP of a strip in rupees, on every batch bought. */
  mrp = 30,
): Promise<Shelf> {
  await inventory(t, 'POST', '/supplier/add-supplier', SUPPLIER);
  const drugs = {
    drug: { ...DRUG, name: `Paracetamol 500mg Tablet${tag}`, weight: 500, unitsPerPack },
    substitute: { ...DRUG, name: `Calpol 500mg Tablet${tag}`, manufacturer: 'GSK', weight: 500, unitsPerPack: 15 },
    other: { ...DRUG, name: `Paracetamol 650mg Tablet${tag}`, weight: 650, unitsPerPack: 10 },
  };
  for (const d of Object.values(drugs)) await ok(inventory(t, 'POST', '/drug/add-drug', d));
  const all = JSON.parse((await ok(inventory(t, 'GET', '/drug/all-drugs'), 200)).body) as Drug[];
  const shelf = Object.fromEntries(
    Object.entries(drugs).map(([k, d]) => [k, all.find((x) => x.name === d.name) as Drug]),
  ) as Shelf;
  await ok(
    inventory(t, 'POST', '/stock-entry/add-stock', {
      supplier: SUPPLIER.name,
      invoiceNumber: `INV-${tag || 'P'}-${Date.now()}`,
      invoiceDate: new Date().toISOString().slice(0, 10),
      dueDate: futureDate(45),
      status: 'Verified',
      itemDetails: batches.map(([k, batchNumber, days, strips]) => ({
        drug: drugs[k].name,
        batchNumber,
        expiryDate: futureDate(days),
        mrp,
        ptr: Math.min(20, mrp),
        quantity: strips,
        freeQuantity: 0,
        disc: 0,
      })),
    }),
  );
  return shelf;
}

let phone = 9400000000;
/** A patient with a consultation that prescribes `frequency` of the drug for `days` days; the encounter id. */
export async function prescribed(t: TestApp, drugId: string, frequency = 'TDS', days = 5): Promise<string> {
  const patient = JSON.parse(
    (
      await ok(
        t.injectAs(['reception'], {
          method: 'POST',
          url: '/api/patients?allowDuplicate=true',
          payload: {
            givenName: 'Dispensed',
            familyName: 'Rao',
            age: 40,
            gender: 'Male',
            phone: String(phone++),
            address: 'Pune',
          },
        }),
      )
    ).body,
  ) as { _id: string };
  const encounter = JSON.parse(
    (
      await ok(
        t.injectAs(['doctor'], {
          method: 'POST',
          url: '/api/encounters',
          payload: {
            patientId: patient._id,
            medicalHistory: {},
            diagnoses: [{ code: 'R50.9', description: 'Fever' }],
            prescriptions: [{ drugId, dose: '1 tablet', frequency, durationDays: days, route: 'Oral' }],
          },
        }),
      )
    ).body,
  ) as { _id: string };
  return encounter._id;
}
