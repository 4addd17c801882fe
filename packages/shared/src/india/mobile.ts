/** An Indian mobile number starts with 6, 7, 8 or 9 (TRAI's numbering plan). */
export const MOBILE_MUST_START = 'A mobile number starts with 6, 7, 8 or 9';

/**
 * One canonical form for a mobile number as people write it: "+91 98765 43210", "098765 43210",
 * "98765-43210" and "(98765) 43210" all become "9876543210". Anything that is not ten digits after
 * the country code or trunk zero comes back as typed (digits only), for the validation to refuse.
 */
export function canonicalMobile(raw: string): string {
  const digits = raw.replace(/[\s().-]/g, '').replace(/^\+/, '');
  if (/^91\d{10}$/.test(digits)) return digits.slice(2);
  if (/^0\d{10}$/.test(digits)) return digits.slice(1);
  return digits;
}

export const isIndianMobile = (tenDigits: string) => /^[6-9]\d{9}$/.test(tenDigits);
