import type { ParameterInput } from '@clinic/shared/lab';

const row = (
  id: number,
  gender: 'All' | 'Male' | 'Female',
  min: number | null,
  max: number | null,
  age: 'All' | 'Child (1-10y)' | 'Newborn' = 'All',
  specialCondition = '',
) => ({ id, gender, specialCondition, age, min, max });

const numeric = (
  name: string,
  category: string,
  unit: string,
  method: string,
  ranges: ReturnType<typeof row>[],
  extra: Partial<ParameterInput> = {},
): ParameterInput => ({ name, category, unit, method, resultType: 'Numeric', decimalPlaces: 1, ranges, ...extra });

/** The differential count's adult ranges: percent of WBC, and absolute ×10³/µL. */
const DIFFERENTIAL: [string, [number, number], [number, number], Partial<ParameterInput>?][] = [
  ['Neutrophils', [40, 80], [2.0, 7.0], { criticalLow: 0.5 }],
  ['Lymphocytes', [20, 40], [1.0, 3.0]],
  ['Monocytes', [2, 10], [0.2, 1.0]],
  ['Eosinophils', [1, 6], [0.02, 0.5]],
  ['Basophils', [0, 2], [0.02, 0.1]],
];

/** The demo test master; haemoglobin carries the spec's sample rows (001 §3). */
export const DEMO_PARAMETERS: ParameterInput[] = [
  numeric(
    'Haemoglobin',
    'Hematology',
    'g/dL',
    'Cyanmethaemoglobin',
    [
      row(1, 'Male', 13.8, 17.2),
      row(2, 'Female', 12.1, 15.1),
      row(3, 'Female', 11.0, 14.0, 'All', 'If pregnant'),
      row(4, 'All', 11.0, 14.0, 'Child (1-10y)'),
      row(5, 'All', 14.0, 24.0, 'Newborn'),
    ],
    { criticalLow: 7, criticalHigh: 20 },
  ),
  numeric('Total WBC Count', 'Hematology', 'cells/µL', 'Impedance', [row(1, 'All', 4000, 11000)], {
    decimalPlaces: 0,
    criticalLow: 2000,
    criticalHigh: 30000,
  }),
  numeric('Platelet Count', 'Hematology', 'lakh/µL', 'Impedance', [row(1, 'All', 1.5, 4.5)], {
    decimalPlaces: 2,
    criticalLow: 0.5,
  }),
  numeric(
    'RBC Count',
    'Hematology',
    'million/µL',
    'Impedance',
    [row(1, 'Male', 4.5, 5.9), row(2, 'Female', 4.1, 5.1)],
    {
      decimalPlaces: 2,
    },
  ),
  numeric('ESR', 'Hematology', 'mm/hr', 'Westergren', [row(1, 'Male', null, 15), row(2, 'Female', null, 20)], {
    decimalPlaces: 0,
  }),
  numeric('Total Bilirubin', 'Biochemistry', 'mg/dL', 'Diazo', [row(1, 'All', 0.3, 1.2)], { criticalHigh: 15 }),
  numeric('SGOT (AST)', 'Biochemistry', 'U/L', 'IFCC', [row(1, 'All', null, 40)], { decimalPlaces: 0 }),
  numeric('SGPT (ALT)', 'Biochemistry', 'U/L', 'IFCC', [row(1, 'All', null, 41)], { decimalPlaces: 0 }),
  numeric('Alkaline Phosphatase', 'Biochemistry', 'U/L', 'PNPP', [row(1, 'All', 44, 147)], { decimalPlaces: 0 }),
  numeric('Albumin', 'Biochemistry', 'g/dL', 'Bromocresol green', [row(1, 'All', 3.5, 5.0)]),
  numeric('Blood Urea', 'Biochemistry', 'mg/dL', 'Urease', [row(1, 'All', 15, 40)], { decimalPlaces: 0 }),
  numeric(
    'Serum Creatinine',
    'Biochemistry',
    'mg/dL',
    'Jaffe',
    [row(1, 'Male', 0.7, 1.3), row(2, 'Female', 0.6, 1.1)],
    {
      decimalPlaces: 2,
      criticalHigh: 10,
    },
  ),
  numeric('Serum Sodium', 'Biochemistry', 'mmol/L', 'ISE', [row(1, 'All', 135, 145)], {
    decimalPlaces: 0,
    criticalLow: 120,
    criticalHigh: 160,
  }),
  numeric('Serum Potassium', 'Biochemistry', 'mmol/L', 'ISE', [row(1, 'All', 3.5, 5.1)], {
    criticalLow: 2.5,
    criticalHigh: 6.5,
  }),
  numeric('HbA1c', 'Biochemistry', '%', 'HPLC', [row(1, 'All', null, 5.7)]),
  ...DIFFERENTIAL.flatMap(([cell, percent, absolute, extra]) => [
    numeric(cell, 'Hematology', '%', 'Microscopy (Leishman stain)', [row(1, 'All', ...percent)], { decimalPlaces: 0 }),
    // Worked out by the server from the WBC count and the percent (the name and unit say so).
    numeric(
      `Absolute ${cell.replace(/s$/, '')} Count`,
      'Hematology',
      '×10³/µL',
      'Calculated',
      [row(1, 'All', ...absolute)],
      {
        decimalPlaces: 2,
        ...extra,
      },
    ),
  ]),
];

/** Groups by the Laboratory service that orders them (names as in DEMO_SERVICES). */
export const DEMO_GROUPS = [
  {
    name: 'CBC',
    service: 'Complete Blood Count (CBC)',
    sampleType: 'Whole blood (EDTA)',
    parameters: [
      'Haemoglobin',
      'Total WBC Count',
      ...DIFFERENTIAL.map(([cell]) => cell),
      ...DIFFERENTIAL.map(([cell]) => `Absolute ${cell.replace(/s$/, '')} Count`),
      'RBC Count',
      'Platelet Count',
      'ESR',
    ],
  },
  {
    name: 'LFT',
    service: 'Liver Function Test (LFT)',
    sampleType: 'Serum',
    parameters: ['Total Bilirubin', 'SGOT (AST)', 'SGPT (ALT)', 'Alkaline Phosphatase', 'Albumin'],
  },
  {
    name: 'KFT',
    service: 'Kidney Function Test (KFT)',
    sampleType: 'Serum',
    parameters: ['Blood Urea', 'Serum Creatinine', 'Serum Sodium', 'Serum Potassium'],
  },
  { name: 'HbA1c', service: 'HbA1c', sampleType: 'Whole blood (EDTA)', parameters: ['HbA1c'] },
];
