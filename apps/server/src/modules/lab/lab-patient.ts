import { ageOnDate } from '@clinic/shared/lab';
import { fullName } from '@clinic/shared/patients';
import type { PatientRow } from './lab.repository.ts';

/** '5 days', '7 months', '34 years': the age a lab report prints, on the sample's day. */
function ageText(age: { ageDays: number | null; ageYears: number }): string {
  if (age.ageDays !== null && age.ageDays < 31) return `${age.ageDays} ${age.ageDays === 1 ? 'day' : 'days'}`;
  if (age.ageDays !== null && age.ageYears < 1) return `${Math.floor(age.ageDays / 30.44)} months`;
  return `${age.ageYears} ${age.ageYears === 1 ? 'year' : 'years'}`;
}

/** The patient as the lab sees them on a day: identity, gender and age for choosing ranges. */
export function labPatient(p: PatientRow, on: string) {
  const age = ageOnDate(p, on);
  return { _id: p.id, name: fullName(p), mrn: p.mrn, gender: p.gender, ageText: ageText(age), ...age };
}
