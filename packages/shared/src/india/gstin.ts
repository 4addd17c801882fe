import { gstCodeOfState } from './states.ts';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The forms a GSTIN takes (india-compliance `gst_india/constants`, from the GST portal's API
 * notes): a regular or composition taxpayer (PAN-based), a government department (TAN-like), a
 * tax deductor (TDS) or collector (TCS), a UN body or embassy (UIN), a non-resident, and an
 * overseas online service provider (OIDAR, always state 99).
 */
const FORMS: { kind: string; pattern: RegExp; stateCoded: boolean }[] = [
  { kind: 'tax collector', pattern: /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]C[0-9A-Z]$/, stateCoded: true },
  { kind: 'regular', pattern: /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z][Z1-9A-J][0-9A-Z]$/, stateCoded: true },
  { kind: 'government department', pattern: /^[0-9]{2}[A-Z]{4}[0-9]{5}[A-Z][0-9]Z[0-9]$/, stateCoded: true },
  { kind: 'tax deductor', pattern: /^[0-9]{2}[A-Z]{4}[A-Z0-9][0-9]{4}[A-Z][1-9A-Z]D[0-9A-Z]$/, stateCoded: true },
  { kind: 'UN body', pattern: /^[0-9]{4}[A-Z]{3}[0-9]{5}[UO]N[0-9A-Z]$/, stateCoded: true },
  { kind: 'non-resident', pattern: /^[0-9]{4}[A-Z]{3}[0-9]{5}NR[0-9A-Z]$/, stateCoded: false },
  { kind: 'overseas online service', pattern: /^99[0-9]{2}[A-Z]{3}[0-9]{5}OS[0-9A-Z]$/, stateCoded: false },
];

/** The GST state codes in use: 01 to 38 and 97 (Other Territory); 25 and 28 are legacy but valid. */
function isStateCode(code: string): boolean {
  const n = Number(code);
  return (n >= 1 && n <= 38) || n === 97;
}

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

/** Which form of GSTIN this is, or undefined when it has none of them. */
export function gstinKind(gstin: string): string | undefined {
  return FORMS.find((form) => form.pattern.test(gstin))?.kind;
}

/**
 * Why a GSTIN is not acceptable, or undefined when it is: one of the real forms, a state code in
 * use, a PAN serial other than 0000, the check character, and (when a state is given) the first
 * two digits matching that state's GST code.
 */
export function gstinProblem(gstin: string, state?: string): string | undefined {
  const form = FORMS.find((f) => f.pattern.test(gstin));
  if (gstin.length !== 15 || !form) return 'GSTIN must be 15 characters like 27AAPFU0939F1ZV';
  const code = gstin.slice(0, 2);
  if (form.stateCoded && !isStateCode(code)) return `GSTIN state code ${code} is not an Indian state's`;
  if (form.kind === 'regular' && gstin.slice(7, 11) === '0000') return 'GSTIN is not valid (PAN number part is 0000)';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) {
    return 'GSTIN is not valid (check digit does not match)';
  }
  if (state && form.stateCoded) {
    const expected = gstCodeOfState(state);
    if (expected && code !== expected) return `GSTIN state code ${code} does not match ${state} (${expected})`;
  }
  return undefined;
}
