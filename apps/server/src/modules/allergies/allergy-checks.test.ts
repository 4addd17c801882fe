import type { Encounter } from '@clinic/shared/encounters';
import type { Drug } from '@clinic/shared/inventory';
import type { DispenseProposal } from '@clinic/shared/pharmacy';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { setupEncounters, type EncounterSetup } from '../encounters/encounters-fixtures.ts';

let t: TestApp;
let s: EncounterSetup;
let amoxicillin: Drug;
let paracetamol: Drug;
let azithromycin: Drug;
beforeAll(async () => {
  t = await buildTestApp();
  s = await setupEncounters(t);
  const drugs = (await t.injectAs(['doctor'], { method: 'GET', url: '/api/inventory/drug/all-drugs' })).json<Drug[]>();
  const byMolecule = (m: string) => drugs.find((d) => d.molecule === m) as Drug;
  [amoxicillin, paracetamol, azithromycin] = [
    byMolecule('Amoxicillin'),
    byMolecule('Paracetamol'),
    byMolecule('Azithromycin'),
  ];
});
afterAll(() => t.close());

const PENICILLIN = { substance: 'Penicillin', kind: 'Drug class', reaction: 'Rash', severity: 'Severe' };
const line = (drug: Drug, overrideReason = '') => ({
  drugId: drug._id,
  dose: '1 tablet',
  frequency: '1-0-1',
  durationDays: 5,
  route: 'Oral',
  overrideReason,
});
const consult = (prescriptions: object[], allergies: object[] = [PENICILLIN], extra: object = {}) =>
  t.injectAs(['doctor'], {
    method: 'POST',
    url: '/api/encounters',
    payload: {
      patientId: s.patientId,
      medicalHistory: { allergies, ...extra },
      diagnoses: [{ code: 'J06.9', description: 'Acute upper respiratory infection' }],
      prescriptions,
    },
  });
const encountersOfPatient = async () =>
  Number(
    (
      await t.database.db.execute<{ n: number }>(
        sql`select count(*)::int n from encounters where patient_id = ${s.patientId}`,
      )
    ).rows[0]?.n,
  );

