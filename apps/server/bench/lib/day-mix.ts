/**
 * A 200-bed hospital's day at its desks, as the mixed-load benchmark's actions: mostly finding
 * patients and reading screens (the OP queue, the bed board, a record), with the day's writes in
 * between: registrations, bookings, consultations with prescriptions, OP bills and payments,
 * dispensing, lab results. Every write is one that succeeds on a working day; the shared state
 * hands each patient, slot, prescription and lab order to one simulated staff member at a time.
 */
import type { Encounter } from '@clinic/shared/encounters';
import { billAndPay, book, counterSale, dispense, labResult, ok, withPatient } from './day-mix-desks.ts';
import { between, consultation, keyed, newPatient, pick, type MixState } from './day-mix-prepare.ts';
import type { MixAction } from './mix-client.ts';
import { FIRST_NAMES, LAST_NAMES } from './synthetic-patients.ts';

export { prepareMix, type MixState } from './day-mix-prepare.ts';

const mrn = (n: number) => `MRN-${n < 1_000_000 ? String(n).padStart(6, '0') : String(n)}`;

/** A 4 to 6 letter piece of a first or last name, as typed at a desk (bench/patients.ts). */
function nameFragment(): string {
  const name = pick([...FIRST_NAMES, ...LAST_NAMES]).toLowerCase();
  const length = between(4, Math.min(6, name.length));
  const start = between(0, name.length - length);
  return name.slice(start, start + length);
}

/**
 * The day's actions and their shares (out of 100), roughly as a 200-bed hospital's desks do
 * them: finding patients and reading screens most, then the writes.
 */
export function dayMix(state: MixState, options: { patients: number }): MixAction[] {
  const lookupMrn = () => (options.patients > 0 ? mrn(between(1, options.patients)) : pick(state.demoMrns));
  const actions: MixAction[] = [
    {
      kind: 'MRN lookup',
      share: 21,
      run: async (client, desks) => {
        await client.call('MRN lookup', desks.reception, 'GET', `/api/patients?admitted=false&mrn=${lookupMrn()}`);
      },
    },
    {
      kind: 'Name search',
      share: 17,
      run: async (client, desks) => {
        const search = Math.random() < 0.8 ? nameFragment() : `${pick(FIRST_NAMES)}%20${pick(LAST_NAMES)}`;
        await client.call('Name search', desks.reception, 'GET', `/api/patients?admitted=false&search=${search}`);
      },
    },
    {
      kind: 'OP queue',
      share: 12,
      run: async (client, desks) => {
        await client.call('OP queue', desks.doctor, 'GET', `/api/op-queue/${pick(state.queueDoctors)}`);
      },
    },
    {
      kind: 'Patient record',
      share: 11,
      run: async (client, desks) => {
        const desk = Math.random() < 0.5 ? desks.reception : desks.doctor;
        await client.call('Patient record', desk, 'GET', `/api/patients/${pick(state.recordIds)}`);
      },
    },
    {
      kind: 'Bed board',
      share: 6,
      run: async (client, desks) => {
        // The admission desk reads every ward; a nurse reads her own.
        const path =
          state.wards.length > 0 && Math.random() < 0.5 ? `/api/wards?wardId=${pick(state.wards)}` : '/api/wards';
        await client.call('Bed board', Math.random() < 0.5 ? desks.reception : desks.nurse, 'GET', path);
      },
    },
    {
      kind: 'Register patient',
      share: 3,
      run: async (client, desks) => {
        const patient = newPatient();
        const { givenName, familyName, phone } = patient;
        const query = new URLSearchParams({ givenName, familyName, phone }).toString();
        await client.call(
          'Register: duplicate check',
          desks.reception,
          'GET',
          `/api/patients/possible-duplicates?${query}`,
        );
        const reply = await client.call('Register patient', desks.reception, 'POST', '/api/patients', {
          body: patient,
          headers: keyed(),
        });
        if (ok(reply.status)) {
          const id = (reply.body as { _id: string })._id;
          state.pool.push(id);
          state.recordIds.push(id);
        }
      },
    },
    { kind: 'Book appointment', share: 5, run: (client, desks) => book(client, desks, state) },
    {
      kind: 'Consultation',
      share: 6,
      run: (client, desks) =>
        withPatient(state, state.pool, async (patientId) => {
          const tests = Math.random() < 0.3 && state.labServices.length > 0 ? [pick(state.labServices)] : [];
          const reply = await client.call('Consultation', desks.doctor, 'POST', '/api/encounters', {
            body: consultation(state, patientId, tests),
            headers: keyed(),
          });
          if (!ok(reply.status)) return;
          const encounter = reply.body as Encounter;
          if (encounter.prescriptions.length > 0) state.prescriptions.push(encounter._id);
          if (!state.toBill.includes(patientId)) state.toBill.push(patientId);
        }),
    },
    {
      kind: 'OP bill + payment',
      share: 6,
      run: async (client, desks) => {
        const waiting = state.toBill.find((id) => !state.busy.has(id));
        if (waiting) state.toBill.splice(state.toBill.indexOf(waiting), 1);
        await withPatient(state, waiting ? [waiting] : state.pool, (id) => billAndPay(client, desks, state, id));
      },
    },
    {
      kind: 'Dispense',
      share: 6,
      run: async (client, desks) => {
        // Most of the pharmacy's sales are the OPD's prescriptions; the rest are walk-ins at the counter.
        const encounterId = Math.random() < 0.75 ? state.prescriptions.shift() : undefined;
        await (encounterId ? dispense(client, desks, encounterId) : counterSale(client, desks, state));
      },
    },
    { kind: 'Lab result', share: 5, run: (client, desks) => labResult(client, desks, state) },
    {
      kind: 'IP bill view',
      share: 2,
      run: async (client, desks) => {
        await client.call('IP bill view', desks.billing, 'GET', `/api/billing/ip/${pick(state.admissions)}`);
      },
    },
  ];
  // A database with no one admitted has no IP bill to open.
  return actions.filter((a) => a.kind !== 'IP bill view' || state.admissions.length > 0);
}
