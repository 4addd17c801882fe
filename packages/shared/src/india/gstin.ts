import { gstCodeOfState } from './states.ts';

const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][Z1-9ABD-J][0-9A-Z]$/;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The GSTIN check character over the first 14 characters (DOMAIN.md §1; india-compliance). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = ALPHABET.indexOf(first14.charAt(i));
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/**
 * Why a GSTIN is not acceptable, or undefined when it is: format, PAN serial not 0000, check
 * character, and (when a state is given) the first two digits matching that state's GST code.
 */
export function gstinProblem(gstin: string, state?: string): string | undefined {
  if (!GSTIN_PATTERN.test(gstin)) return 'GSTIN must be 15 characters like 27AAPFU0939F1ZV';
  if (gstin.slice(7, 11) === '0000') return 'GSTIN is not valid (PAN number part is 0000)';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) {
    return 'GSTIN is not valid (check digit does not match)';
  }
  if (state) {
    const code = gstCodeOfState(state);
    if (code && gstin.slice(0, 2) !== code) {
      return `GSTIN state code ${gstin.slice(0, 2)} does not match ${state} (${code})`;
    }
  }
  return undefined;
}
