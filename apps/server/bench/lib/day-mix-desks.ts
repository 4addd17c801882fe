/**
 * The day's desk work that takes more than one request: booking a slot, billing and taking the
 * payment, dispensing, entering and approving lab results. Each takes its patient, slot,
 * prescription or lab order from the shared state, so no two simulated staff work on one.
 */
import type { Bill, OpPending } from '@clinic/shared/billing';
import { differentialLayout, pickRange, type LabOrderDetail } from '@clinic/shared/lab';
import type { DispenseProposal, Sellable } from '@clinic/shared/pharmacy';
import { addDays, between, keyed, pick, type MixState } from './day-mix-prepare.ts';
import type { Desks, MixClient } from './mix-client.ts';
import { FIRST_NAMES, LAST_NAMES } from './synthetic-patients.ts';

export const ok = (status: number) => status >= 200 && status < 300;

/** A patient of the pool no other action is working on, held until `work` ends. */
export async function withPatient(state: MixState, from: string[], work: (id: string) => Promise<void>): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const id = pick(from);
    if (id === undefined || state.busy.has(id)) continue;
    state.busy.add(id);
    try {
      return await work(id);
    } finally {
      state.busy.delete(id);
    }
  }
}

/** Values in the normal range for every parameter; the differential's five percents add up to 100. */
function resultsFor(detail: LabOrderDetail) {
  const { patient } = detail;
  const subject = { gender: patient.gender, ageDays: patient.ageDays, ageYears: patient.ageYears, condition: '' };
  const percents = new Map(
    differentialLayout(detail.parameters).cells.flatMap((c, i) =>
      c.percent ? [[c.percent._id, [60, 30, 6, 3, 1][i] ?? 1] as const] : [],
    ),
  );
  return detail.parameters.map((p) => {
    if (p.resultType === 'Text') return { parameterId: p._id, value: 'Negative' };
    const range = pickRange(p.ranges, subject);
    const low = range?.min ?? p.criticalLow ?? 0;
    const high = range?.max ?? p.criticalHigh ?? (low > 0 ? low * 1.5 : 10);
    const value = percents.get(p._id) ?? (low + high) / 2;
    return { parameterId: p._id, value: value.toFixed(p.decimalPlaces) };
  });
}

/** Books the next free slot of a doctor, from today on: the desk reads the day's slots first. */
export async function book(client: MixClient, desks: Desks, state: MixState): Promise<void> {
  const doctor = state.booking.shift();
  if (!doctor) return;
  state.booking.push(doctor);
  for (let tries = 0; tries < 30; tries++) {
    const date = doctor.date;
    const reply = await client.call(
      'Book: free slots',
      desks.reception,
      'GET',
      `/api/appointments/slots?doctorId=${doctor.id}&date=${date}`,
    );
    if (!ok(reply.status)) return;
    const open = (reply.body as { time: string; available: boolean }[]).filter((s) => s.available);
    // Today's next slot may pass between reading and booking: the desk offers the one after.
    const soonest = date === state.today ? open[0]?.time : undefined;
    const slot = open.find((s) => s.time !== soonest && !doctor.claimed.has(`${date} ${s.time}`));
    if (!slot) {
      if (doctor.date === date) doctor.date = addDays(date, 1);
      continue;
    }
    const patientId = Array.from({ length: 20 }, () => pick(state.pool)).find(
      (id) => !state.booked.has(`${id} ${doctor.id} ${date}`),
    );
    if (!patientId) return;
    doctor.claimed.add(`${date} ${slot.time}`);
    state.booked.add(`${patientId} ${doctor.id} ${date}`);
    await client.call('Book appointment', desks.reception, 'POST', '/api/appointments', {
      body: { patientId, doctorId: doctor.id, appointmentDate: date, appointmentTime: slot.time, reason: 'Review' },
      headers: keyed(),
    });
    return;
  }
}

