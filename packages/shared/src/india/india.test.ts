import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinKind, gstinProblem } from './gstin.ts';
import { financialYearOf } from './financial-year.ts';

const withCheck = (first14: string) => first14 + gstinCheckCharacter(first14);

describe('GSTIN forms and state codes', () => {
  it("accepts a government department's GSTIN, a UN body's and an overseas service's", () => {
    expect(gstinProblem('07DELG12400A1Z7', 'Delhi')).toBeUndefined();
    expect(gstinKind('07DELG12400A1Z7')).toBe('government department');
    expect(gstinProblem(withCheck('0717UNO00157UN'))).toBeUndefined();
    expect(gstinProblem(withCheck('9917USA29009OS'))).toBeUndefined();
    expect(gstinKind(withCheck('27AAPFU0939F1C'))).toBe('tax collector');
  });

  it('refuses state codes no state has (00, 39, 45, 99) and takes 38 and 97', () => {
    for (const code of ['00', '39', '45', '99'])
      expect([code, gstinProblem(withCheck(`${code}AAPFU0939F1Z`))]).toEqual([
        code,
        `GSTIN state code ${code} is not an Indian state's`,
      ]);
    expect(gstinProblem(withCheck('38AAPFU0939F1Z'))).toBeUndefined();
    expect(gstinProblem(withCheck('97AAPFU0939F1Z'))).toBeUndefined();
  });
});

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
