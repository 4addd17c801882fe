/**
 * The MAR's clock: at which times of the clinic's day each frequency's doses fall. Wards give
 * once-daily drugs at 09:00 and spread the rest over the waking day; SOS (as needed) has no
 * schedule and STAT is one dose at the order's start.
 */
const SHORTHAND_TIMES: Record<string, readonly string[]> = {
  OD: ['09:00'],
  BD: ['09:00', '21:00'],
  TDS: ['08:00', '14:00', '20:00'],
  QID: ['06:00', '12:00', '18:00', '22:00'],
  HS: ['22:00'],
};

/** Times of a 1-0-1 style pattern's positions: morning-night, morning-noon-night, or four a day. */
const PATTERN_TIMES: Record<number, readonly string[]> = {
  2: ['08:00', '20:00'],
  3: ['08:00', '14:00', '20:00'],
  4: ['08:00', '13:00', '18:00', '22:00'],
};

export type DoseClock = { kind: 'scheduled'; times: readonly string[] } | { kind: 'stat' } | { kind: 'asNeeded' };

/** The dose clock of a frequency, or undefined when the frequency cannot be read. */
export function doseClock(frequency: string): DoseClock | undefined {
  const f = frequency.trim().toUpperCase();
  if (f === 'SOS') return { kind: 'asNeeded' };
  if (f === 'STAT') return { kind: 'stat' };
  const shorthand = SHORTHAND_TIMES[f];
  if (shorthand) return { kind: 'scheduled', times: shorthand };
  const parts = f.split('-');
  const positions = PATTERN_TIMES[parts.length];
  if (!positions || parts.some((p) => !/^(\d+(\.\d+)?|\d+\/\d+|½|¼)$/.test(p.trim()))) return undefined;
  const times = positions.filter((_, i) => !/^0+(\.0+)?$/.test((parts[i] ?? '').trim()));
  return times.length > 0 ? { kind: 'scheduled', times } : undefined;
}
