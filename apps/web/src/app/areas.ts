import type { Role } from '@clinic/shared/auth';

export type MenuItem = { label: string; to: string; description: string };
export type AreaKey = Exclude<Role, 'clinicAdmin'> | 'settings';
export type Area = { key: AreaKey; label: string; role: Role; home: string; menu: MenuItem[] };

/**
 * The role areas in the order of the sidebar's top icons (000 §2.7), with each area's section
 * menu. Settings is clinicAdmin's own area.
 */
export const AREAS: Area[] = [
  {
    key: 'reception',
    label: 'Reception',
    role: 'reception',
    home: '/reception',
    menu: [
      {
        label: 'New Patient Registration',
        to: '/reception/new-patient-registration',
        description: 'Register a new patient and assign an MRN',
      },
      { label: 'Patient Master', to: '/reception/patient-master', description: 'Find out-patients and in-patients' },
      { label: 'Services', to: '/reception/services', description: 'Services catalogue and patient charges' },
      { label: 'Referrals', to: '/reception/referral', description: 'Referring doctors, hospitals and clinics' },
      { label: 'Bed Board', to: '/reception/bed-board', description: 'Every bed of every ward, live' },
    ],
  },
  {
    key: 'doctor',
    label: 'Doctor',
    role: 'doctor',
    home: '/doctor',
    menu: [
      { label: 'OP Queue', to: '/doctor/op-queue', description: "Today's and upcoming appointments" },
      { label: 'IP Dashboard', to: '/doctor/ip-dashboard', description: 'Admitted patients under your care' },
      { label: 'Bed Board', to: '/doctor/bed-board', description: 'Every bed of every ward, live' },
      { label: 'OT List', to: '/doctor/ot-list', description: 'Your surgeries and their operation notes' },
    ],
  },
  {
    key: 'lab',
    label: 'Lab',
    role: 'lab',
    home: '/lab',
    menu: [
      { label: 'Test Parameters', to: '/lab/test-parameters-master', description: 'Parameters and normal ranges' },
      { label: 'Add Parameter', to: '/lab/add-parameter', description: 'Define a new test parameter' },
      { label: 'Lab Orders', to: '/lab/lab-orders', description: 'Tests ordered by doctors' },
    ],
  },
  {
    key: 'inventory',
    label: 'Inventory',
    role: 'inventory',
    home: '/inventory',
    menu: [
      { label: 'Manufacturers', to: '/inventory/manufacturer-data', description: 'Manufacturers directory' },
      { label: 'Suppliers', to: '/inventory/supplier-distributor-data', description: 'Suppliers and distributors' },
      { label: 'Material / Drug', to: '/inventory/material-drug', description: 'Drug and material catalogue' },
      { label: 'Stock Entry', to: '/inventory/stock-entry', description: 'Purchase invoices and batches' },
      {
        label: 'Stock Adjustments',
        to: '/inventory/stock-adjustments',
        description: 'Damage, expiry and count corrections',
      },
      { label: 'Stock Migration', to: '/inventory/stock-migration', description: 'Import opening stock from a file' },
      { label: 'Stock', to: '/inventory/stock', description: 'On hand, near expiry, expired, below reorder level' },
    ],
  },
  {
    key: 'pharmacy',
    label: 'Pharmacy',
    role: 'pharmacy',
    home: '/pharmacy',
    menu: [
      {
        label: 'OP Prescriptions',
        to: '/pharmacy/op-prescription',
        description: 'Out-patient prescriptions to dispense',
      },
      {
        label: 'Unregistered Patient',
        to: '/pharmacy/unregistred-patient',
        description: 'Counter sale to a walk-in customer',
      },
      { label: 'IP Prescriptions', to: '/pharmacy/ip-prescription', description: 'In-patient medication orders' },
      { label: 'Returns', to: '/pharmacy/returns', description: 'Returns against a bill' },
      { label: 'H1 Register', to: '/pharmacy/h1-register', description: 'Schedule H1 and X supplies, with CSV' },
      { label: 'Day End', to: '/pharmacy/day-end', description: 'Sales, returns and collections of a day' },
    ],
  },
  {
    key: 'nurse',
    label: 'Nurse',
    role: 'nurse',
    home: '/nurse',
    menu: [
      { label: 'OP Assessment', to: '/nurse/op-assessment', description: "Record vitals for today's appointments" },
      { label: 'IP Care Management', to: '/nurse/ip-care-management', description: 'In-patients and their care' },
      { label: 'Admission Note', to: '/nurse/admission-note', description: 'Admissions, active and discharged' },
      { label: 'Bed Board', to: '/nurse/bed-board', description: 'Beds to clean, block or make ready, live' },
    ],
  },
  {
    key: 'otscheduler',
    label: 'OT Scheduler',
    role: 'otscheduler',
    home: '/otscheduler',
    menu: [
      { label: 'OT Setup', to: '/scheduler/ot-setup', description: 'Operating theatres and equipment' },
      { label: 'OT Scheduler', to: '/scheduler/ot-scheduler', description: 'Book theatre time' },
      { label: 'Completed Cases', to: '/scheduler/completed-cases', description: 'Surgeries done' },
    ],
  },
  {
    key: 'radiology',
    label: 'Radiology',
    role: 'radiology',
    home: '/radiology',
    menu: [
      { label: 'Open Cases', to: '/radiology', description: 'Studies waiting for a report' },
      { label: 'Completed Cases', to: '/radiology/complate-case', description: 'Signed reports' },
      { label: 'Templates', to: '/radiology/radiology-templates', description: 'Report templates' },
      { label: 'Saved Templates', to: '/radiology/saved-templates', description: 'Templates saved for reuse' },
    ],
  },
  {
    key: 'billing',
    label: 'Billing',
    role: 'billing',
    home: '/billing',
    menu: [
      { label: 'OP Bills', to: '/billing/op-bills', description: 'Bill out-patient charges and print' },
      { label: 'Bills', to: '/billing/bill-list-view', description: 'In-patient bills by name or MRN' },
      { label: 'Bill', to: '/billing/bill', description: 'Bill with charges and payments' },
      { label: 'Patient Bill', to: '/billing/patient-bill', description: 'Summary, payments, discounts and closure' },
      { label: 'Day End', to: '/billing/day-end', description: 'Collections by mode, user and hour, with CSV' },
    ],
  },
  {
    key: 'settings',
    label: 'Settings',
    role: 'clinicAdmin',
    home: '/settings',
    menu: [
      { label: 'Staff', to: '/settings/staff', description: 'Accounts, roles, temporary passwords' },
      { label: 'Clinic Profile', to: '/settings/clinic', description: 'Name, address, GSTIN and logo for prints' },
      { label: 'Wards & Beds', to: '/settings/wards', description: 'Wards, rooms with their rent, and beds' },
      { label: 'Audit Trail', to: '/settings/audit', description: 'Who did what, and when' },
    ],
  },
];

const PREFIX_TO_AREA: Record<string, AreaKey> = { scheduler: 'otscheduler' };

/** The area a path belongs to, by its first segment (`/scheduler/...` is the OT area). */
export function areaForPath(pathname: string): Area | undefined {
  const first = pathname.split('/')[1] ?? '';
  const key = PREFIX_TO_AREA[first] ?? first;
  return AREAS.find((area) => area.key === key);
}
