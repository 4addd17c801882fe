import type { CarePackageInput } from '@clinic/shared/billing';

type DemoPackage = Omit<CarePackageInput, 'payerId'> & { payer: string | null };

const procedure = { match: 'category', value: 'Procedure', label: 'Surgery, OT and anaesthesia' } as const;
const investigations = (amountPaise: number | null) =>
  ({ match: 'category', value: 'Laboratory', label: 'Investigations', units: null, amountPaise }) as const;
const medicines = (amountPaise: number | null) =>
  ({ match: 'category', value: 'Medication', label: 'Medicines and consumables', units: null, amountPaise }) as const;
const byHand = { match: 'category', value: 'Miscellaneous', label: 'Implants and items added by hand' } as const;

/**
 * The demo's packages: the hospital's own surgical packages, priced per room category, and a
 * scheme's package (all-inclusive, one general-ward rate, as government schemes set them).
 * Prices are made up for the demo.
 */
export const DEMO_PACKAGES: DemoPackage[] = [
  {
    code: 'LAPCHOLE',
    name: 'Laparoscopic cholecystectomy package',
    payer: null,
    prices: { general: 55_000_00, 'semi-private': 65_000_00, private: 80_000_00 },
    roomDays: 3,
    inclusions: [{ ...procedure, units: null, amountPaise: null }, medicines(8_000_00), investigations(3_000_00)],
    exclusions: [byHand],
    isActive: true,
  },
  {
    code: 'TKR-UNI',
    name: 'Total knee replacement (one knee) package',
    payer: null,
    prices: { 'semi-private': 1_80_000_00, private: 2_10_000_00 },
    roomDays: 5,
    inclusions: [{ ...procedure, units: null, amountPaise: null }, medicines(15_000_00), investigations(5_000_00)],
    exclusions: [byHand],
    isActive: true,
  },
  {
    code: 'APPX-OPEN',
    name: 'Open appendicectomy package',
    payer: null,
    prices: { general: 38_000_00, 'semi-private': 45_000_00, private: 55_000_00 },
    roomDays: 2,
    inclusions: [{ ...procedure, units: null, amountPaise: null }, medicines(5_000_00), investigations(2_000_00)],
    exclusions: [byHand],
    isActive: true,
  },
  {
    code: 'PMJAY-CHOLE',
    name: 'Cholecystectomy, laparoscopic (scheme package)',
    payer: 'PMJAY',
    prices: { general: 22_800_00 },
    roomDays: 3,
    inclusions: [{ ...procedure, units: null, amountPaise: null }, medicines(null), investigations(null)],
    exclusions: [],
    isActive: true,
  },
];
