// Verhoeff's dihedral-group tables, as UIDAI uses for the Aadhaar check digit.
const MULTIPLY = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const PERMUTE = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** Whether a string of digits ends in its Verhoeff check digit. */
export function verhoeffValid(digits: string): boolean {
  let check = 0;
  [...digits].reverse().forEach((d, i) => {
    check = MULTIPLY[check]![PERMUTE[i % 8]![Number(d)]!]!;
  });
  return check === 0;
}

export const AADHAAR_NOT_STORED =
  'This looks like an Aadhaar number, which is never stored in full: enter only its last four digits (XXXX-XXXX-1234)';

/**
 * Whether text is a whole Aadhaar number as people write it ("2345 6789 0124"): twelve digits, the
 * first not 0 or 1 (UIDAI never issues those), ending in a Verhoeff check digit.
 */
export function looksLikeAadhaar(text: string): boolean {
  const digits = text.replace(/[\s-]/g, '');
  return /^[2-9]\d{11}$/.test(digits) && verhoeffValid(digits);
}
