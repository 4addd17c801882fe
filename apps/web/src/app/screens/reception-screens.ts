import type { AreaDef } from './screen-def.ts';

/** The front desk's screens (000 §2.1): patients, appointments, admissions, referrals, services. */
export const RECEPTION: AreaDef = {
  key: 'reception',
  label: 'Reception',
  home: '/reception',
  entry: [
    'patients.register',
    'appointments.book',
    'admissions.admit',
    'referrals.manage',
    'services.manage',
    'charges.create',
    'charges.cancel',
  ],
  screens: [
    {
      path: 'new-patient-registration',
      title: 'New Patient Registration',
      permission: 'patients.register',
      menu: { label: 'New Patient Registration', description: 'Register a new patient and assign an MRN' },
      load: async () =>
        (await import('../routes/reception/new-patient-registration-page.tsx')).NewPatientRegistrationPage,
    },
    {
      path: 'patient-master',
      title: 'Patient Master',
      permission: 'patients.read',
      menu: { label: 'Patient Master', description: 'Find out-patients and in-patients' },
      load: async () => (await import('../routes/reception/patient-master-page.tsx')).PatientMasterPage,
    },
    {
      path: 'services',
      title: 'Services',
      permission: 'services.read',
      menu: { label: 'Services', description: 'Services catalogue and patient charges' },
      load: async () => (await import('../routes/reception/services-page.tsx')).ServicesPage,
    },
    {
      path: 'referral',
      title: 'Referrals',
      permission: 'referrals.manage',
      menu: { label: 'Referrals', description: 'Referring doctors, hospitals and clinics' },
      load: async () => (await import('../routes/reception/referral-list-page.tsx')).ReferralListPage,
    },
    {
      path: 'doctors-away',
      title: 'Doctors Away',
      permission: 'doctors.absences.manage',
      menu: { label: 'Doctors Away', description: "Mark a doctor's leave or late arrival; patients are told" },
      load: async () => (await import('../routes/reception/doctors-away-page.tsx')).DoctorsAwayPage,
    },
    {
      path: 'messages',
      title: 'Messages to Patients',
      permission: 'messages.view',
      menu: { label: 'Messages', description: 'SMS and WhatsApp sent to patients, and what did not go' },
      load: async () => (await import('../routes/reception/messages-page.tsx')).MessagesPage,
    },
    {
      path: 'bed-board',
      title: 'Bed Board',
      permission: 'wards.read',
      menu: { label: 'Bed Board', description: 'Every bed of every ward, live' },
      load: async () => (await import('../routes/wards/bed-board-page.tsx')).BedBoardPage,
    },
    {
      path: 'shift',
      title: 'Cash Shift',
      permission: 'shifts.own',
      menu: { label: 'Cash Shift', description: 'Open with a float, close with the count, print the handover' },
      load: async () => (await import('../routes/billing/shift-page.tsx')).ShiftPage,
    },
    {
      path: 'add-referral',
      title: 'Add Referral',
      permission: 'referrals.manage',
      load: async () => (await import('../routes/reception/referral-form-pages.tsx')).AddReferralPage,
    },
    {
      path: 'view-referral/:id',
      title: 'View Referral',
      permission: 'referrals.manage',
      load: async () => (await import('../routes/reception/view-referral-page.tsx')).ViewReferralPage,
    },
    {
      path: 'referral/:id',
      title: 'View Referral',
      permission: 'referrals.manage',
      load: async () => (await import('../routes/reception/view-referral-page.tsx')).ViewReferralPage,
    },
    {
      path: 'edit-referral/:id',
      title: 'Edit Referral',
      permission: 'referrals.manage',
      load: async () => (await import('../routes/reception/referral-form-pages.tsx')).EditReferralPage,
    },
    {
      path: 'patient-record/:id',
      title: 'Patient Record',
      permission: 'patients.read',
      load: async () => (await import('../routes/reception/patient-record-page.tsx')).PatientRecordPage,
    },
    {
      path: 'book-appointment/:id',
      title: 'Book Appointment',
      permission: 'appointments.book',
      load: async () => (await import('../routes/reception/book-appointment-page.tsx')).BookAppointmentPage,
    },
    {
      path: 'admit-patient/:id',
      title: 'Admit Patient',
      permission: 'admissions.admit',
      load: async () => (await import('../routes/reception/admit-patient-page.tsx')).AdmitPatientPage,
    },
  ],
};
