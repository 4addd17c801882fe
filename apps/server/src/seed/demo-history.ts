import type { DischargeSummaryInput } from '@clinic/shared/admissions';
import type { EncounterInput, PrescriptionLineInput } from '@clinic/shared/encounters';

/**
 * The first demo patient's clinical history, so every kind of health record (and its ABDM
 * document) has an example on a fresh demo: an OP visit for fever and cough with a prescription,
 * a blood count and a chest X-ray, the visit's bill, and the admission for pneumonia that
 * followed, with the discharge summary the doctor starts at admission. Drugs, tests and studies
 * are named as in the demo masters; the seed finds them there.
 */
export const DEMO_VISIT = {
  vitals: { bloodPressure: '118/76', heartRate: 104, temperature: 101.6, spo2: 93, height: 158, weight: 62 },
  symptoms: 'Fever with chills for 4 days, cough with yellow sputum, breathless on climbing stairs since yesterday',
  medicalHistory: {
    noKnownDrugAllergies: true,
    chronicConditions: ['Hypertension'],
    familyHistory: [{ condition: 'Type 2 diabetes', relation: 'Mother' }],
    socialHistory: { smoking: 'Never', alcohol: 'Never', exercise: 'Morning walks' },
    medications: [{ name: 'Amlodipine', dosage: '5 mg', frequency: 'OD' }],
  },
  examination:
    'Febrile, respiratory rate 24/min, no cyanosis. Bronchial breathing and coarse crackles over the right lower chest.',
  diagnoses: [
    { code: 'J18.1', description: 'Lobar pneumonia, right lower lobe (suspected)' },
    { code: 'I10', description: 'Essential (primary) hypertension' },
  ],
  advice: 'Come back with the blood count and chest X-ray reports today. Plenty of oral fluids; continue amlodipine.',
  prescriptions: [
    {
      drug: 'Paracetamol 500mg Tablet',
      dose: '1 tablet',
      frequency: '1-1-1',
      durationDays: 3,
      route: 'Oral',
      instructions: 'After food, for fever',
    },
    {
      drug: 'Azithromycin 500mg Tablet',
      dose: '1 tablet',
      frequency: '1-0-0',
      durationDays: 3,
      route: 'Oral',
      instructions: 'One hour before breakfast',
    },
  ],
  labTests: ['Complete Blood Count (CBC)'],
  radiologyStudies: ['X-Ray Chest PA View'],
} satisfies Omit<EncounterInput, 'patientId' | 'prescriptions' | 'labTests' | 'radiologyStudies'> & {
  prescriptions: (Omit<PrescriptionLineInput, 'drugId'> & { drug: string })[];
  labTests: string[];
  radiologyStudies: string[];
};

/**
 * The lab's results by test (service name), each value by parameter name as the technician types
 * it; the differential's absolute counts are worked out by the server. A neutrophilic leucocytosis.
 */
export const DEMO_LAB_RESULTS: Record<string, { comment: string; values: Record<string, string> }> = {
  'Complete Blood Count (CBC)': {
    comment: 'Neutrophilic leucocytosis. Peripheral smear: toxic granules in neutrophils.',
    values: {
      Haemoglobin: '11.8',
      'Total WBC Count': '14200',
      Neutrophils: '82',
      Lymphocytes: '12',
      Monocytes: '4',
      Eosinophils: '1',
      Basophils: '1',
      'RBC Count': '4.30',
      'Platelet Count': '2.45',
      ESR: '38',
    },
  },
};

/** The radiologist's signed reports by study (service name): the template started from, and the report. */
export const DEMO_IMAGING_REPORTS: Record<string, { template: string; content: string }> = {
  'X-Ray Chest PA View': {
    template: 'Chest X-ray PA — normal',
    content:
      '<h3>Technique</h3><p>Chest radiograph, PA view, in full inspiration.</p>' +
      '<h3>Findings</h3><p>Homogeneous opacity with air bronchograms in the right lower zone, silhouetting the ' +
      'right hemidiaphragm; the right heart border is preserved. Right costophrenic angle is clear. The left lung ' +
      'is clear. Trachea central; cardiothoracic ratio within normal limits. Bony thorax is unremarkable.</p>' +
      '<h3>Impression</h3><p>Right lower lobe consolidation, consistent with pneumonia in this clinical setting. ' +
      'Suggest a follow-up radiograph after treatment.</p>',
  },
};

/** The admission the reports led to: the ward, the department, and the patient's husband as attendant. */
export const DEMO_STAY = {
  ward: 'General Ward A',
  roomType: 'general' as const,
  department: 'General Medicine',
  reasonForAdmission: 'Right lower lobe pneumonia with SpO2 93% on room air: for IV antibiotics, oxygen and monitoring',
  attendantName: 'Vinay Kulkarni',
  attendantRelation: 'Husband',
  attendantPhone: '9822011002',
};

/**
 * The discharge summary as the doctor starts it at admission (it is changed until the patient
 * leaves): the diagnoses, the course so far, the planned medicines to go home with (by drug name)
 * and the follow-up, given in days from today.
 */
export const DEMO_DISCHARGE_SUMMARY = {
  diagnoses: [
    { code: 'J18.1', description: 'Right lower lobe pneumonia' },
    { code: 'I10', description: 'Essential (primary) hypertension' },
  ],
  procedures: '',
  course:
    'Admitted from the OPD with fever for 4 days, productive cough and breathlessness; SpO2 93% on room air. ' +
    'CBC: neutrophilic leucocytosis (WBC 14,200/µL, ESR 38 mm/hr). Chest X-ray: right lower lobe consolidation. ' +
    'Started on IV ceftriaxone with oral azithromycin, oxygen by nasal prongs to keep SpO2 above 94%, ' +
    'paracetamol for fever; amlodipine continued.',
  condition: 'Stable',
  advice:
    'Complete the antibiotic course. Steam inhalation twice a day. Come back at once if the breathlessness ' +
    'worsens or the fever returns. Chest X-ray at the follow-up visit.',
  medicines: [
    {
      drug: 'Amoxicillin 500mg Capsule',
      dose: '1 capsule',
      frequency: '1-1-1',
      durationDays: 5,
      instructions: 'After food',
    },
    {
      drug: 'Paracetamol 500mg Tablet',
      dose: '1 tablet',
      frequency: 'SOS',
      durationDays: 3,
      instructions: 'For fever above 100°F, at most 3 a day',
    },
  ],
  followUpInDays: 7,
} satisfies Omit<DischargeSummaryInput, 'medicines' | 'followUpDate'> & {
  medicines: { drug: string; dose: string; frequency: string; durationDays: number; instructions: string }[];
  followUpInDays: number;
};
