import type { StayTariff } from '@clinic/shared/billing';
import type { RoomInput, WardInput } from '@clinic/shared/admissions';

/** The demo's small hospital (issue 12): two general wards, a semi-private and a private floor, a four-bed ICU. */
export const DEMO_WARDS: (WardInput & { rooms: (RoomInput & { beds: string[] })[] })[] = [
  {
    name: 'General Ward A',
    type: 'General',
    vitalsEveryHours: 4,
    rooms: [
      { number: 'A-101', roomType: 'general', dailyRentPaise: 80_000, beds: ['A1', 'A2', 'A3', 'A4'] },
      { number: 'A-102', roomType: 'general', dailyRentPaise: 80_000, beds: ['A5', 'A6', 'A7', 'A8'] },
    ],
  },
  {
    name: 'General Ward B',
    type: 'General',
    vitalsEveryHours: 4,
    rooms: [
      { number: 'B-111', roomType: 'general', dailyRentPaise: 80_000, beds: ['B1', 'B2', 'B3', 'B4', 'B5', 'B6'] },
    ],
  },
  {
    name: 'Semi-private Floor',
    type: 'General',
    vitalsEveryHours: 6,
    rooms: [
      { number: 'S-201', roomType: 'semi-private', dailyRentPaise: 180_000, beds: ['S1', 'S2'] },
      { number: 'S-202', roomType: 'semi-private', dailyRentPaise: 180_000, beds: ['S3', 'S4'] },
    ],
  },
  {
    name: 'Private Floor',
    type: 'General',
    vitalsEveryHours: 6,
    rooms: [
      { number: 'P-301', roomType: 'private', dailyRentPaise: 350_000, beds: ['P1'] },
      { number: 'P-302', roomType: 'private', dailyRentPaise: 350_000, beds: ['P2'] },
      { number: 'P-303', roomType: 'private', dailyRentPaise: 450_000, beds: ['P3'] },
    ],
  },
  {
    name: 'ICU',
    type: 'ICU',
    vitalsEveryHours: 1,
    rooms: [
      {
        number: 'ICU',
        roomType: 'general',
        dailyRentPaise: 900_000,
        isIcu: true,
        beds: ['ICU-1', 'ICU-2', 'ICU-3', 'ICU-4'],
      },
    ],
  },
];

/** A consultant the admit screen offers under Cardiology; no public password (a random one). */
export const DEMO_CARDIOLOGIST = {
  name: 'Dr. Vikram Rao',
  email: 'vikram.rao@demo.clinic',
  speciality: 'Cardiology',
  qualification: 'MD, DM (Cardiology)',
  registrationNumber: 'MMC-2009-04417',
};

/** One patient already in hospital on a fresh demo. */
export const DEMO_ADMISSION = {
  department: 'Cardiology' as const,
  admissionTime: '08:00',
  reasonForAdmission: 'Chest pain on exertion for evaluation',
  ward: 'General Ward A',
  bed: 'A1',
};

/** The admitted demo patient's first ward round: the cardiologist's note and orders. */
export const DEMO_ROUND = {
  note: {
    kind: 'Progress' as const,
    subjective: 'Chest discomfort eased overnight; no breathlessness.',
    examination: 'Pulse 82 regular, BP 130/84, chest clear, no pedal oedema.',
    plan: 'Serial ECGs; troponin repeat at 6 hours; continue PPI; mobilise in the ward.',
  },
  medicines: [
    {
      drug: 'Pantoprazole 40mg Tablet',
      dose: '1 tablet',
      route: 'Oral' as const,
      frequency: 'OD',
      instructions: 'Before breakfast',
    },
    {
      drug: 'Paracetamol 500mg Tablet',
      dose: '1 tablet',
      route: 'Oral' as const,
      frequency: 'SOS',
      instructions: 'For pain, at most 3 a day',
    },
  ],
};

/** Charges by rule for the demo, in paise: a visit and a day's nursing by bed class; monitoring in the ICU. */
export const DEMO_STAY_TARIFFS: StayTariff[] = [
  { head: 'Consultant visit', bedClass: 'general', pricePaise: 500_00 },
  { head: 'Consultant visit', bedClass: 'semi-private', pricePaise: 700_00 },
  { head: 'Consultant visit', bedClass: 'private', pricePaise: 1_000_00 },
  { head: 'Consultant visit', bedClass: 'icu', pricePaise: 1_500_00 },
  { head: 'Nursing', bedClass: 'general', pricePaise: 300_00 },
  { head: 'Nursing', bedClass: 'semi-private', pricePaise: 400_00 },
  { head: 'Nursing', bedClass: 'private', pricePaise: 500_00 },
  { head: 'Nursing', bedClass: 'icu', pricePaise: 1_200_00 },
  { head: 'Monitoring', bedClass: 'icu', pricePaise: 1_500_00 },
];
