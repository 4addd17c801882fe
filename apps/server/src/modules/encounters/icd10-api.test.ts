import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { consultationOf, json, setupEncounters, type EncounterSetup } from './encounters-fixtures.ts';

let t: TestApp;
let s: EncounterSetup;
beforeAll(async () => {
  t = await buildTestApp();
  s = await setupEncounters(t);
});
afterAll(() => t.close());

type Code = { code: string; title: string };
const search = async (q: string) =>
  json<Code[]>(await t.injectAs(['doctor'], { method: 'GET', url: `/api/icd10?q=${encodeURIComponent(q)}` }));
const codes = async (q: string) => (await search(q)).map((c) => c.code);
/** A consultation without an appointment (so each can be saved) and without orders or medicines, with these diagnoses. */
const save = (diagnoses: { code: string | null; description: string }[]) =>
  t.injectAs(['doctor'], {
    method: 'POST',
    url: '/api/encounters',
    payload: consultationOf(s, {
      appointmentId: undefined,
      prescriptions: [],
      labTests: [],
      radiologyStudies: [],
      diagnoses,
    }),
  });

describe('GET /api/icd10', () => {
  it('returns the dengue codes of WHO ICD-10 2019 for "dengue", not the old A90/A91', async () => {
    const found = await search('dengue');
    expect(found.slice(0, 5).map((c) => c.code)).toEqual(['A97', 'A97.0', 'A97.1', 'A97.2', 'A97.9']);
    expect(found).toContainEqual({ code: 'A97.0', title: 'Dengue without warning signs' });
    expect(found.map((c) => c.code)).not.toEqual(expect.arrayContaining(['A90']));
    expect(found.map((c) => c.code)).not.toEqual(expect.arrayContaining(['A91']));
  });

  it('finds fracture of femur (S72) first for "femur fracture"', async () => {
    const found = await codes('femur fracture');
    expect(found[0]).toBe('S72');
    expect(found).toEqual(expect.arrayContaining(['S72.0', 'S72.1', 'S72.3', 'S72.9']));
  });

  it('finds by code prefix, by words and by the words clinicians use; for doctors only', async () => {
    const j06 = await codes('J06');
    expect(j06).toEqual(['J06', 'J06.0', 'J06.8', 'J06.9']);
    expect((await codes('typhoid'))[0]).toBe('A01.0');
    expect((await codes('enteric fever'))[0]).toBe('A01.0');
    expect((await codes('loose motions'))[0]).toBe('A09');
    expect((await codes('piles'))[0]).toMatch(/^K64/);
    expect((await t.injectAs(['reception'], { method: 'GET', url: '/api/icd10?q=J06' })).statusCode).toBe(403);
  });
});

describe('diagnosis codes on a consultation', () => {
  it('refuses a code WHO does not have, naming it', async () => {
    for (const code of ['A90', 'A91', 'I84.9', 'K58.9', 'R19.7']) {
      const res = await save([{ code, description: 'Old list code' }]);
      expect(res.statusCode, code).toBe(400);
      expect(res.json(), code).toMatchObject({ error: { message: `Unknown ICD-10 code ${code}` } });
    }
  });

  it('accepts any WHO code, written with or without its dot, and keeps it as WHO writes it', async () => {
    const res = await save([
      { code: 's720', description: 'Fracture of neck of femur' },
      { code: 'I48.0', description: 'Paroxysmal atrial fibrillation' },
      { code: 'A97.1', description: 'Dengue with warning signs' },
      { code: 'J06.9', description: 'Acute upper respiratory infection' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(json<{ diagnoses: Code[] }>(res).diagnoses.map((d) => d.code)).toEqual(['S72.0', 'I48.0', 'A97.1', 'J06.9']);
  });
});
