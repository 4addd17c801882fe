/**
 * Other spellings the spec's screens link to (000 §2.1, 001 §2), each sent to the real route so
 * no link is dead.
 */
export const LINK_ALIASES: { from: string; to: string }[] = [
  { from: 'patient-master', to: '/reception/patient-master' },
  { from: 'referral', to: '/reception/referral' },
  { from: 'referral-form', to: '/reception/add-referral' },
  { from: 'patient-record-medicalform/:id', to: '/doctor/patient-record-medicalform/:id' },
  { from: 'admission-note', to: '/nurse/admission-note' },
  { from: 'admission-note-patient', to: '/nurse/admission-note' },
  { from: 'admission-note-patient/:id', to: '/nurse/admission-note-patient/:id' },
  { from: 'add-parameter', to: '/lab/add-parameter' },
  { from: 'referral-fill', to: '/lab/test-parameters-master' },
];
