import { describe, expect, it } from 'vitest';
import {
  calculatedParameters,
  calculatedValues,
  cellsPerUnit,
  differentialProblem,
  differentialSumMessage,
} from './differential.ts';

const p = (_id: string, name: string, unit: string, decimalPlaces = 0) => ({ _id, name, unit, decimalPlaces });
const CBC = [
  p('hb', 'Haemoglobin', 'g/dL', 1),
  p('wbc', 'Total WBC Count', 'cells/µL'),
  p('n', 'Neutrophils', '%'),
  p('l', 'Lymphocytes', '%'),
  p('m', 'Monocytes', '%'),
  p('e', 'Eosinophils', '%'),
  p('b', 'Basophils', '%'),
  p('an', 'Absolute Neutrophil Count', '×10³/µL', 2),
  p('al', 'Absolute Lymphocyte Count', '×10³/µL', 2),
];
const typed =
  (values: Record<string, string>) =>
  (id: string): string =>
    values[id] ?? '';

describe('the differential count', () => {
  it('reads the count units it knows', () => {
    expect(['cells/µL', '/cumm', '/mm³', '×10³/µL', '10^3/uL', '10⁹/L', 'x10^3/μL', 'mg/dL'].map(cellsPerUnit)).toEqual(
      [1, 1, 1, 1000, 1000, 1000, 1000, null],
    );
  });

  it('works out the absolute counts in the test from the WBC and the percents', () => {
    expect([...calculatedParameters(CBC)]).toEqual(['an', 'al']);
    const values = calculatedValues(CBC, typed({ wbc: '7200', n: '60', l: '30' }));
    expect(Object.fromEntries(values)).toEqual({ an: '4.32', al: '2.16' });
    // A WBC kept in ×10³/µL gives the same counts.
    const inThousands = CBC.map((x) => (x._id === 'wbc' ? { ...x, unit: '×10³/µL', decimalPlaces: 1 } : x));
    expect(calculatedValues(inThousands, typed({ wbc: '7.2', n: '60' })).get('an')).toBe('4.32');
    expect(calculatedValues(CBC, typed({ wbc: 'lots', n: '60' })).size).toBe(0);
  });

  it('asks the five percents to add up to 100 (±1), once all five are entered', () => {
    const five = { n: '60', l: '30', m: '6', e: '3', b: '1' };
    expect(differentialProblem(CBC, typed(five))).toBeNull();
    expect(differentialProblem(CBC, typed({ ...five, n: '61' }))).toBeNull();
    expect(differentialProblem(CBC, typed({ ...five, n: '62' }))).toBe(differentialSumMessage(102));
    expect(differentialProblem(CBC, typed({ ...five, b: '' }))).toBeNull();
    expect(differentialProblem(CBC.slice(0, 4), typed(five))).toBeNull();
  });
});
