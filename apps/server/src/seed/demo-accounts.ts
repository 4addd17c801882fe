import type { ConsultingBlock } from '@clinic/shared/appointments';
import type { DemoAccount } from '@clinic/shared/auth';
import type { ClinicProfileInput } from '@clinic/shared/clinic';

/**
 * One demo account per role. They exist only in a database started with `--demo`; a real
 * clinic's first account comes from ADMIN_EMAIL / ADMIN_PASSWORD.
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { name: 'Anita Desai', email: 'admin@demo.clinic', role: 'clinicAdmin', password: 'Admin@Demo2026' },
  { name: 'Rahul Verma', email: 'reception@demo.clinic', role: 'reception', password: 'Reception@Demo2026' },
  { name: 'Dr. Priya Sharma', email: 'doctor@demo.clinic', role: 'doctor', password: 'Doctor@Demo2026' },
  { name: 'Sunita Pillai', email: 'nurse@demo.clinic', role: 'nurse', password: 'Nurse@Demo2026' },
  { name: 'Arjun Nair', email: 'lab@demo.clinic', role: 'lab', password: 'Lab@Demo2026' },
  // A second lab user, because results are approved by someone other than who entered them.
  { name: 'Meera Iyer', email: 'lab2@demo.clinic', role: 'lab', password: 'Approver@Demo2026' },
  { name: 'Kavita Joshi', email: 'pharmacy@demo.clinic', role: 'pharmacy', password: 'Pharmacy@Demo2026' },
  { name: 'Vikram Singh', email: 'inventory@demo.clinic', role: 'inventory', password: 'Inventory@Demo2026' },
  { name: 'Farhan Qureshi', email: 'ot@demo.clinic', role: 'otscheduler', password: 'Theatre@Demo2026' },
  { name: 'Dr. Lakshmi Rao', email: 'radiology@demo.clinic', role: 'radiology', password: 'Radiology@Demo2026' },
  { name: 'Manoj Gupta', email: 'billing@demo.clinic', role: 'billing', password: 'Billing@Demo2026' },
];

export type DemoAccountSource = { enabled: boolean; list: () => readonly DemoAccount[] };

export const demoAccountSource = (enabled: boolean): DemoAccountSource => ({
  enabled,
  list: () => (enabled ? DEMO_ACCOUNTS : []),
});

/** The demo clinic's profile (a valid GSTIN for Maharashtra). */
export const DEMO_CLINIC: ClinicProfileInput = {
  name: 'Sunrise Multispeciality Clinic',
  address: '14, Karve Road, Erandwane, Pune 411004',
  state: 'Maharashtra',
  gstin: '27AAPFU0939F1ZV',
  phone: '2025551234',
  email: 'frontdesk@sunrise.demo',
};

export const DEMO_DOCTOR_EMAIL = 'doctor@demo.clinic';
/** What the demo doctor's profile carries onto prescriptions and bills. */
export const DEMO_DOCTOR_PROFILE = {
  speciality: 'General Medicine',
  qualification: 'MBBS, MD (General Medicine)',
  registrationNumber: 'MMC-2011/04567',
  consultationFeePaise: 50_000,
};

/** The lab users' profiles: the approver (a pathologist) signs reports with qualification and registration. */
export const DEMO_LAB_PROFILES: Readonly<Record<string, { qualification: string; registrationNumber?: string }>> = {
  'lab@demo.clinic': { qualification: 'DMLT' },
  'lab2@demo.clinic': { qualification: 'MBBS, MD (Pathology)', registrationNumber: 'MMC-2014/08231' },
};

/** Monday to Saturday 09:00–13:00 and 17:00–21:00, Sunday morning; 15-minute slots. */
export const DEMO_CONSULTING_HOURS: ConsultingBlock[] = [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => [
  { weekday, start: '09:00', end: '13:00', slotMinutes: 15 },
  ...(weekday === 7 ? [] : [{ weekday, start: '17:00', end: '21:00', slotMinutes: 15 }]),
]);
