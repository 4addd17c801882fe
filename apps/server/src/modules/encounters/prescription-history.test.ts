import type { FavouriteDrug, LastPrescription } from '@clinic/shared/encounters';
import type { Drug } from '@clinic/shared/inventory';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { consult, demoDrugs, line, newPatient, prescriber, type Prescriber } from './prescription-fixtures.ts';

let t: TestApp;
let drugs: Map<string, Drug>;
let asha: Prescriber;
let ravi: Prescriber;
const drug = (name: string) => drugs.get(name) as Drug;

beforeAll(async () => {
  t = await buildTestApp();
  drugs = await demoDrugs(t);
  asha = await prescriber(t, 'Dr. Asha Rao', ['doctor'], 'General Medicine');
  ravi = await prescriber(t, 'Dr. Ravi Kulkarni', ['doctor'], 'General Medicine');
});
afterAll(() => t.close());

const favourites = (who: Prescriber) => who.as({ method: 'GET', url: '/api/prescription-favourites' });
const last = (who: Prescriber, patientId: string) =>
  who.as({ method: 'GET', url: `/api/patients/${patientId}/last-prescription` });

describe('favourite drugs', () => {
  it('ranks the doctor’s own most prescribed drugs, each the way they most often write it', async () => {
    const patientId = await newPatient(t, 'Favour');
    const paracetamol = drug('Paracetamol 500mg Tablet');
    const cetirizine = drug('Cetirizine 10mg Tablet');
    const pantoprazole = drug('Pantoprazole 40mg Tablet');
    await consult(asha, patientId, [
      line(paracetamol),
      line(cetirizine, { frequency: '0-0-1', instructions: 'At night' }),
    ]);
    await consult(asha, patientId, [line(paracetamol, { frequency: '1-1-1', durationDays: 3 })]);
    await consult(asha, patientId, [
      line(paracetamol, { instructions: 'After meals' }),
      line(cetirizine, { frequency: '0-0-1' }),
    ]);
    await consult(asha, patientId, [line(pantoprazole, { frequency: '1-0-0', instructions: 'Before breakfast' })]);
    await consult(ravi, patientId, [line(pantoprazole)]);
    await consult(ravi, patientId, [line(pantoprazole, { dose: '2 tablets' })]);

    const res = await favourites(asha);
    expect(res.statusCode).toBe(200);
    expect(res.json<FavouriteDrug[]>()).toEqual([
      {
        drugId: paracetamol._id,
        drugName: paracetamol.name,
        times: 3,
        dose: '1 tablet',
        frequency: '1-0-1',
        durationDays: 5,
        route: 'Oral',
        instructions: 'After meals',
      },
      expect.objectContaining({ drugName: cetirizine.name, times: 2, frequency: '0-0-1', instructions: 'After food' }),
      expect.objectContaining({ drugName: pantoprazole.name, times: 1, frequency: '1-0-0' }),
    ]);
    // Only the doctor's own prescriptions count.
    expect((await favourites(ravi)).json<FavouriteDrug[]>().map((f) => [f.drugName, f.times])).toEqual([
      [pantoprazole.name, 2],
    ]);
  });

  it('is for those who consult (a nurse gets 403)', async () => {
    expect((await t.injectAs(['nurse'], { method: 'GET', url: '/api/prescription-favourites' })).statusCode).toBe(403);
  });
});

describe('the patient’s last prescription', () => {
  it('reads the latest consultation with medicines, by any doctor, and audits the read', async () => {
    const patientId = await newPatient(t, 'Repeat');
    const amoxicillin = drug('Amoxicillin 500mg Capsule');
    await consult(asha, patientId, [line(drug('Paracetamol 500mg Tablet'))]);
    const written = await consult(asha, patientId, [
      line(amoxicillin, { frequency: '1-1-1', durationDays: 7 }),
      line(drug('Cetirizine 10mg Tablet'), { frequency: 'SOS', quantity: 6 } as object),
    ]);
    // A later visit without medicines has nothing to repeat.
    await consult(ravi, patientId, []);

    const res = await last(ravi, patientId);
    expect(res.statusCode).toBe(200);
    const found = res.json<{ last: LastPrescription }>().last;
    expect(found).toMatchObject({ encounterId: written._id, doctorName: 'Dr. Asha Rao', createdAt: written.createdAt });
    expect(found.lines).toEqual([
      expect.objectContaining({
        drugName: amoxicillin.name,
        available: true,
        frequency: '1-1-1',
        durationDays: 7,
        quantity: 21,
      }),
      expect.objectContaining({ drugName: 'Cetirizine 10mg Tablet', frequency: 'SOS', quantity: 6 }),
    ]);
    const views = await t.database.db.execute<{ actor_id: string; summary: string }>(
      sql`select actor_id, summary from audit_log where entity_type = 'patient' and entity_id = ${patientId} and action = 'view'`,
    );
    expect(views.rows).toContainEqual({
      actor_id: ravi.id,
      summary: `Read prescription ${written._id.slice(0, 8).toUpperCase()} to repeat it`,
    });
  });

  it('answers null for a patient never prescribed anything, 404 for an unknown one, 400 for a bad id', async () => {
    const patientId = await newPatient(t, 'Fresh');
    expect((await last(asha, patientId)).json()).toEqual({ last: null });
    expect((await last(asha, '7f9a1c1e-0b3d-4e2a-9c55-1d2e3f4a5b6c')).statusCode).toBe(404);
    expect((await last(asha, 'not-an-id')).statusCode).toBe(400);
  });

  it('is for those who consult (reception and nurses get 403)', async () => {
    const patientId = await newPatient(t, 'Private');
    for (const role of ['reception', 'nurse'] as const)
      expect(
        (await t.injectAs([role], { method: 'GET', url: `/api/patients/${patientId}/last-prescription` })).statusCode,
      ).toBe(403);
  });
});
