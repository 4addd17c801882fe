import { describe, expect, it } from 'vitest';
import {
  ABOVE_CATEGORY_SUFFIX,
  absorbIntoPackage,
  BEYOND_SUFFIX,
  EXCLUDED_SUFFIX,
  INCLUDED_SUFFIX,
  type PackageLine,
} from './package-absorb.ts';
import type { PackageTerms } from './package.schemas.ts';

const line = (over: Partial<PackageLine>): PackageLine => ({
  chargeId: null,
  section: 'Services',
  description: 'Line',
  category: 'Laboratory',
  quantity: 1,
  unitPricePaise: 100_00,
  gstRateBp: 0,
  ...over,
});
const terms = (over: Partial<PackageTerms>): PackageTerms => ({
  code: 'PKG',
  name: 'Knee replacement',
  bedClass: 'semi-private',
  pricePaise: 1_50_000_00,
  roomDays: 0,
  inclusions: [],
  exclusions: [],
  ...over,
});
const shape = (lines: PackageLine[]) =>
  lines.map((l) => [l.section, l.description, l.quantity, l.unitPricePaise, l.chargeId]);

describe('absorbIntoPackage', () => {
  it('takes in room, nursing and monitoring days per head up to the package days, in bill order', () => {
    const out = absorbIntoPackage(
      [
        line({
          section: 'Room Charges',
          category: 'Room rent',
          description: 'Ward A · 1',
          quantity: 2,
          unitPricePaise: 2_000_00,
        }),
        line({
          section: 'Room Charges',
          category: 'Room rent',
          description: 'ICU · 1',
          quantity: 3,
          unitPricePaise: 8_000_00,
        }),
        line({
          section: 'Room Charges',
          category: 'Nursing charges',
          description: 'Nursing',
          quantity: 5,
          unitPricePaise: 500_00,
        }),
      ],
      terms({ roomDays: 4 }),
    );
    expect(shape(out.lines)).toEqual([
      ['Package', 'Package PKG — Knee replacement (Semi-private)', 1, 1_50_000_00, null],
      ['Package', `Ward A · 1${INCLUDED_SUFFIX}`, 2, 0, null],
      ['Package', `ICU · 1${INCLUDED_SUFFIX}`, 2, 0, null],
      ['Package', `Nursing${INCLUDED_SUFFIX}`, 4, 0, null],
      ['Room Charges', `ICU · 1${BEYOND_SUFFIX}`, 1, 8_000_00, null],
      ['Room Charges', `Nursing${BEYOND_SUFFIX}`, 1, 500_00, null],
    ]);
    expect(out.includedValuePaise).toBe(2 * 2_000_00 + 2 * 8_000_00 + 4 * 500_00);
    expect(out.extrasPaise).toBe(8_500_00);
  });

  it('splits a line at an amount limit that falls inside a unit, keeping the charge on the billed part', () => {
    const meds = {
      match: 'category' as const,
      value: 'medication',
      label: 'Medicines',
      units: null,
      amountPaise: 1_000_00,
    };
    const out = absorbIntoPackage(
      [
        line({
          chargeId: 'c1',
          section: 'Medications',
          category: 'Medication',
          description: 'Ceftriaxone',
          quantity: 3,
          unitPricePaise: 300_00,
        }),
        line({
          chargeId: 'c2',
          section: 'Medications',
          category: 'Medication',
          description: 'Pantoprazole',
          quantity: 2,
          unitPricePaise: 100_00,
        }),
      ],
      terms({ inclusions: [meds] }),
    );
    expect(shape(out.lines).slice(1)).toEqual([
      ['Package', `Ceftriaxone${INCLUDED_SUFFIX}`, 3, 0, 'c1'],
      ['Package', `Pantoprazole${INCLUDED_SUFFIX}`, 1, 0, null],
      ['Medications', `Pantoprazole${BEYOND_SUFFIX}`, 1, 100_00, 'c2'],
    ]);
    const odd = absorbIntoPackage(
      [
        line({
          chargeId: 'c3',
          section: 'Medications',
          category: 'Medication',
          description: 'Stent',
          quantity: 1,
          unitPricePaise: 1_250_00,
        }),
      ],
      terms({ inclusions: [meds] }),
    );
    expect(shape(odd.lines).slice(1)).toEqual([
      ['Package', `Stent${INCLUDED_SUFFIX}`, 1, 0, null],
      ['Medications', `Stent${BEYOND_SUFFIX}`, 1, 250_00, 'c3'],
    ]);
    expect(odd.includedValuePaise).toBe(1_000_00);
  });

  it('bills an excluded line in full even when an inclusion would take it, and leaves unmatched lines as they are', () => {
    const out = absorbIntoPackage(
      [
        line({ description: 'Implant', category: 'Procedure', serviceId: 's1' }),
        line({ description: 'CBC', serviceId: 's2', discountPercent: 10, chargeId: 'c9' }),
      ],
      terms({
        inclusions: [{ match: 'category', value: 'Procedure', label: 'Procedures', units: null, amountPaise: null }],
        exclusions: [{ match: 'name', value: 'implant', label: 'Implants' }],
      }),
    );
    expect(shape(out.lines).slice(1)).toEqual([
      ['Services', `Implant${EXCLUDED_SUFFIX}`, 1, 100_00, null],
      ['Services', 'CBC', 1, 100_00, 'c9'],
    ]);
    expect(out.lines[2]?.discountPercent).toBe(10);
  });

  it('moves on to the next inclusion that matches once one is used up', () => {
    const out = absorbIntoPackage(
      [line({ serviceId: 's1', quantity: 3 })],
      terms({
        inclusions: [
          { match: 'service', value: 's1', label: 'First', units: 1, amountPaise: null },
          { match: 'category', value: 'Laboratory', label: 'Lab', units: null, amountPaise: null },
        ],
      }),
    );
    expect(shape(out.lines).slice(1)).toEqual([
      ['Package', `Line${INCLUDED_SUFFIX}`, 1, 0, null],
      ['Services', `Line${BEYOND_SUFFIX}`, 2, 100_00, null],
    ]);
  });

  it('bills the package at the highest ward room the patient was in, and a room above what it prices as extra', () => {
    const stayed = [
      line({
        section: 'Room Charges',
        category: 'Room rent',
        description: 'Ward A · 1',
        quantity: 1,
        unitPricePaise: 800_00,
        bedClass: 'general',
      }),
      line({
        section: 'Room Charges',
        category: 'Room rent',
        description: 'ICU · 2',
        quantity: 1,
        unitPricePaise: 8_000_00,
        bedClass: 'icu',
      }),
      line({
        section: 'Room Charges',
        category: 'Room rent',
        description: 'Private · P1',
        quantity: 1,
        unitPricePaise: 3_500_00,
        bedClass: 'private',
      }),
    ];
    const priced = { general: 40_000_00, private: 60_000_00 };
    const upgraded = absorbIntoPackage(
      stayed,
      terms({ bedClass: 'general', pricePaise: 40_000_00, prices: priced, roomDays: 5 }),
    );
    expect(shape(upgraded.lines)[0]).toEqual([
      'Package',
      'Package PKG — Knee replacement (Private)',
      1,
      60_000_00,
      null,
    ]);
    expect(upgraded.extrasPaise).toBe(0);
    const unpriced = absorbIntoPackage(
      stayed,
      terms({ bedClass: 'general', pricePaise: 40_000_00, prices: { general: 40_000_00 }, roomDays: 5 }),
    );
    expect(shape(unpriced.lines)[0]).toEqual([
      'Package',
      'Package PKG — Knee replacement (General)',
      1,
      40_000_00,
      null,
    ]);
    expect(shape(unpriced.lines).at(-1)).toEqual([
      'Room Charges',
      `Private · P1${ABOVE_CATEGORY_SUFFIX}`,
      1,
      3_500_00,
      null,
    ]);
  });

  it('covers a line at ₹0 without using up the inclusion', () => {
    const out = absorbIntoPackage(
      [line({ serviceId: 's1', unitPricePaise: 0 }), line({ serviceId: 's1', description: 'Paid' })],
      terms({ inclusions: [{ match: 'service', value: 's1', label: 'One', units: 1, amountPaise: null }] }),
    );
    expect(out.extrasPaise).toBe(0);
  });
});
