import type {
  DiagnosticInput,
  DischargeSummaryInput,
  DocumentParties,
  InvoiceInput,
  OpConsultInput,
} from './health-document.input.ts';

export const parties: DocumentParties = {
  hospital: {
    name: 'Sunrise Multispeciality Hospital',
    address: '12 MG Road, Pune 411001',
    phone: '02026123456',
    hfrId: 'IN2710000123',
    gstin: '27AAACS1234F1Z5',
  },
  patient: {
    mrn: 'MRN-000123',
    name: 'Meena Kumari Iyer',
    gender: 'Female',
    birthDate: '1979-02-03',
    phone: '9876501234',
    address: '7 Temple Street, Chennai',
    abhaNumber: '91-7561-4088-8857',
    abhaAddress: 'meena.iyer@sbx',
  },
  author: { name: 'Dr. Priya Sharma', qualification: 'MD (Medicine)', registrationNumber: 'MMC-2011-4521' },
};

const paracetamol = {
  drugId: '6f1d8a52-0b6e-4c5e-9a51-3c1c2f1e9a01',
  name: 'Paracetamol 500 mg tablet',
  dose: '1 tablet',
  frequency: 'TDS',
  durationDays: 5,
  route: 'Oral',
  instructions: 'After food',
};

const visit = {
  kind: 'op-visit' as const,
  id: '2b0f3c1e-7d4a-4f7e-8c61-5a9e0d2b7c10',
  label: 'OP visit, 25 Nov 2026, Dr. Priya Sharma',
  at: '2026-11-25T04:30:00.000Z',
  setting: 'AMB' as const,
};

export const opConsult: OpConsultInput = {
  context: visit,
  parties,
  date: '2026-11-25T05:00:00.000Z',
  symptoms: 'Fever and body ache for 3 days',
  examination: 'Throat congested; chest clear',
  diagnoses: [
    { code: 'J06.9', description: 'Acute upper respiratory infection, unspecified' },
    { code: null, description: 'Myalgia <viral>' },
  ],
  allergies: ['Penicillin'],
  vitals: [
    { name: 'Body temperature', loinc: '8310-5', value: 101.2, unit: '°F', ucum: '[degF]' },
    { name: 'Heart rate', loinc: '8867-4', value: 96, unit: 'beats/min', ucum: '/min' },
  ],
  medications: [paracetamol],
  advice: 'Plenty of fluids; rest',
  followUpDate: '2026-12-02',
};

export const labReport: DiagnosticInput = {
  context: {
    kind: 'lab-order',
    id: '9a6c1d2e-1111-4a2b-8c3d-4e5f6a7b8c9d',
    label: 'Complete blood count',
    at: '2026-11-25T05:10:00.000Z',
    setting: 'AMB',
  },
  parties,
  date: '2026-11-25T09:00:00.000Z',
  category: 'lab',
  title: 'Complete blood count',
  issued: '2026-11-25T09:00:00.000Z',
  results: [
    { name: 'Haemoglobin', value: '10.9', unit: 'g/dL', flag: 'L', range: '12.0 – 15.5' },
    { name: 'Platelet count', value: '2.1', unit: 'lakh/µL', flag: null, range: '1.5 – 4.5' },
    { name: 'Peripheral smear', value: 'Normocytic normochromic', unit: '', flag: null, range: '' },
  ],
  conclusion: '',
};

export const imagingReport: DiagnosticInput = {
  ...labReport,
  context: {
    kind: 'radiology-study',
    id: '5c4b3a29-2222-4d1e-9f0a-1b2c3d4e5f60',
    label: 'X-ray chest PA',
    at: '2026-11-25T06:00:00.000Z',
    setting: 'AMB',
  },
  category: 'imaging',
  title: 'X-ray chest PA',
  results: [],
  conclusion: 'No active lung parenchymal lesion.',
};

export const dischargeSummary: DischargeSummaryInput = {
  context: {
    kind: 'stay',
    id: '7e6d5c4b-3333-4a9b-8c7d-6e5f4a3b2c1d',
    label: 'IP-2026-000042, General Medicine',
    at: '2026-11-20T09:00:00.000Z',
    setting: 'IMP',
    endedAt: '2026-11-24T08:00:00.000Z',
  },
  parties,
  date: '2026-11-24T08:00:00.000Z',
  diagnoses: [{ code: 'A90', description: 'Dengue fever [classical dengue]' }],
  procedures: 'Platelet transfusion',
  course: 'Admitted with fever and thrombocytopenia; platelets recovered by day 4.',
  condition: 'Improved',
  medications: [paracetamol],
  advice: 'Review with CBC',
  followUpDate: '2026-12-01',
};

export const invoice: InvoiceInput = {
  context: {
    kind: 'bill',
    id: '1f2e3d4c-4444-4b5a-9c8d-7e6f5a4b3c2d',
    label: 'Bill OPB-2026-000981',
    at: '2026-11-25T05:20:00.000Z',
    setting: 'AMB',
  },
  parties,
  date: '2026-11-25T05:20:00.000Z',
  number: 'OPB-2026-000981',
  lines: [
    { description: 'Consultation — General Medicine', quantity: 1, netPaise: 500_00, taxPaise: 0 },
    { description: 'Paracetamol 500 mg tablet', quantity: 15, netPaise: 26_79, taxPaise: 3_21 },
  ],
  netPaise: 526_79,
  grossPaise: 530_00,
};
