import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem } from './gstin.ts';
import { financialYearOf } from './financial-year.ts';

describe('GSTIN', () => {
  it('accepts the reference vector and rejects a wrong check character', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeUndefined();
    expect(gstinProblem('27AAPFU0939F1ZO')).toMatch(/check digit/);
  });
  it('rejects a bad format and a PAN serial of 0000', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toMatch(/15 characters/);
    expect(gstinProblem('27aapfu0939f1zv')).toMatch(/15 characters/);
    const zero = `27AAPFU0000F1Z`;
    expect(gstinProblem(zero + gstinCheckCharacter(zero))).toMatch(/0000/);
  });
  it('requires the state code to match the given state', () => {
    expect(gstinProblem('27AAPFU0939F1ZV', 'Maharashtra')).toBeUndefined();
    expect(gstinProblem('27AAPFU0939F1ZV', 'Karnataka')).toMatch(/does not match Karnataka \(29\)/);
  });
  it('knows Ladakh (38), which some libraries reject', () => {
    const ladakh = '38AAPFU0939F1Z';
    expect(gstinProblem(ladakh + gstinCheckCharacter(ladakh), 'Ladakh')).toBeUndefined();
  });
});

describe('financial year', () => {
  it('starts on 1 April', () => {
    expect(financialYearOf('2026-03-31')).toEqual({ startYear: 2025, label: '2025-26', short: '2526' });
    expect(financialYearOf('2026-04-01')).toEqual({ startYear: 2026, label: '2026-27', short: '2627' });
    expect(financialYearOf('2099-12-31').label).toBe('2099-00');
  });
});