/** Bills what a patient owes at the billing desk: part paid with the bill, the rest as a payment. */
export async function billAndPay(client: MixClient, desks: Desks, state: MixState, patientId: string): Promise<void> {
  let pending = await client.call('OP bill: pending charges', desks.billing, 'GET', `/api/billing/op/${patientId}`);
  if (!ok(pending.status)) return;
  if ((pending.body as OpPending).charges.length === 0) {
    // Nothing owed yet: the patient asks at reception for a service (an ECG, physiotherapy).
    const added = await client.call(
      'OP bill: add charge',
      desks.reception,
      'POST',
      `/api/patients/${patientId}/charges`,
      {
        body: { serviceId: pick(state.opServices) },
        headers: keyed(),
      },
    );
    if (!ok(added.status)) return;
    pending = await client.call('OP bill: pending charges', desks.billing, 'GET', `/api/billing/op/${patientId}`);
    if (!ok(pending.status)) return;
  }
  const charges = (pending.body as OpPending).charges;
  if (charges.length === 0) return;
  const owed = charges.reduce((sum, c) => sum + c.amountPaise, 0);
  const billed = await client.call('OP bill + payment', desks.billing, 'POST', '/api/billing/op-bills', {
    body: {
      patientId,
      chargeIds: charges.map((c) => c._id),
      discountPercent: 0,
      payment: { mode: 'Cash', amountPaise: Math.floor(owed / 2) },
    },
    headers: keyed(),
  });
  const bill = billed.body as Bill;
  if (!ok(billed.status) || bill.balancePaise <= 0) return;
  await client.call('OP bill: payment', desks.billing, 'POST', `/api/billing/bills/${bill._id}/payments`, {
    body: { mode: 'UPI', reference: `UPI${between(100_000_000, 999_999_999)}`, amountPaise: bill.balancePaise },
    headers: keyed(),
  });
}

/** Dispenses a waiting prescription as FEFO proposes it, paid in cash. */
export async function dispense(client: MixClient, desks: Desks, encounterId: string): Promise<void> {
  const path = `/api/pharmacy/prescriptions/${encounterId}/dispense`;
  const proposal = await client.call('Dispense: FEFO proposal', desks.pharmacy, 'GET', path);
  if (!ok(proposal.status)) return;
  const lines = (proposal.body as DispenseProposal[]).flatMap((line) =>
    line.offers
      .filter((o) => o.quantity > 0)
      .map((o) => ({ requestId: line.requestId, drugId: line.drugId, batchId: o.batchId, quantity: o.quantity })),
  );
  if (lines.length === 0) return;
  await client.call('Dispense', desks.pharmacy, 'POST', path, {
    body: { lines, payment: { mode: 'Cash' } },
    headers: keyed(),
  });
}

/** A walk-in buys an over-the-counter medicine: the counter looks it up, then sells from its FEFO batch. */
export async function counterSale(client: MixClient, desks: Desks, state: MixState): Promise<void> {
  const drug = pick(state.counterDrugs);
  const search = encodeURIComponent(drug.name.slice(0, 4));
  const found = await client.call(
    'Dispense: counter stock',
    desks.pharmacy,
    'GET',
    `/api/pharmacy/sellable?search=${search}`,
  );
  if (!ok(found.status)) return;
  const sellable = (found.body as Sellable[]).find((s) => s.drugId === drug.id && s.batch);
  if (!sellable?.batch) return;
  await client.call('Dispense: counter sale', desks.pharmacy, 'POST', '/api/pharmacy/counter-sales', {
    body: {
      buyer: {
        name: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
        age: between(18, 80),
        sex: pick(['Male', 'Female']),
        phoneNumber: `9${between(100_000_000, 999_999_999)}`,
        doctorName: 'Self',
      },
      lines: [{ drugId: drug.id, batchId: sellable.batch.batchId, quantity: between(1, 10) }],
      payment: { mode: 'Cash' },
    },
    headers: keyed(),
  });
}

/**
 * A lab technician opens a collected sample's order and enters its results; a second lab user
 * approves them. With no sample waiting, an approved report is amended (a corrected value).
 */
export async function labResult(client: MixClient, desks: Desks, state: MixState): Promise<void> {
  const fresh = state.labReady.shift();
  const orderId = fresh ?? state.labApproved.shift();
  if (!orderId) return;
  const opened = await client.call('Lab result: open order', desks.lab, 'GET', `/api/lab/orders/${orderId}`);
  if (!ok(opened.status)) return;
  const results = resultsFor(opened.body as LabOrderDetail);
  const entered = fresh
    ? await client.call('Lab result', desks.lab, 'PUT', `/api/lab/orders/${orderId}/results`, {
        body: { results },
        headers: keyed(),
      })
    : await client.call('Lab result: amend', desks.lab, 'POST', `/api/lab/orders/${orderId}/amendments`, {
        body: { results, reason: 'Value re-checked on the analyser' },
        headers: keyed(),
      });
  if (!ok(entered.status)) return;
  const approved = await client.call('Lab result: approve', desks.lab2, 'POST', `/api/lab/orders/${orderId}/approve`, {
    headers: keyed(),
  });
  if (ok(approved.status)) state.labApproved.push(orderId);
}
