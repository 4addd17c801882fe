import { describe, expect, it } from 'vitest';
import { ageOnDate, flagOf, pickRange, rangeText, type NormalRange } from './ranges.ts';

/** The spec's haemoglobin rows (001 §3). */
const HB: NormalRange[] = [
  { id: 1, gender: 'Male', specialCondition: '', age: 'All', min: 13.8, max: 17.2 },
  { id: 2, gender: 'Female', specialCondition: '', age: 'All', min: 12.1, max: 15.1 },
  { id: 3, gender: 'Female', specialCondition: 'If pregnant', age: 'All', min: 11, max: 14 },
  { id: 4, gender: 'All', specialCondition: '', age: 'Child (1-10y)', min: 11, max: 14 },
  { id: 5, gender: 'All', specialCondition: '', age: 'Newborn', min: 14, max: 24 },
];
const adult = { ageDays: 12_000, ageYears: 33, condition: '' };

describe('pickRange', () => {
  it.each([
    ['a man', { ...adult, gender: 'Male' }, 1],
    ['a woman', { ...adult, gender: 'Female' }, 2],
    ['a pregnant woman', { ...adult, gender: 'Female', condition: 'if Pregnant ' }, 3],
    ['a girl of six', { gender: 'Female', ageDays: 2200, ageYears: 6, condition: '' }, 4],
    ['a boy of ten', { gender: 'Male', ageDays: 3700, ageYears: 10, condition: '' }, 4],
    ['a newborn of five days', { gender: 'Male', ageDays: 5, ageYears: 0, condition: '' }, 5],
  ])('gives %s the right row', (_who, subject, id) => {
    expect(pickRange(HB, subject)?.id).toBe(id);
  });

  it('gives a patient of another gender no gendered row, and no row without an All row', () => {
    expect(pickRange(HB, { ...adult, gender: 'Other' })).toBeNull();
  });

  it('never takes a newborn row for a baby whose age is known only in years', () => {
    expect(pickRange(HB, { gender: 'Male', ageDays: null, ageYears: 0, condition: '' })?.id).toBe(1);
  });
});

describe('flagOf', () => {
  const critical = { low: 7, high: 20 };
  it('flags outside the range and beyond the critical limits', () => {
    expect(flagOf(12.5, { min: 12.1, max: 15.1 }, critical)).toBeNull();
    expect(flagOf(12.1, { min: 12.1, max: 15.1 }, critical)).toBeNull();
    expect(flagOf(11.9, { min: 12.1, max: 15.1 }, critical)).toBe('Low');
    expect(flagOf(18.4, { min: 12.1, max: 15.1 }, critical)).toBe('High');
    expect(flagOf(6.2, { min: 12.1, max: 15.1 }, critical)).toBe('Critical low');
    expect(flagOf(21, { min: 12.1, max: 15.1 }, critical)).toBe('Critical high');
    expect(flagOf(7, null, critical)).toBeNull();
  });
  it('reads only a max as "less than" and only a min as "greater than"', () => {
    const none = { low: null, high: null };
    expect(flagOf(4.9, { min: null, max: 5 }, none)).toBeNull();
    expect(flagOf(5, { min: null, max: 5 }, none)).toBe('High');
    expect(flagOf(41, { min: 40, max: null }, none)).toBeNull();
    expect(flagOf(40, { min: 40, max: null }, none)).toBe('Low');
    expect(rangeText({ min: null, max: 5 })).toBe('<5');
    expect(rangeText({ min: 40, max: null })).toBe('>40');
    expect(rangeText({ min: 13.8, max: 17.2 })).toBe('13.8 – 17.2');
  });
});

describe('ageOnDate', () => {
  it('counts days and whole years from a date of birth', () => {
    expect(ageOnDate({ dateOfBirth: '2026-11-20', ageYears: 0, ageRecordedOn: '2026-11-20' }, '2026-11-23')).toEqual({
      ageDays: 3,
      ageYears: 0,
    });
    expect(
      ageOnDate({ dateOfBirth: '1990-11-24', ageYears: 35, ageRecordedOn: '2020-01-01' }, '2026-11-23').ageYears,
    ).toBe(35);
  });
  it('grows an age entered in years by the years since', () => {
    expect(ageOnDate({ dateOfBirth: null, ageYears: 30, ageRecordedOn: '2024-11-01' }, '2026-11-23')).toEqual({
      ageDays: null,
      ageYears: 32,
    });
  });
});
