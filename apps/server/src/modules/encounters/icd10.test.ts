import { describe, expect, it } from 'vitest';
import { createIcd10Catalogue } from './icd10.ts';

const icd10 = createIcd10Catalogue();

describe('ICD-10 search', () => {
  it('puts the general code first for a symptom word', () => {
    const fever = icd10.search('fever').map((c) => c.code);
    expect(fever[0]).toBe('R50.9');
    expect(fever.indexOf('R50.9')).toBeLessThan(fever.indexOf('A01.0'));
  });

  it('still finds by code prefix first, and by every word of a phrase', () => {
    expect(icd10.search('J06').every((c) => c.code.startsWith('J06'))).toBe(true);
    expect(icd10.search('upper respiratory').map((c) => c.code)).toContain('J06.9');
  });
});
