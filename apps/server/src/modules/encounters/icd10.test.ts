import { describe, expect, it } from 'vitest';
import { buildIcd10Index } from './icd10-index.ts';
import { createIcd10Catalogue } from './icd10.ts';

const icd10 = createIcd10Catalogue();
const codesFor = (query: string, limit?: number) => icd10.search(query, limit).map((c) => c.code);

describe('ICD-10 list', () => {
  it('holds the whole WHO list: over 10,000 codes, the earlier short list’s real codes among them', () => {
    expect(icd10.size()).toBeGreaterThanOrEqual(10_000);
    const saved = ['A01.0', 'A09.0', 'B34.9', 'E11.9', 'I10', 'I20.9', 'J06.9', 'J18.9', 'K29.7', 'N39.0', 'R50.9'];
    for (const code of saved) expect(icd10.get(code)?.code, code).toBe(code);
    expect(icd10.get('A97.0')?.title).toBe('Dengue without warning signs');
    expect(icd10.get('S72.0')?.title).toBe('Fracture of neck of femur');
    expect(icd10.get('S72')?.title).toBe('Fracture of femur');
    expect(icd10.get('K64.9')?.title).toBe('Haemorrhoids, unspecified');
  });

  it('has no codes WHO does not have', () => {
    for (const code of ['A90', 'A91', 'I84.9', 'K58.9', 'R19.7', 'ZZ9.9', 'S72.5', 'J06.99', '']) {
      expect(icd10.get(code), code).toBeUndefined();
    }
  });

  it('subdivides I48 and R17 with their fourth character', () => {
    expect(codesFor('I48')).toEqual(['I48', 'I48.0', 'I48.1', 'I48.2', 'I48.3', 'I48.4', 'I48.9']);
    expect(codesFor('R17')).toEqual(['R17', 'R17.0', 'R17.9']);
    expect(icd10.get('R17.0')?.title).toMatch(/with mention of jaundice/);
  });

  it('reads a code in any case, with or without its dot, and gives it back as WHO writes it', () => {
    expect(icd10.get('s72.0')?.code).toBe('S72.0');
    expect(icd10.get(' S720 ')?.code).toBe('S72.0');
    expect(icd10.get('i10')?.code).toBe('I10');
  });
});

describe('ICD-10 search', () => {
  it('puts the general code first for a symptom word', () => {
    const fever = codesFor('fever');
    expect(fever[0]).toBe('R50.9');
    expect(fever.indexOf('R50.9')).toBeLessThan(fever.indexOf('A01.0'));
  });

  it('still finds by code prefix first, and by every word of a phrase', () => {
    expect(icd10.search('J06').every((c) => c.code.startsWith('J06'))).toBe(true);
    expect(codesFor('upper respiratory')).toContain('J06.9');
  });

  it('finds by code prefix in any case, with or without the dot', () => {
    const s72 = codesFor('s72');
    expect(s72[0]).toBe('S72');
    expect(s72).toEqual(expect.arrayContaining(['S72.0', 'S72.1', 'S72.9']));
    expect(s72.every((c) => c.startsWith('S72'))).toBe(true);
    expect(codesFor('S72.0')[0]).toBe('S72.0');
    expect(codesFor('s720')[0]).toBe('S72.0');
  });

  it('finds "femur fracture" by words in any order and by their starts, fracture of femur first', () => {
    for (const query of ['femur fracture', 'fracture femur', 'fract femur', 'FEMUR  fract']) {
      const found = codesFor(query);
      expect(found[0], query).toBe('S72');
      expect(
        found.slice(0, 6).every((c) => c.startsWith('S72')),
        query,
      ).toBe(true);
      expect(found, query).toEqual(expect.arrayContaining(['S72.0', 'S72.1', 'S72.2', 'S72.3']));
    }
  });

  it('understands the words Indian clinicians use', () => {
    const first = (query: string) => codesFor(query)[0];
    expect(first('typhoid')).toBe('A01.0');
    expect(first('enteric fever')).toBe('A01.0');
    expect(codesFor('dengue').slice(0, 5)).toEqual(['A97', 'A97.0', 'A97.1', 'A97.2', 'A97.9']);
    expect(first('loose motions')).toBe('A09');
    expect(first('piles')).toMatch(/^K64/);
    expect(first('TB')).toMatch(/^A1[5-9]/);
    expect(first('tb meningitis')).toBe('A17.0');
    expect(first('sugar')).toMatch(/^E11/);
    expect(first('diabetes')).toMatch(/^E11/);
    expect(first('BP')).toBe('I10');
    expect(first('hypertension')).toBe('I10');
    expect(first('jaundice')).toBe('R17.0');
    expect(first('chikungunya')).toBe('A92.0');
    expect(first('malaria')).toMatch(/^B5[0-4]/);
    expect(first('UTI')).toBe('N39.0');
    expect(first('hemorrhoids')).toBe('K64.9');
    expect(first('anemia')).toBe('D64.9');
  });

  it('refuses a synonym table naming a code WHO does not have', () => {
    const codes = [{ code: 'A97', title: 'Dengue' }];
    expect(() => buildIcd10Index(codes, [{ phrase: 'dengue', codes: ['A90'] }])).toThrow(/A90/);
  });

  it('answers from over 10,000 codes in well under 5 ms a search', () => {
    expect(icd10.size()).toBeGreaterThanOrEqual(10_000);
    const queries = [
      'femur fracture',
      'fract femur',
      'fever',
      'pneumonia',
      's72',
      'dengue',
      'a',
      'ab',
      'diabetes with',
    ];
    for (const q of queries) icd10.search(q);
    const runs = 20;
    const start = performance.now();
    for (let i = 0; i < runs; i += 1) for (const q of queries) icd10.search(q);
    expect((performance.now() - start) / (runs * queries.length)).toBeLessThan(5);
  });
});