describe('allergies at prescribing', () => {
  let encounterId = '';

  it('stops Amoxicillin for a patient allergic to penicillins, naming the allergy, and saves nothing', async () => {
    const before = await encountersOfPatient();
    const res = await consult([line(amoxicillin)]);
    expect(res.statusCode).toBe(422);
    const error = res.json<{ error: { code: string; message: string; fields: Record<string, string> } }>().error;
    expect(error.code).toBe('SAFETY_WARNING');
    expect(error.fields['prescriptions.0.overrideReason']).toMatch(
      /Amoxicillin.*allergy to Penicillin \(Rash, severe\)/,
    );
    expect(await encountersOfPatient()).toBe(before);
  });

  it('goes on with an override reason, kept on the line with the allergies, and audited', async () => {
    const res = await consult([line(amoxicillin, 'Tolerated amoxicillin in 2024 under watch')]);
    expect(res.statusCode).toBe(201);
    encounterId = res.json<Encounter>()._id;
    const saved = (
      await t.injectAs(['doctor'], { method: 'GET', url: `/api/encounters/${encounterId}` })
    ).json<Encounter>();
    expect(saved.prescriptions[0]?.overrideReason).toBe('Tolerated amoxicillin in 2024 under watch');
    expect(saved.allergies).toEqual(['Penicillin (Rash, severe)']);
    const audit = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int n from audit_log where entity_type = 'safety_override' and entity_id = ${s.patientId}`,
    );
    expect(audit.rows[0]?.n).toBe(1);
  });

  it('an ingredient allergy reaches its class: allergic to ampicillin, amoxicillin is stopped too', async () => {
    const res = await consult([line(amoxicillin)], [{ substance: 'Ampicillin', kind: 'Drug' }]);
    expect(res.statusCode).toBe(422);
    expect(res.json<{ error: { message: string } }>().error.message).toMatch(/of the Penicillins.*Ampicillin/);
  });

  it('warns of duplicate therapy: the same ingredient twice in one prescription', async () => {
    const res = await consult([line(paracetamol), line(azithromycin), line(paracetamol)], []);
    expect(res.statusCode).toBe(422);
    const fields = res.json<{ error: { fields: Record<string, string> } }>().error.fields;
    expect(Object.keys(fields)).toEqual(['prescriptions.2.overrideReason']);
    expect(fields['prescriptions.2.overrideReason']).toMatch(/Paracetamol is also in .*line 1: duplicate therapy/);
    expect((await consult([line(paracetamol), line(azithromycin)], [])).statusCode).toBe(201);
  });

  it('records "no known drug allergies" explicitly, and refuses it beside a drug allergy', async () => {
    const both = await consult([], [PENICILLIN], { noKnownDrugAllergies: true });
    expect(both.statusCode).toBe(400);
    expect(both.json<{ error: { fields: Record<string, string> } }>().error.fields).toHaveProperty([
      'medicalHistory.noKnownDrugAllergies',
    ]);
    const food = { substance: 'Peanuts', kind: 'Food', reaction: 'Hives', severity: 'Moderate' };
    expect((await consult([line(amoxicillin)], [food], { noKnownDrugAllergies: true })).statusCode).toBe(201);
    const shown = await t.injectAs(['pharmacy'], { method: 'GET', url: `/api/patients/${s.patientId}/allergies` });
    expect(shown.json()).toEqual({ allergies: [food], noKnownDrugAllergies: true, recorded: true });
    // Put the penicillin allergy back for the pharmacy tests below.
    expect((await consult([], [PENICILLIN])).statusCode).toBe(201);
  });

  it('shows allergies to pharmacy, nurse and doctor only; 404 for an unknown patient', async () => {
    const url = `/api/patients/${s.patientId}/allergies`;
    for (const role of ['pharmacy', 'nurse', 'doctor'] as const)
      expect((await t.injectAs([role], { method: 'GET', url })).statusCode).toBe(200);
    expect((await t.injectAs(['reception'], { method: 'GET', url })).statusCode).toBe(403);
    const unknown = '/api/patients/00000000-0000-4000-8000-000000000000/allergies';
    expect((await t.injectAs(['pharmacy'], { method: 'GET', url: unknown })).statusCode).toBe(404);
    const malformed = await t.injectAs(['pharmacy'], { method: 'GET', url: '/api/patients/not-an-id/allergies' });
    expect(malformed.statusCode).toBe(400);
  });

  describe('at the pharmacy', () => {
    let keys = 0;
    const key = () => ({ 'idempotency-key': `allergy-${Date.now()}-${keys++}` });

    it('dispensing shows the allergy and the doctor’s reason, and refuses the drug without a pharmacist’s reason', async () => {
      const proposal = (
        await t.injectAs(['pharmacy'], { method: 'GET', url: `/api/pharmacy/prescriptions/${encounterId}/dispense` })
      ).json<DispenseProposal[]>();
      const first = proposal[0] as DispenseProposal;
      expect(first.allergyWarnings).toEqual([expect.stringMatching(/allergy to Penicillin/)]);
      expect(first.doctorOverride).toBe('Tolerated amoxicillin in 2024 under watch');
      const offer = first.offers[0];
      const body = (allergyOverride: string) => ({
        lines: [
          { requestId: first.requestId, drugId: first.drugId, batchId: offer?.batchId, quantity: 2, allergyOverride },
        ],
        payment: { mode: 'Cash' },
      });
      const url = `/api/pharmacy/prescriptions/${encounterId}/dispense`;
      const refused = await t.injectAs(['pharmacy'], { method: 'POST', url, payload: body(''), headers: key() });
      expect(refused.statusCode).toBe(422);
      expect(refused.json<{ error: { fields: Record<string, string> } }>().error.fields).toHaveProperty([
        'lines.0.allergyOverride',
      ]);
      const sold = await t.injectAs(['pharmacy'], {
        method: 'POST',
        url,
        payload: body('Confirmed with Dr. Mehta by phone'),
        headers: key(),
      });
      expect(sold.statusCode).toBe(201);
    });

    it('a counter sale to a registered patient is checked; a walk-in is not', async () => {
      const sellable = (
        await t.injectAs(['pharmacy'], { method: 'GET', url: `/api/pharmacy/sellable?search=Amoxicillin` })
      ).json<{ drugId: string; batch: { batchId: string } | null }[]>()[0];
      const sale = (patientId: string | null, allergyOverride = '') =>
        t.injectAs(['pharmacy'], {
          method: 'POST',
          url: '/api/pharmacy/counter-sales',
          headers: key(),
          payload: {
            patientId,
            buyer: {
              name: 'Buyer',
              phoneNumber: '9812345678',
              doctorName: 'Dr. S. Iyer',
              registrationNumber: 'MMC 12345',
              age: 40,
              sex: 'Male',
            },
            lines: [{ drugId: sellable?.drugId, batchId: sellable?.batch?.batchId, quantity: 1, allergyOverride }],
            payment: { mode: 'Cash' },
          },
        });
      const refused = await sale(s.patientId);
      expect(refused.statusCode).toBe(422);
      expect(refused.json<{ error: { message: string } }>().error.message).toMatch(/allergy to Penicillin/);
      expect((await sale(s.patientId, 'Prescribed after a test dose')).statusCode).toBe(201);
      expect((await sale(null)).statusCode).toBe(201);
    });
  });
});
