import type { AreaDef } from './screen-def.ts';

/** The doctor's screens (000 §2.1): the OP queue, consultations, in-patients and the OT list. */
export const DOCTOR: AreaDef = {
  key: 'doctor',
  label: 'Doctor',
  home: '/doctor',
  entry: [
    'encounters.consult',
    'medication-orders.write',
    'ward-round.notes.write',
    'discharge.write',
    'theatre.own-list',
    'theatre.operation-note',
  ],
  screens: [
    {
      path: 'op-queue',
      title: 'OP Queue',
      permission: 'appointments.read',
      menu: { label: 'OP Queue', description: "Today's and upcoming appointments" },
      load: async () => (await import('../routes/doctor/op-queue-page.tsx')).OpQueuePage,
    },
    {
      path: 'ip-dashboard',
      title: 'IP Dashboard',
      permission: 'admissions.read',
      menu: { label: 'IP Dashboard', description: 'Admitted patients under your care' },
      load: async () => (await import('../routes/doctor/ip-dashboard-page.tsx')).IpDashboardPage,
    },
    {
      path: 'bed-board',
      title: 'Bed Board',
      permission: 'wards.read',
      menu: { label: 'Bed Board', description: 'Every bed of every ward, live' },
      load: async () => (await import('../routes/wards/bed-board-page.tsx')).BedBoardPage,
    },
    {
      path: 'ot-list',
      title: 'OT List',
      permission: 'theatre.own-list',
      menu: { label: 'OT List', description: 'Your surgeries and their operation notes' },
      load: async () => (await import('../routes/theatre/my-ot-list-page.tsx')).MyOtListPage,
    },
    {
      path: 'patient-record-medicalform/:id',
      title: 'Consultation',
      permission: 'encounters.consult',
      load: async () => (await import('../routes/doctor/consultation-page.tsx')).ConsultationPage,
    },
    {
      path: 'ip-admission/:id',
      title: 'Admission',
      permission: 'admissions.read',
      load: async () => (await import('../routes/wards/admission-page.tsx')).AdmissionPage,
    },
  ],
};
