/** The spec's normal-range choices (§9): who a row is for and at what age. */
export const RANGE_GENDERS = ['All', 'Male', 'Female'] as const;
export const AGE_BANDS = ['All', 'Child (1-10y)', 'Newborn'] as const;
export type RangeGender = (typeof RANGE_GENDERS)[number];
export type AgeBand = (typeof AGE_BANDS)[number];

export type NormalRange = {
  id: number;
  gender: RangeGender;
  specialCondition: string;
  age: AgeBand;
  min: number | null;
  max: number | null;
};

/** A patient as range selection sees them on the sample's day. */
export type RangeSubject = {
  gender: string;
  /** Age in days on the sample date; null when only a rough age in years is known. */
  ageDays: number | null;
  ageYears: number;
  /** The special condition the lab applied (for example 'If pregnant'), or ''. */
  condition: string;
};

/** Newborn is the first 28 days of life; the spec's child band is 1 to 10 years inclusive. */
const NEWBORN_DAYS = 28;

export function inAgeBand(band: AgeBand, subject: RangeSubject): boolean {
  if (band === 'All') return true;
  if (band === 'Newborn') return subject.ageDays !== null && subject.ageDays < NEWBORN_DAYS;
  return subject.ageYears >= 1 && subject.ageYears <= 10;
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The row that applies to a patient: of the rows whose gender, age band and special condition all
 * fit, the most specific one wins: a matching special condition first, then a specific age band,
 * then a specific gender; ties go to the earlier row. So a pregnant woman gets 'If pregnant', a
 * girl of six the child row, a man the male row, anyone else the 'All' row, if there is one.
 */
export function pickRange<R extends NormalRange>(rows: readonly R[], subject: RangeSubject): R | null {
  let best: R | null = null;
  let bestScore = -1;
  for (const row of rows) {
    if (row.gender !== 'All' && row.gender !== subject.gender) continue;
    if (!inAgeBand(row.age, subject)) continue;
    const condition = row.specialCondition.trim();
    if (condition && !sameText(condition, subject.condition)) continue;
    const score = (condition ? 4 : 0) + (row.age !== 'All' ? 2 : 0) + (row.gender !== 'All' ? 1 : 0);
    if (score > bestScore) {
      best = row;
      bestScore = score;
    }
  }
  return best;
}

/** '13.8 – 17.2', '<5' (only a maximum) or '>40' (only a minimum), as §5 asks. */
export function rangeText(range: { min: number | null; max: number | null } | null): string {
  if (!range) return '';
  if (range.min !== null && range.max !== null) return `${range.min} – ${range.max}`;
  if (range.max !== null) return `<${range.max}`;
  if (range.min !== null) return `>${range.min}`;
  return '';
}

export const RESULT_FLAGS = ['Low', 'High', 'Critical low', 'Critical high'] as const;
export type ResultFlag = (typeof RESULT_FLAGS)[number];

/**
 * The flag of a numeric value. Both limits given: normal is min ≤ value ≤ max. Only a maximum
 * means normal is below it, so the maximum itself is High; only a minimum means normal is above
 * it, so the minimum itself is Low. Beyond a critical limit (strictly below the critical low or
 * above the critical high) the value is Critical, whatever the normal range says.
 */
export function flagOf(
  value: number,
  range: { min: number | null; max: number | null } | null,
  critical: { low: number | null; high: number | null },
): ResultFlag | null {
  if (critical.low !== null && value < critical.low) return 'Critical low';
  if (critical.high !== null && value > critical.high) return 'Critical high';
  if (!range) return null;
  const { min, max } = range;
  if (min !== null && max !== null) return value < min ? 'Low' : value > max ? 'High' : null;
  if (max !== null) return value >= max ? 'High' : null;
  if (min !== null) return value <= min ? 'Low' : null;
  return null;
}

export const isCritical = (flag: string | null) => flag === 'Critical low' || flag === 'Critical high';

/** Whole days from one ISO date to another (both YYYY-MM-DD). */
const daysBetween = (from: string, to: string) =>
  Math.floor((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * The patient's age on the sample's day: exact from the date of birth; otherwise the age in years
 * as entered, grown by the years since it was entered, with no age in days (so never a newborn).
 */
export function ageOnDate(
  patient: { dateOfBirth: string | null; ageYears: number; ageRecordedOn: string },
  on: string,
): { ageDays: number | null; ageYears: number } {
  if (patient.dateOfBirth) {
    const [y, m, d] = patient.dateOfBirth.split('-').map(Number) as [number, number, number];
    const [ty, tm, td] = on.split('-').map(Number) as [number, number, number];
    const years = ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
    return { ageDays: daysBetween(patient.dateOfBirth, on), ageYears: Math.max(0, years) };
  }
  const grown = Math.floor(daysBetween(patient.ageRecordedOn, on) / 365.25);
  return { ageDays: null, ageYears: patient.ageYears + Math.max(0, grown) };
}
