/** Common dosing frequencies; a pattern like 1-0-1 (morning-noon-night) is also accepted. */
export const FREQUENCY_SHORTHANDS: Record<string, number | null> = {
  OD: 1,
  BD: 2,
  TDS: 3,
  QID: 4,
  HS: 1,
  STAT: null,
  SOS: null,
};

export const ROUTES_OF_ADMINISTRATION = [
  'Oral',
  'Topical',
  'Inhalation',
  'Sublingual',
  'Intravenous',
  'Intramuscular',
  'Subcutaneous',
  'Nasal',
  'Eye',
  'Ear',
  'Rectal',
  'Vaginal',
] as const;

export const FREQUENCY_FORMAT = 'Use a pattern like 1-0-1, or OD, BD, TDS, QID, HS, SOS, STAT';
export const QUANTITY_NEEDED = 'Enter the quantity for an SOS or STAT medicine';

function doseCount(part: string): number | null {
  const p = part.trim();
  if (p === '½') return 0.5;
  if (p === '¼') return 0.25;
  if (/^\d+(\.\d+)?$/.test(p)) return Number(p);
  if (/^\d+\/\d+$/.test(p)) {
    const [a, b] = p.split('/').map(Number) as [number, number];
    return b > 0 ? a / b : null;
  }
  return null;
}

/** Doses a day for a frequency, or null for SOS/STAT (no fixed daily count); undefined if unreadable. */
export function dosesPerDay(frequency: string): number | null | undefined {
  const f = frequency.trim().toUpperCase();
  if (f in FREQUENCY_SHORTHANDS) return FREQUENCY_SHORTHANDS[f];
  const parts = f.split('-');
  if (parts.length < 2 || parts.length > 4) return undefined;
  const counts = parts.map(doseCount);
  if (counts.some((c) => c === null)) return undefined;
  const total = (counts as number[]).reduce((a, b) => a + b, 0);
  return total > 0 ? total : undefined;
}

/** Units to dispense: doses a day times days, rounded up; null when it cannot be computed. */
export function prescribedQuantity(frequency: string, durationDays: number): number | null {
  const perDay = dosesPerDay(frequency);
  if (perDay === null || perDay === undefined || !(durationDays > 0)) return null;
  return Math.ceil(perDay * durationDays);
}
