import type { ComponentType } from 'react';
import type { AreaKey } from './areas.ts';
import { BILLING_SCREENS } from './screens/billing-screens.ts';
import { LAB_SCREENS } from './screens/lab-screens.ts';
import { OT_SCREENS, SCHEDULER_SCREENS } from './screens/theatre-screens.ts';
import { RADIOLOGY_SCREENS } from './screens/radiology-screens.ts';

/** A screen of the route map; `load` imports its component (lazily, one chunk per screen). */
export type ScreenDef = {
  path: string;
  title: string;
  load?: () => Promise<ComponentType>;
  /** The area's home itself (in place of the menu dashboard), where the spec gives the index a screen. */
  index?: boolean;
};

/**
 * Every screen of the route table (000 §2.1) by area, spelled as the spec does, relative to the
 * area's home. A screen without `load` shows its title and a "being built" note.
 */
export const AREA_SCREENS: Record<AreaKey | 'scheduler', ScreenDef[]> = {
  reception: [
    {
      path: 'referral',
      title: 'Referrals',
      load: async () => (await import('./routes/reception/referral-list-page.tsx')).ReferralListPage,
    },
    {
      path: 'add-referral',
      title: 'Add Referral',
      load: async () => (await import('./routes/reception/referral-form-pages.tsx')).AddReferralPage,
    },
    {
      path: 'view-referral/:id',
      title: 'View Referral',
      load: async () => (await import('./routes/reception/view-referral-page.tsx')).ViewReferralPage,
    },
    {
      path: 'referral/:id',
      title: 'View Referral',
      load: async () => (await import('./routes/reception/view-referral-page.tsx')).ViewReferralPage,
    },
    {
      path: 'edit-referral/:id',
      title: 'Edit Referral',
      load: async () => (await import('./routes/reception/referral-form-pages.tsx')).EditReferralPage,
    },
    {
      path: 'new-patient-registration',
      title: 'New Patient Registration',
      load: async () =>
        (await import('./routes/reception/new-patient-registration-page.tsx')).NewPatientRegistrationPage,
    },
    {
      path: 'patient-master',
      title: 'Patient Master',
      load: async () => (await import('./routes/reception/patient-master-page.tsx')).PatientMasterPage,
    },
    {
      path: 'patient-record/:id',
      title: 'Patient Record',
      load: async () => (await import('./routes/reception/patient-record-page.tsx')).PatientRecordPage,
    },
    {
      path: 'book-appointment/:id',
      title: 'Book Appointment',
      load: async () => (await import('./routes/reception/book-appointment-page.tsx')).BookAppointmentPage,
    },
    {
      path: 'admit-patient/:id',
      title: 'Admit Patient',
      load: async () => (await import('./routes/reception/admit-patient-page.tsx')).AdmitPatientPage,
    },
    {
      path: 'bed-board',
      title: 'Bed Board',
      load: async () => (await import('./routes/wards/bed-board-page.tsx')).BedBoardPage,
    },
    {
      path: 'services',
      title: 'Services',
      load: async () => (await import('./routes/reception/services-page.tsx')).ServicesPage,
    },
  ],
  doctor: [
    {
      path: 'ot-list',
      title: 'OT List',
      load: async () => (await import('./routes/theatre/my-ot-list-page.tsx')).MyOtListPage,
    },
    {
      path: 'op-queue',
      title: 'OP Queue',
      load: async () => (await import('./routes/doctor/op-queue-page.tsx')).OpQueuePage,
    },
    {
      path: 'patient-record-medicalform/:id',
      title: 'Consultation',
      load: async () => (await import('./routes/doctor/consultation-page.tsx')).ConsultationPage,
    },
    {
      path: 'ip-dashboard',
      title: 'IP Dashboard',
      load: async () => (await import('./routes/doctor/ip-dashboard-page.tsx')).IpDashboardPage,
    },
    {
      path: 'ip-admission/:id',
      title: 'Admission',
      load: async () => (await import('./routes/wards/admission-page.tsx')).AdmissionPage,
    },
    {
      path: 'bed-board',
      title: 'Bed Board',
      load: async () => (await import('./routes/wards/bed-board-page.tsx')).BedBoardPage,
    },
  ],
  nurse: [
    {
      path: 'op-assessment',
      title: 'OP Assessment',
      load: async () => (await import('./routes/nurse/op-assessment-page.tsx')).OpAssessmentPage,
    },
    {
      path: 'ip-care-management',
      title: 'IP Care Management',
      load: async () => (await import('./routes/nurse/ip-care-management-page.tsx')).IpCareManagementPage,
    },
    {
      path: 'admission-note',
      title: 'Admission Note',
      load: async () => (await import('./routes/nurse/admission-note-page.tsx')).AdmissionNotePage,
    },
    {
      path: 'admission-note-patient/:id',
      title: 'Admission Note',
      load: async () => (await import('./routes/wards/admission-page.tsx')).AdmissionPage,
    },
    {
      path: 'bed-board',
      title: 'Bed Board',
      load: async () => (await import('./routes/wards/bed-board-page.tsx')).BedBoardPage,
    },
  ],
  otscheduler: OT_SCREENS,
  scheduler: SCHEDULER_SCREENS,
  radiology: RADIOLOGY_SCREENS,
  lab: LAB_SCREENS,
  inventory: [
    {
      path: 'manufacturer-data',
      title: 'Manufacturers Directory',
      load: async () => (await import('./routes/inventory/manufacturers-page.tsx')).ManufacturersPage,
    },
    {
      path: 'supplier-distributor-data',
      title: 'Suppliers Directory',
      load: async () => (await import('./routes/inventory/suppliers-page.tsx')).SuppliersPage,
    },
    {
      path: 'material-drug',
      title: 'Material/Drug Management',
      load: async () => (await import('./routes/inventory/drug-list-page.tsx')).DrugListPage,
    },
    {
      path: 'add-material-drug',
      title: 'Add Material/Drug',
      load: async () => (await import('./routes/inventory/drug-pages.tsx')).AddDrugPage,
    },
    {
      path: 'edit-material-drug/:id',
      title: 'Edit Material/Drug',
      load: async () => (await import('./routes/inventory/drug-pages.tsx')).EditDrugPage,
    },
    {
      path: 'view-material-drug/:id',
      title: 'View Material/Drug',
      load: async () => (await import('./routes/inventory/drug-pages.tsx')).ViewDrugPage,
    },
    {
      path: 'stock-entry',
      title: 'Stock Entry',
      load: async () => (await import('./routes/inventory/stock-entry-pages.tsx')).StockEntryListPage,
    },
    {
      path: 'add-stock-entry',
      title: 'Add Stock Entry',
      load: async () => (await import('./routes/inventory/stock-entry-pages.tsx')).AddStockEntryPage,
    },
    {
      path: 'edit-stock-entry/:id',
      title: 'Edit Stock Entry',
      load: async () => (await import('./routes/inventory/stock-entry-pages.tsx')).EditStockEntryPage,
    },
    {
      path: 'view-stock-entry/:id',
      title: 'View Stock Entry',
      load: async () => (await import('./routes/inventory/view-stock-entry-page.tsx')).ViewStockEntryPage,
    },
    {
      path: 'stock-adjustments',
      title: 'Stock Adjustments',
      load: async () => (await import('./routes/inventory/adjustment-pages.tsx')).AdjustmentListPage,
    },
    {
      path: 'add-stock-adjustment',
      title: 'Add Stock Adjustment',
      load: async () => (await import('./routes/inventory/adjustment-pages.tsx')).AddAdjustmentPage,
    },
    {
      path: 'stock-migration',
      title: 'Stock Migration',
      load: async () => (await import('./routes/inventory/stock-migration-page.tsx')).StockMigrationPage,
    },
    { path: 'stock', title: 'Stock', load: async () => (await import('./routes/inventory/stock-page.tsx')).StockPage },
  ],
  billing: BILLING_SCREENS,
  pharmacy: [
    {
      path: 'op-prescription',
      title: 'OP Prescriptions',
      load: async () => (await import('./routes/worklists/op-prescriptions-page.tsx')).OpPrescriptionsPage,
    },
    {
      path: 'op-prescription/:encounterId',
      title: 'Dispense',
      load: async () => (await import('./routes/pharmacy/dispense-page.tsx')).DispensePage,
    },
    {
      path: 'unregistred-patient',
      title: 'Unregistered Patient Sale',
      load: async () => (await import('./routes/pharmacy/counter-sale-page.tsx')).CounterSalePage,
    },
    {
      path: 'day-end',
      title: 'Day End',
      load: async () => (await import('./routes/pharmacy/day-end-page.tsx')).DayEndPage,
    },
    {
      path: 'h1-register',
      title: 'H1 Register',
      load: async () => (await import('./routes/pharmacy/h1-register-page.tsx')).H1RegisterPage,
    },
    {
      path: 'ip-prescription',
      title: 'IP Prescriptions',
      load: async () => (await import('./routes/pharmacy/ip-prescriptions-page.tsx')).IpPrescriptionsPage,
    },
    {
      path: 'returns',
      title: 'Returns',
      load: async () => (await import('./routes/pharmacy/returns-page.tsx')).ReturnsPage,
    },
  ],
  settings: [
    {
      path: 'staff',
      title: 'Staff',
      load: async () => (await import('./routes/settings/staff-list-page.tsx')).StaffListPage,
    },
    {
      path: 'staff/new',
      title: 'Add Staff',
      load: async () => (await import('./routes/settings/staff-new-page.tsx')).StaffNewPage,
    },
    {
      path: 'staff/:id',
      title: 'Edit Staff',
      load: async () => (await import('./routes/settings/staff-edit-page.tsx')).StaffEditPage,
    },
    {
      path: 'clinic',
      title: 'Clinic Profile',
      load: async () => (await import('./routes/settings/clinic-profile-page.tsx')).ClinicProfilePage,
    },
    {
      path: 'wards',
      title: 'Wards & Beds',
      load: async () => (await import('./routes/settings/wards-page.tsx')).WardsPage,
    },
    {
      path: 'audit',
      title: 'Audit Trail',
      load: async () => (await import('./routes/settings/audit-page.tsx')).AuditPage,
    },
  ],
};
