/** The shape refused (400) when wrong. */
export const ABHA_NUMBER_SHAPE = 'Enter the 14-digit ABHA number, like 12-3456-7890-1234';
/** Said, not refused: no ABDM publication states the check digit's method (DOMAIN research, §3.1). */
export const ABHA_NUMBER_CHECK_WARNING =
  "The ABHA number's last digit does not match the others: compare it with the patient's ABHA card";

/** The digits of an ABHA number as people write it ("12-3456-7890-1234", "12 3456 7890 1234"). */
export const abhaNumberDigits = (raw: string): string => raw.replace(/[\s-]/g, '');

export const isAbhaNumberShape = (digits: string): boolean => /^\d{14}$/.test(digits);

/** 14 digits as the ABHA card prints them: 12-3456-7890-1234. */
export function formatAbhaNumber(digits: string): string {
  if (!isAbhaNumberShape(digits)) return digits;
  return `${digits.slice(0, 2)}-${digits.slice(2, 6)}-${digits.slice(6, 10)}-${digits.slice(10)}`;
}

/**
 * Luhn mod 10 over the whole number, the last digit being the check digit. Every public sample
 * number passes it and only one of nine passes Verhoeff, so Luhn is the likely rule (inferred).
 */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((d, i) => {
    const n = Number(d) * (i % 2 === 1 ? 2 : 1);
    sum += n > 9 ? n - 9 : n;
  });
  return sum % 10 === 0;
}

/** The warning for a well-shaped number whose check digit fails; null when it passes. */
export const abhaNumberWarning = (digits: string | null | undefined): string | null =>
  digits && isAbhaNumberShape(digits) && !luhnValid(digits) ? ABHA_NUMBER_CHECK_WARNING : null;
