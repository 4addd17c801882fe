import type { Holder, PermissionDef } from './permission-def.ts';
import { REPORT_PERMISSIONS } from './report-permissions.ts';

const CLINICAL: Holder[] = ['reception', 'nurse', 'doctor'];
const CARERS: Holder[] = ['nurse', 'doctor'];

/**
 * Every action a person can take, by name, with the built-in roles that hold it (clinicAdmin
 * holds all). The server guards each route with one of these names and the web shows menus,
 * screens and buttons from the same table; a clinic's own roles are sets of these names.
 */
export const PERMISSION_TABLE = {
  'patients.read': {
    group: 'Patients',
    label: 'See patients',
    roles: ['reception', 'doctor', 'nurse', 'billing', 'lab', 'radiology', 'pharmacy', 'otscheduler'],
  },
  'patients.register': { group: 'Patients', label: 'Register and edit patients', roles: ['reception'] },
  'patients.history.read': { group: 'Patients', label: 'Read medical history', roles: CARERS },
  'patients.allergies.read': {
    group: 'Patients',
    label: "See a patient's allergies",
    roles: ['doctor', 'nurse', 'pharmacy'],
  },
  'allergies.classes.manage': { group: 'Patients', label: 'Keep the drug allergy classes', roles: [] },
  'records.share': {
    group: 'Patients',
    label: "Download a patient's health records as ABDM (FHIR) documents",
    roles: ['doctor'],
  },
  'referrals.manage': { group: 'Patients', label: 'Keep referrals', roles: ['reception'] },
  'coverages.read': {
    group: 'Patients',
    label: 'See insurance and scheme covers',
    roles: ['reception', 'billing'],
  },
  'coverages.manage': {
    group: 'Patients',
    label: 'Record and change insurance and scheme covers',
    roles: ['reception', 'billing'],
  },

  'doctors.read': { group: 'Appointments', label: 'See doctors and their hours', roles: CLINICAL },
  'doctors.hours.manage': { group: 'Appointments', label: "Set doctors' consulting hours", roles: [] },
  'appointments.read': { group: 'Appointments', label: 'See appointments', roles: CLINICAL },
  'appointments.book': {
    group: 'Appointments',
    label: 'Book, cancel and reschedule appointments',
    roles: ['reception'],
  },
  'op-queue.call': {
    group: 'Appointments',
    label: 'Call, skip, recall and send on the tokens of their own OP queue',
    roles: ['doctor'],
  },
  'displays.manage': { group: 'Appointments', label: 'Create and revoke waiting-hall displays', roles: [] },
  'doctors.absences.manage': {
    group: 'Appointments',
    label: "Mark doctors' leave and late arrival",
    roles: ['reception'],
  },
  'messages.view': { group: 'Appointments', label: 'See the messages sent to patients', roles: ['reception'] },
  'messages.manage': {
    group: 'Appointments',
    label: 'Send a failed message to a patient again, or cancel it',
    roles: ['reception'],
  },
  'op-queue.call-any': { group: 'Appointments', label: "Call tokens of any doctor's OP queue", roles: [] },
  'appointments.arrive': { group: 'Appointments', label: 'Mark patients arrived', roles: ['reception', 'nurse'] },

  'vitals.record': { group: 'Consultation', label: 'Record and read OP vitals', roles: CARERS },
  'encounters.consult': { group: 'Consultation', label: 'Consult and prescribe', roles: ['doctor'] },
  'prescription-templates.manage': {
    group: 'Consultation',
    label: 'Keep their own and their department’s prescription templates',
    roles: ['doctor'],
  },
  'prescription-templates.any-department': {
    group: 'Consultation',
    label: 'Keep every department’s prescription templates',
    roles: [],
  },

  'services.read': {
    group: 'Services and charges',
    label: 'See the services catalogue',
    roles: ['reception', 'doctor', 'nurse', 'billing', 'lab', 'radiology', 'otscheduler'],
  },
  'stay-tariffs.manage': {
    group: 'Services and charges',
    label: 'Set consultant visit, nursing and monitoring charges by bed class',
    roles: [],
  },
  'services.manage': { group: 'Services and charges', label: 'Keep the services catalogue', roles: ['reception'] },
  'charges.read': { group: 'Services and charges', label: "See a patient's charges", roles: ['reception', 'billing'] },
  'charges.create': { group: 'Services and charges', label: 'Add charges', roles: ['reception'] },
  'charges.cancel': { group: 'Services and charges', label: 'Cancel charges', roles: ['reception'] },

  'admissions.admit': { group: 'Wards', label: 'Admit patients', roles: ['reception'] },
  'admissions.backdate': { group: 'Wards', label: 'Admit with a date more than 7 days back', roles: [] },
  'admissions.read': { group: 'Wards', label: 'See admissions', roles: CLINICAL },
  'admissions.transfer': { group: 'Wards', label: 'Transfer patients between beds', roles: ['reception', 'nurse'] },
  'admissions.doctors': {
    group: 'Wards',
    label: 'Change the treating doctor and add consultants',
    roles: ['reception', 'doctor'],
  },
  'beds.available': { group: 'Wards', label: 'Find free beds', roles: ['reception', 'nurse'] },
  'beds.tend': { group: 'Wards', label: 'Clean, block and release beds', roles: ['nurse'] },
  'wards.read': { group: 'Wards', label: 'See wards and the bed board', roles: CLINICAL },
  'wards.manage': { group: 'Wards', label: 'Set up wards, rooms and beds', roles: [] },
  'ip.vitals.record': { group: 'Wards', label: 'Record inpatient vitals', roles: ['nurse'] },
  'ip.vitals.read': { group: 'Wards', label: 'Read inpatient vitals and care lists', roles: CARERS },
  'news2-alerts.acknowledge': {
    group: 'Wards',
    label: 'Acknowledge early-warning (NEWS2) alerts',
    roles: ['doctor'],
  },
  'ward-round.read': { group: 'Wards', label: 'Read round notes and ward orders', roles: CARERS },
  'ward-round.notes.write': { group: 'Wards', label: 'Write ward-round progress notes', roles: ['doctor'] },
  'nursing-notes.write': { group: 'Wards', label: 'Write nursing and observation notes', roles: ['nurse'] },
  'ward-round.orders.write': { group: 'Wards', label: 'Order tests and studies on the ward', roles: ['doctor'] },
  'care-orders.write': {
    group: 'Wards',
    label: 'Order procedures, diets and nursing instructions on the ward',
    roles: ['doctor'],
  },
  'care-orders.complete': { group: 'Wards', label: 'Mark ward procedures done', roles: ['nurse', 'doctor'] },
  'medication-orders.write': { group: 'Wards', label: 'Order and stop inpatient medicines', roles: ['doctor'] },
  'mar.read': { group: 'Wards', label: 'Read medicine orders and the MAR', roles: CARERS },
  'mar.chart': { group: 'Wards', label: 'Chart doses on the MAR', roles: ['nurse'] },
  'discharge.read': { group: 'Wards', label: 'Read discharge summaries', roles: CARERS },
  'discharge.initiate': { group: 'Wards', label: 'Start a discharge', roles: CARERS },
  'discharge.write': { group: 'Wards', label: 'Write the summary and discharge', roles: ['doctor'] },
  'discharge.undo': { group: 'Wards', label: 'Call off a discharge that was started', roles: ['doctor'] },

  'lab.master.manage': { group: 'Laboratory', label: 'Keep the test master', roles: ['lab'] },
  'lab.worklist': { group: 'Laboratory', label: 'Work the lab order list', roles: ['lab'] },
  'lab.samples.collect': { group: 'Laboratory', label: 'Collect and reject samples', roles: ['lab'] },
  'lab.orders.cancel': { group: 'Laboratory', label: 'Cancel lab orders', roles: ['lab', 'doctor'] },
  'orders.cancel-any': {
    group: 'Laboratory',
    label: "Cancel another doctor's lab or radiology order",
    roles: ['lab', 'radiology'],
  },
  'lab.results.enter': { group: 'Laboratory', label: 'Enter and amend results', roles: ['lab'] },
  'lab.results.approve': { group: 'Laboratory', label: 'Approve results', roles: ['lab'] },
  'lab.results.read': { group: 'Laboratory', label: 'Read lab reports and trends', roles: ['lab', ...CARERS] },
  'lab.alerts': { group: 'Laboratory', label: 'Receive and acknowledge critical values', roles: CARERS },
  'results.critical.acknowledge-any': {
    group: 'Laboratory',
    label: "Acknowledge another doctor's critical value",
    roles: [],
  },

  'radiology.worklist': { group: 'Radiology', label: 'Work the radiology cases', roles: ['radiology'] },
  'radiology.orders.cancel': { group: 'Radiology', label: 'Cancel studies', roles: ['radiology', 'doctor'] },
  'radiology.reports.write': { group: 'Radiology', label: 'Write reports and addenda', roles: ['radiology'] },
  'radiology.reports.sign': { group: 'Radiology', label: 'Sign reports', roles: ['radiology'] },
  'radiology.reassign': { group: 'Radiology', label: 'Change the radiologist of a study', roles: [] },
  'radiology.addendum-any': { group: 'Radiology', label: "Add an addendum to another's report", roles: [] },
  'radiology.reports.read': {
    group: 'Radiology',
    label: 'Read radiology reports',
    roles: ['doctor', 'nurse', 'radiology'],
  },
  'radiology.templates.manage': { group: 'Radiology', label: 'Keep report templates', roles: ['radiology'] },

  'theatre.read': {
    group: 'Operating theatre',
    label: 'See theatres and the OT list',
    roles: ['otscheduler', ...CARERS],
  },
  'theatre.setup': { group: 'Operating theatre', label: 'Set up theatres and equipment', roles: ['otscheduler'] },
  'theatre.book': { group: 'Operating theatre', label: 'Book and move surgeries', roles: ['otscheduler'] },
  // Besides the booked surgeon and anaesthetist, who may always decide it for their own case.
  'theatre.checklist.override': {
    group: 'Operating theatre',
    label: 'Start any surgery without the full pre-op checklist (OT in-charge)',
    roles: [],
  },
  'theatre.completed': { group: 'Operating theatre', label: 'See completed cases', roles: ['otscheduler', 'doctor'] },
  'theatre.own-list': { group: 'Operating theatre', label: "See one's own OT list", roles: ['doctor'] },
  'theatre.operation-note': { group: 'Operating theatre', label: 'Write operation notes', roles: ['doctor'] },

  'drugs.read': { group: 'Inventory', label: 'See the drug catalogue', roles: ['inventory', 'pharmacy', 'doctor'] },
  'inventory.masters.manage': {
    group: 'Inventory',
    label: 'Keep manufacturers, suppliers and drugs',
    roles: ['inventory'],
  },
  'stock.manage': { group: 'Inventory', label: 'Enter, adjust and import stock', roles: ['inventory'] },
  'stock.batches.read': { group: 'Inventory', label: 'See stock by batch', roles: ['inventory', 'pharmacy'] },

  'pharmacy.dispense': { group: 'Pharmacy', label: 'Dispense prescriptions', roles: ['pharmacy'] },
  'pharmacy.counter-sale': { group: 'Pharmacy', label: 'Sell at the counter', roles: ['pharmacy'] },
  'pharmacy.returns': { group: 'Pharmacy', label: 'Take returns', roles: ['pharmacy'] },
  'pharmacy.ward-issue': { group: 'Pharmacy', label: 'Issue medicines to wards', roles: ['pharmacy'] },
  'pharmacy.registers': { group: 'Pharmacy', label: 'H1 register and day end', roles: ['pharmacy'] },

  'bills.read': { group: 'Billing', label: 'Read bills', roles: ['billing', 'reception'] },
  'op-bills.bill': { group: 'Billing', label: 'Bill out-patient charges', roles: ['billing', 'reception'] },
  'ip-bills.read': { group: 'Billing', label: 'See in-patient bills', roles: ['billing'] },
  'ip-bills.finalize': { group: 'Billing', label: 'Finalize in-patient bills', roles: ['billing'] },
  // The admission desk takes the deposit as the patient is admitted, on its own cash shift.
  'payments.deposit': { group: 'Billing', label: 'Take deposits', roles: ['billing', 'reception'] },
  'bills.payments': {
    group: 'Billing',
    label: 'Take the rest of a part-paid bill',
    roles: ['billing', 'reception'],
  },
  'bills.discount': { group: 'Billing', label: 'Give discounts', roles: ['billing'] },
  'bills.discount.approve': { group: 'Billing', label: 'Approve discounts above the limit', roles: [] },
  'bills.contract': { group: 'Billing', label: 'Set the payer contract', roles: ['billing'] },
  'claims.read': { group: 'Billing', label: "See stays' cashless claims and pre-authorisations", roles: ['billing'] },
  'claims.manage': {
    group: 'Billing',
    label: 'Ask payers for pre-authorisation and record their replies',
    roles: ['billing'],
  },
  'claims.write-off': {
    group: 'Billing',
    label: 'Write off what a payer did not pay',
    roles: [],
  },
  'payers.manage': {
    group: 'Billing',
    label: 'Keep the payers: insurers, TPAs, schemes and employers',
    roles: ['billing'],
  },
  'packages.manage': {
    group: 'Billing',
    label: 'Keep the procedure packages and their prices',
    roles: ['billing'],
  },
  'packages.apply': { group: 'Billing', label: "Put a package on a stay's bill", roles: ['billing'] },
  'packages.change': { group: 'Billing', label: "Change or break a stay's package", roles: [] },
  'bills.misc-lines': { group: 'Billing', label: 'Add miscellaneous lines', roles: ['billing'] },
  'bills.close': { group: 'Billing', label: 'Close folios', roles: ['billing'] },
  'bills.credit-note': { group: 'Billing', label: 'Issue credit notes', roles: ['billing'] },
  'bills.refund': { group: 'Billing', label: 'Refund payments', roles: ['billing'] },
  'refunds.cash-override': {
    group: 'Billing',
    label: 'Refund in cash what was paid by card or UPI',
    roles: [],
  },
  'billing.day-end': { group: 'Billing', label: 'Day-end collections', roles: ['billing'] },
  'shifts.own': {
    group: 'Billing',
    label: 'Open and close their own cash shift',
    roles: ['billing', 'reception', 'pharmacy'],
  },
  'shifts.read': { group: 'Billing', label: "See every counter's shifts", roles: ['billing'] },
  'shifts.close-any': { group: 'Billing', label: "Close another cashier's shift", roles: [] },
  'bills.credit.approve': {
    group: 'Billing',
    label: 'Let a patient leave with dues (credit)',
    roles: [],
  },

  ...REPORT_PERMISSIONS,

  'staff.manage': { group: 'Administration', label: 'Manage staff accounts', roles: [] },
  'roles.manage': { group: 'Administration', label: 'Manage roles', roles: [] },
  'clinic.manage': { group: 'Administration', label: 'Edit the clinic profile', roles: [] },
  'departments.manage': { group: 'Administration', label: 'Keep the department list', roles: [] },
  'audit.read': { group: 'Administration', label: 'Read the audit trail', roles: [] },
  'backups.manage': { group: 'Administration', label: 'See and schedule backups, back up now', roles: [] },
} as const satisfies Record<string, PermissionDef>;

export type Permission = keyof typeof PERMISSION_TABLE;
export const PERMISSIONS = Object.keys(PERMISSION_TABLE) as Permission[];

export function isPermission(value: string): value is Permission {
  return Object.hasOwn(PERMISSION_TABLE, value);
}
