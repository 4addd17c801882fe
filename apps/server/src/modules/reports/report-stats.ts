/**
 * Statistics of spans held as whole microseconds, given in minutes to one decimal the way
 * PostgreSQL's `round(x::numeric, 1)` gives them, so a report can read its rows a piece at a time
 * and work the figures out here (decision 0037).
 */
const US_PER_MINUTE = 60_000_000n;

/** A decimal's tenths, half away from zero (numeric rounding). */
function tenthsOf(numerator: bigint, denominator: bigint): number {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const tenths = (n * 20n + d) / (2n * d);
  return Number(negative ? -tenths : tenths) / 10;
}

/** The mean of the spans (each well under 2^52) in minutes, exactly rounded to a tenth; null for none. */
export function meanMinutes(spansUs: readonly number[]): number | null {
  if (spansUs.length === 0) return null;
  // Added as numbers while that is exact (under 2^52), and carried into a bigint before it is not:
  // a bigint per span cost a year's lab report a tenth of a second of the event loop.
  let carried = 0n;
  let sum = 0;
  for (const us of spansUs) {
    sum += us;
    if (Math.abs(sum) > 2 ** 52) {
      carried += BigInt(sum);
      sum = 0;
    }
  }
  return tenthsOf(carried + BigInt(sum), BigInt(spansUs.length) * US_PER_MINUTE);
}

/**
 * `percentile_cont(p)` of the spans in minutes: linear between the two nearest sorted values in
 * double precision, then to 15 significant digits (a float8 cast to numeric) and to a tenth.
 */
export function percentileMinutes(sortedUs: ArrayLike<number>, p: number): number | null {
  if (sortedUs.length === 0) return null;
  const position = p * (sortedUs.length - 1);
  const first = Math.floor(position);
  const low = sortedUs[first]! / 60_000_000;
  const high = position > first ? sortedUs[first + 1]! / 60_000_000 : low;
  const value = low + (position - first) * (high - low);
  const [digits = '0', exponent = '0'] = value.toExponential(14).replace('.', '').split('e');
  // The 15 significant digits as an integer over a power of ten, then to tenths.
  const scale = 14 - Number(exponent);
  const numerator = BigInt(digits);
  return scale >= 0 ? tenthsOf(numerator, 10n ** BigInt(scale)) : Number(numerator * 10n ** BigInt(-scale));
}
