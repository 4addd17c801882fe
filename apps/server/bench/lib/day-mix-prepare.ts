import { randomUUID } from 'node:crypto';
import type { Appointment, ConsultingBlock } from '@clinic/shared/appointments';
import type { Bill, OpPending } from '@clinic/shared/billing';
import type { Encounter } from '@clinic/shared/encounters';
import type { Drug } from '@clinic/shared/inventory';
import type { PatientSummary } from '@clinic/shared/patients';
import type { Service } from '@clinic/shared/services';
import type { Desks, MixClient, Reply } from './mix-client.ts';
import { DEMO_CONSULTING_HOURS } from '../../src/seed/demo-accounts.ts';
import { FIRST_NAMES, LAST_NAMES } from './synthetic-patients.ts';

export type MixDrug = { id: string; name: string; molecule: string; schedule: string };

/** What the day's actions draw on; the actions take from and add to the queues as they go. */
export type MixState = {
  /** The clinic's date today, as the server sees it. */
  today: string;
  /** Demo MRNs, for lookups when there are no synthetic patients. */
  demoMrns: string[];
  /** Patients whose records are opened (synthetic and demo ones, and the pool). */
  recordIds: string[];
  /** Patients registered for the run: booked, consulted and billed. Registrations add to it. */
  pool: string[];
  /** Patients an action is working on (consulted, billed): no two actions take the same one. */
  busy: Set<string>;
  /** Doctors with consulting hours: each with the day being booked and the slots taken by this run. */
  booking: { id: string; date: string; claimed: Set<string> }[];
  /** Patient, doctor and day of each booking of this run: a patient is booked once a doctor a day. */
  booked: Set<string>;
  /** Doctors whose OP queue screens are read. */
  queueDoctors: string[];
  opServices: string[];
  labServices: string[];
  /** Drugs in stock to prescribe (no two of one molecule on a prescription), and to sell over the counter. */
  drugs: MixDrug[];
  counterDrugs: MixDrug[];
  /** Prescriptions waiting at the pharmacy (encounter ids). */
  prescriptions: string[];
  /** Patients with charges waiting for the billing desk. */
  toBill: string[];
  /** Lab orders with a sample collected, waiting for results; then approved ones, which may be amended. */
  labReady: string[];
  labApproved: string[];
  admissions: string[];
  wards: string[];
};

export const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
export const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
/** A fresh Idempotency-Key: every write of the mix creates a record or moves money or stock. */
export const keyed = () => ({ 'idempotency-key': randomUUID() });
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

let phoneSeq = Math.floor(Math.random() * 1_000_000);
/** A phone no synthetic (9…) or demo patient has, and no other registration of this process. */
export const newPhone = () =>
  `7${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}${String(++phoneSeq % 1_000_000).padStart(6, '0')}`;

export function newPatient() {
  const gender = Math.random() < 0.5 ? 'Male' : 'Female';
  return {
    title: gender === 'Male' ? 'Mr.' : 'Ms.',
    givenName: pick(FIRST_NAMES),
    familyName: pick(LAST_NAMES),
    gender,
    age: between(1, 85),
    phone: newPhone(),
    address: `${between(1, 400)}, Karve Road, Pune`,
    city: 'Pune',
    state: 'Maharashtra',
    pinCode: '411004',
  };
}

/** A consultation for a fresh patient: history with no known drug allergies, a diagnosis, medicines, tests. */
export function consultation(state: MixState, patientId: string, labTests: string[]) {
  const molecules = new Set<string>();
  // Drugs in any order, as doctors write them: sales lock their batches in one order (lockBatches).
  // Keyed by the first word: a drug without a molecule goes by its name ("Folic acid 5 mg Tablet"),
  // which the safety check still reads as the same ingredient as "Folic Acid" (duplicate therapy).
  const drugs = Array.from({ length: between(1, 3) }, () => pick(state.drugs)).filter((d) => {
    const key = d.molecule.toLowerCase().split(/[\s+]+/)[0] ?? '';
    const fresh = !molecules.has(key);
    molecules.add(key);
    return fresh;
  });
  const diagnosis = pick([
    { code: 'J06.9', description: 'Acute upper respiratory infection' },
    { code: 'I10', description: 'Essential hypertension' },
    { code: 'E11.9', description: 'Type 2 diabetes mellitus without complications' },
    { code: 'K29.7', description: 'Gastritis, unspecified' },
  ]);
  return {
    patientId,
    symptoms: 'Fever and body ache for 3 days',
    medicalHistory: { noKnownDrugAllergies: true },
    examination: 'Throat congested, chest clear',
    diagnoses: [diagnosis],
    prescriptions: drugs.map((d) => ({
      drugId: d.id,
      dose: '1 tablet',
      frequency: pick(['1-0-1', 'OD', 'BD', 'TDS']),
      durationDays: between(3, 7),
      route: 'Oral',
      instructions: 'After food',
    })),
    labTests,
    advice: 'Plenty of fluids; review if the fever persists',
  };
}

