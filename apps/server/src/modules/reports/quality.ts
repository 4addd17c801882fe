import type { SafetyEvent } from '@clinic/shared/registers';
import type { ReportTable } from '@clinic/shared/reports';
import type { IncidentCount, QualityCounts } from './quality.repository.ts';
import { ratio } from './report-days.ts';

type Indicator = {
  name: string;
  unit: 'minutes' | '%' | 'per 1,000 patient days' | 'per 1,000 reports' | 'count';
  numerator: number;
  denominator: number | null;
  definition: string;
};

const average = (name: string, total: number, cases: number, definition: string): Indicator => ({
  name,
  unit: 'minutes',
  numerator: total,
  denominator: cases,
  definition,
});
const percent = (name: string, part: number, whole: number, definition: string): Indicator => ({
  name,
  unit: '%',
  numerator: part,
  denominator: whole,
  definition,
});

function valueOf(i: Indicator): number | null {
  if (i.denominator === null) return i.numerator;
  if (i.unit === '%') return ratio(i.numerator, i.denominator, 100);
  if (i.unit.startsWith('per 1,000')) return ratio(i.numerator, i.denominator, 1000);
  return ratio(i.numerator, i.denominator);
}

/**
 * The NABH (5th edition) quality indicators the system's records support, each with how it is
 * counted. Incidents come from the safety incident register; patient days from the census.
 */
export function qualityIndicators(c: QualityCounts, incidents: IncidentCount[], patientDays: number): Indicator[] {
  const reported = (event: SafetyEvent) => incidents.find((i) => i.event === event)?.count ?? 0;
  const perPatientDays = (name: string, event: SafetyEvent, what: string): Indicator => ({
    name,
    unit: 'per 1,000 patient days',
    numerator: reported(event),
    denominator: patientDays,
    definition: `${what} reported in the safety incident register, per 1,000 inpatient days (the midnight census summed over the range).`,
  });
  return [
    average(
      'Time for initial assessment of OPD patients',
      c.opd_minutes,
      c.opd_assessed,
      'Minutes from the patient’s arrival (token) to the doctor’s call, averaged over OPD visits of the range with both.',
    ),
    average(
      'Time for initial assessment of in-patients (doctor)',
      c.ipd_doctor_minutes,
      c.ipd_doctor_assessed,
      'Minutes from admission to the first doctor’s progress note, averaged over admissions of the range that have one.',
    ),
    average(
      'Time for initial assessment of in-patients (nursing)',
      c.ipd_nurse_minutes,
      c.ipd_nurse_assessed,
      'Minutes from admission to the first vital signs recorded on the ward, averaged over admissions of the range that have them.',
    ),
    percent(
      'Return to intensive care within 48 hours',
      c.icu_returns,
      c.icu_transfers_out,
      'Transfers out of an ICU, HDU, NICU or PICU bed to another ward in the range, followed by a move back to intensive care within 48 hours, as a share of all such transfers out.',
    ),
    {
      name: 'Re-intubations within 48 hours of extubation',
      unit: 'count',
      numerator: reported('Re-intubation within 48 hours of extubation'),
      denominator: null,
      definition:
        'Re-intubations reported in the safety incident register. The rate needs the number of extubations, which the system does not record yet, so the count is shown.',
    },
    perPatientDays('Medication errors', 'Medication error', 'Medication errors'),
    perPatientDays('Patient falls', 'Patient fall', 'Falls'),
    perPatientDays('Pressure ulcers (bed sores) after admission', 'Pressure ulcer (bed sore)', 'Pressure ulcers'),
    {
      name: 'Needle-stick injuries',
      unit: 'count',
      numerator: reported('Needle-stick injury'),
      denominator: null,
      definition: 'Needle-stick and sharps injuries to staff reported in the safety incident register.',
    },
    {
      name: 'Transfusion reactions',
      unit: 'count',
      numerator: reported('Transfusion reaction'),
      denominator: null,
      definition: 'Transfusion reactions reported in the safety incident register.',
    },
    average(
      'Critical result acknowledgement time',
      c.critical_minutes,
      c.critical_acknowledged,
      'Minutes from the approval of a lab report with a critical value to its acknowledgement, over such reports approved in the range and acknowledged.',
    ),
    percent(
      'Surgical safety checklist compliance',
      c.surgeries_full_checklist,
      c.surgeries,
      'Surgeries started in the range with every pre-operative check done (consent, site marked, fasting, pre-anaesthetic check, blood, allergies), as a share of all surgeries started.',
    ),
    percent(
      'Mortality rate',
      c.deaths,
      c.discharges,
      'Deaths as a share of all discharges in the range (deaths included).',
    ),
    percent(
      'Discharges against medical advice (LAMA/DAMA)',
      c.lama_dama,
      c.discharges,
      'Patients who left against medical advice or were discharged against it, as a share of all discharges in the range.',
    ),
    average(
      'Time taken for discharge',
      c.discharge_minutes,
      c.discharge_processes,
      'Minutes from the start of the discharge process to the patient’s discharge, over discharges of the range that went through it.',
    ),
    average(
      'Waiting time for lab sample collection',
      c.lab_collect_minutes,
      c.lab_collected,
      'Minutes from a lab order to its first sample’s collection, over first samples collected in the range.',
    ),
    {
      name: 'Lab reporting errors',
      unit: 'per 1,000 reports',
      numerator: c.lab_amended,
      denominator: c.lab_reports,
      definition:
        'Amended lab reports (a new version after approval) approved in the range, per 1,000 first reports approved in the range.',
    },
    percent(
      'Lab samples rejected',
      c.samples_rejected,
      c.samples,
      'Samples rejected by the lab as a share of all samples collected in the range.',
    ),
  ];
}

export function qualityTable(indicators: Indicator[]): ReportTable {
  return {
    key: 'indicators',
    title: 'Quality indicators',
    columns: [
      { key: 'indicator', label: 'Indicator', kind: 'text' },
      { key: 'value', label: 'Value', kind: 'decimal' },
      { key: 'unit', label: 'Unit', kind: 'text' },
      { key: 'numerator', label: 'Numerator', kind: 'decimal' },
      { key: 'denominator', label: 'Denominator', kind: 'count' },
    ],
    rows: indicators.map((i) => ({
      indicator: i.name,
      value: valueOf(i),
      unit: i.unit,
      numerator: Math.round(i.numerator * 10) / 10,
      denominator: i.denominator,
    })),
    total: null,
  };
}

export const qualityDefinitions = (indicators: Indicator[]) => [
  ...indicators.map((i) => ({ term: i.name, meaning: i.definition })),
  {
    term: 'Numerator and denominator',
    meaning:
      'For a time, the numerator is the total minutes and the denominator the cases; for a rate, the events and what they are counted against.',
  },
];
