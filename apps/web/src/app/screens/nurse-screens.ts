import type { AreaDef } from './screen-def.ts';

/** The nurse's screens (000 §2.1): OP assessment, in-patient care, admission notes and the bed board. */
export const NURSE: AreaDef = {
  key: 'nurse',
  label: 'Nurse',
  home: '/nurse',
  entry: ['mar.chart', 'ip.vitals.record', 'beds.tend', 'nursing-notes.write'],
  screens: [
    {
      path: 'op-assessment',
      title: 'OP Assessment',
      permission: 'vitals.record',
      menu: { label: 'OP Assessment', description: "Record vitals for today's appointments" },
      load: async () => (await import('../routes/nurse/op-assessment-page.tsx')).OpAssessmentPage,
    },
    {
      path: 'ip-care-management',
      title: 'IP Care Management',
      permission: 'ip.vitals.read',
      menu: { label: 'IP Care Management', description: 'In-patients and their care' },
      load: async () => (await import('../routes/nurse/ip-care-management-page.tsx')).IpCareManagementPage,
    },
    {
      path: 'admission-note',
      title: 'Admission Note',
      permission: 'admissions.read',
      menu: { label: 'Admission Note', description: 'Admissions, active and discharged' },
      load: async () => (await import('../routes/nurse/admission-note-page.tsx')).AdmissionNotePage,
    },
    {
      path: 'bed-board',
      title: 'Bed Board',
      permission: 'wards.read',
      menu: { label: 'Bed Board', description: 'Beds to clean, block or make ready, live' },
      load: async () => (await import('../routes/wards/bed-board-page.tsx')).BedBoardPage,
    },
    {
      path: 'admission-note-patient/:id',
      title: 'Admission Note',
      permission: 'admissions.read',
      load: async () => (await import('../routes/wards/admission-page.tsx')).AdmissionPage,
    },
  ],
};