function must<T>(reply: Reply, what: string): T {
  if (reply.status >= 300) throw new Error(`prepare: ${what} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body as T;
}

/** Runs `work` over the items, `limit` at a time. */
async function inParallel<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

const STOCK_FLOOR = 100_000;

/**
 * Gathers what the mix needs through the API, before the measured run: doctors, services, drugs
 * in stock (topped up so no batch runs out), inpatients and wards, patient ids; and makes a pool
 * of fresh patients (`poolSize`, default 200), consultations with prescriptions, and paid lab
 * orders with samples taken (`labOrders`, default 400; the lab amends approved reports once
 * they are used up).
 */
export async function prepareMix(
  client: MixClient,
  desks: Desks,
  options: { patients: number; labOrders?: number; poolSize?: number },
): Promise<MixState> {
  const get = async <T>(token: string, path: string) => must<T>(await client.call('prepare', token, 'GET', path), path);
  const post = async <T>(token: string, path: string, body: unknown) =>
    must<T>(await client.call('prepare', token, 'POST', path, { body, headers: keyed() }), path);

  const doctors = await get<{ _id: string }[]>(desks.reception, '/api/doctors');
  const today = (await get<{ date: string }>(desks.doctor, `/api/op-queue/${doctors[0]?._id ?? ''}`)).date;
  // A doctor without consulting hours (two of the demo's three) gets the demo doctor's, so the
  // day's bookings spread over every doctor as a hospital's do.
  for (const d of doctors) {
    const hours = await get<{ blocks: ConsultingBlock[] }>(desks.reception, `/api/doctors/${d._id}/consulting-hours`);
    if (hours.blocks.length === 0)
      must(
        await client.call('prepare', desks.clinicAdmin, 'PUT', `/api/doctors/${d._id}/consulting-hours`, {
          body: { blocks: DEMO_CONSULTING_HOURS },
        }),
        'consulting hours',
      );
  }
  const booking = doctors.map((d) => ({ id: d._id, date: today, claimed: new Set<string>() }));
  const todays = await get<Appointment[]>(desks.reception, '/api/appointments?scope=today');
  const queueDoctors = [...new Set([...todays.map((a) => a.doctorId), ...booking.map((b) => b.id)])];

  const newest = await get<{ data: PatientSummary[] }>(desks.reception, '/api/patients?limit=100');
  const recordIds = newest.data.map((p) => p._id);
  for (let i = 0; i < 5 && options.patients > 0; i++) {
    const page = await get<{ data: PatientSummary[] }>(
      desks.reception,
      `/api/patients?limit=100&cursor=${between(2, options.patients)}`,
    );
    recordIds.push(...page.data.map((p) => p._id));
  }

  const services = await get<Service[]>(desks.reception, '/api/service/all');
  const opServices = services
    .filter((s) => s.isActive && s.price > 0 && s.price <= 5000)
    .filter((s) => !['Laboratory', 'Procedure'].includes(s.category))
    .map((s) => s._id);
  const groups: { serviceId: string; isActive: boolean; parameters: unknown[] }[] = [];
  for (let page = 1; page <= 10; page++) {
    const list = await get<{ data: typeof groups; total: number }>(
      desks.lab,
      `/api/lab/groups?pageSize=100&page=${page}`,
    );
    groups.push(...list.data);
    if (groups.length >= list.total) break;
  }
  const activeLab = new Set(services.filter((s) => s.isActive && s.category === 'Laboratory').map((s) => s._id));
  const labServices = groups
    .filter((g) => g.isActive && g.parameters.length > 0 && activeLab.has(g.serviceId))
    .map((g) => g.serviceId);

  // Every batch the FEFO choice may offer for the drugs used is raised far above a day's sales,
  // so concurrent sales never find a batch short.
  const catalogue = await get<Drug[]>(desks.doctor, '/api/inventory/drug/all-drugs');
  const batches = await get<
    { drugId: string; drug: string; batchNumber: string; expiryDate: string; quantityOnHand: number }[]
  >(desks.pharmacy, '/api/inventory/stock/batches?status=in-stock');
  const fresh = batches.filter((b) => b.expiryDate > today);
  const inStock = catalogue
    .filter((d) => d.schedule !== 'X' && fresh.some((b) => b.drugId === d._id))
    .sort(() => Math.random() - 0.5);
  const asMix = (d: Drug): MixDrug => ({
    id: d._id,
    name: d.name,
    molecule: d.molecule || d.name,
    schedule: d.schedule,
  });
  const drugs = inStock.slice(0, 16).map(asMix);
  const counterDrugs = inStock
    .filter((d) => d.schedule === 'OTC' || d.schedule === '')
    .slice(0, 8)
    .map(asMix);
  if (drugs.length === 0 || counterDrugs.length === 0)
    throw new Error('prepare: no drugs in stock to prescribe or sell');
  const used = new Set([...drugs, ...counterDrugs].map((d) => d.id));
  await inParallel(
    fresh.filter((b) => used.has(b.drugId) && b.quantityOnHand < STOCK_FLOOR),
    4,
    async (b) => {
      await post(desks.clinicAdmin, '/api/inventory/stock-adjustment/add-stock-adjustment', {
        itemName: b.drug,
        batchNumber: b.batchNumber,
        currStock: b.quantityOnHand,
        adjustmentValue: STOCK_FLOOR,
        reason: 'Physical Count',
      });
    },
  );

  const admissions: string[] = [];
  for (let page = 1; page <= 3; page++) {
    const list = await get<{ data: { _id: string }[]; total: number }>(
      desks.reception,
      `/api/admissions?status=Active&pageSize=100&page=${page}`,
    );
    admissions.push(...list.data.map((a) => a._id));
    if (admissions.length >= list.total) break;
  }
  const wards = (await get<{ _id: string }[]>(desks.nurse, '/api/wards')).map((w) => w._id);

  const state: MixState = {
    today,
    demoMrns: newest.data.map((p) => p.mrn),
    recordIds,
    pool: [],
    busy: new Set(),
    booking,
    booked: new Set(),
    queueDoctors,
    opServices,
    labServices,
    drugs,
    counterDrugs,
    prescriptions: [],
    toBill: [],
    labReady: [],
    labApproved: [],
    admissions,
    wards,
  };

  const perVisit = Math.min(4, labServices.length);
  const visits = perVisit === 0 ? 0 : Math.ceil((options.labOrders ?? 400) / perVisit);
  const poolSize = Math.max(options.poolSize ?? 200, visits);
  await inParallel(Array.from({ length: poolSize }, newPatient), 4, async (p) => {
    state.pool.push((await post<{ _id: string }>(desks.reception, '/api/patients', p))._id);
  });
  state.recordIds.push(...state.pool);

  // Lab orders ready for results: ordered at a consultation, billed and paid first (the bill
  // before service rule), then the sample collected. Each consultation's prescription waits at
  // the pharmacy.
  await inParallel(state.pool.slice(0, visits), 4, async (patientId) => {
    const tests = [...labServices].sort(() => Math.random() - 0.5).slice(0, perVisit);
    const encounter = await post<Encounter>(desks.doctor, '/api/encounters', consultation(state, patientId, tests));
    const pending = await get<OpPending>(desks.billing, `/api/billing/op/${patientId}`);
    const bill = await post<Bill>(desks.billing, '/api/billing/op-bills', {
      patientId,
      chargeIds: pending.charges.map((c) => c._id),
      discountPercent: 0,
      payment: { mode: 'Cash', amountPaise: 0 },
    });
    if (bill.balancePaise > 0)
      await post(desks.billing, `/api/billing/bills/${bill._id}/payments`, {
        mode: 'Cash',
        amountPaise: bill.balancePaise,
      });
    for (const order of encounter.orders.filter((o) => o.category === 'Laboratory')) {
      await post(desks.lab, `/api/lab/orders/${order._id}/collect`, {});
      state.labReady.push(order._id);
    }
    if (encounter.prescriptions.length > 0) state.prescriptions.push(encounter._id);
  });
  return state;
}
