import { INDIAN_STATE_NAMES } from '../india/states.ts';
import { canonicalMobile, isIndianMobile } from '../india/mobile.ts';
import { canonicalAbhaAddress, isAbhaAddress } from './abha-address.ts';
import { abhaNumberDigits, abhaNumberWarning, isAbhaNumberShape } from './abha-number.ts';

export const NOT_AN_ABHA_QR =
  "This is not an ABHA QR code: scan the QR code on the patient's ABHA card or in their ABHA app";
export const ABHA_QR_BAD_NUMBER = "The ABHA QR code's number is not 14 digits: type the number from the card instead";
export const ABHA_QR_BAD_ADDRESS = "The ABHA QR code's ABHA address is not valid: type it from the card instead";
export const ABHA_QR_NO_NAME = "The ABHA QR code has no name: register the patient by typing the card's details";

/** What an ABHA QR code tells about the patient, in the patient form's terms ('' where it says nothing). */
export type AbhaProfile = {
  abhaNumber: string;
  abhaAddress: string;
  givenName: string;
  middleName: string;
  familyName: string;
  gender: 'Male' | 'Female' | 'Other' | '';
  /** YYYY-MM-DD when the code gives the whole date. */
  dateOfBirth: string;
  /** When the code gives only the year. */
  yearOfBirth: number | null;
  phone: string;
  address: string;
  city: string;
  state: string;
  pinCode: string;
};

export type AbhaQrReading = { ok: true; profile: AbhaProfile; warnings: string[] } | { ok: false; message: string };

const GENDERS: Record<string, AbhaProfile['gender']> = { m: 'Male', f: 'Female', o: 'Other', t: 'Other' };

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';

/** The first key present, as text: card and app codes spell some keys differently ("state name", "state_name"). */
const pick = (data: Record<string, unknown>, ...keys: string[]): string =>
  keys.map((k) => text(data[k])).find((v) => v !== '') ?? '';

/** "1-1-1990", "01/01/1990", "1990-01-01" or a real date's parts; '' for anything else. */
function isoDate(day: number, month: number, year: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return valid && year >= 1900 ? date.toISOString().slice(0, 10) : '';
}

function birth(data: Record<string, unknown>): { dateOfBirth: string; yearOfBirth: number | null } {
  const dob = pick(data, 'dob', 'dateOfBirth');
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(dob);
  if (dayFirst)
    return { dateOfBirth: isoDate(+dayFirst[1]!, +dayFirst[2]!, +dayFirst[3]!), yearOfBirth: +dayFirst[3]! };
  const yearFirst = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (yearFirst)
    return { dateOfBirth: isoDate(+yearFirst[3]!, +yearFirst[2]!, +yearFirst[1]!), yearOfBirth: +yearFirst[1]! };
  const year = Number(/^\d{4}$/.test(dob) ? dob : pick(data, 'yob', 'yearOfBirth'));
  const day = Number(pick(data, 'dayOfBirth'));
  const month = Number(pick(data, 'monthOfBirth'));
  if (year >= 1900 && day && month) return { dateOfBirth: isoDate(day, month, year), yearOfBirth: year };
  return { dateOfBirth: '', yearOfBirth: year >= 1900 ? year : null };
}

/** "Ravi Kumar Sharma": first, middle and last; one word is a first name the desk completes. */
function names(full: string): Pick<AbhaProfile, 'givenName' | 'middleName' | 'familyName'> {
  const words = full.split(/\s+/).filter(Boolean);
  if (words.length === 1) return { givenName: words[0]!, middleName: '', familyName: '' };
  return { givenName: words[0]!, middleName: words.slice(1, -1).join(' '), familyName: words.at(-1)! };
}

/** One of our states whatever its case ("MAHARASHTRA"); '' when the code names none of them. */
const stateOf = (name: string): string => INDIAN_STATE_NAMES.find((s) => s.toLowerCase() === name.toLowerCase()) ?? '';

/**
 * Reads what a scanner typed or a camera decoded from an ABHA card's or ABHA app's QR code: JSON
 * whose keys are those of the ABDM card (hidn the number, hid or phr the address, name, gender,
 * dob, mobile, address, district and state names). Anything else is refused with a message.
 */
export function readAbhaQr(raw: string): AbhaQrReading {
  let data: unknown;
  try {
    data = JSON.parse(raw.trim());
  } catch {
    return { ok: false, message: NOT_AN_ABHA_QR };
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { ok: false, message: NOT_AN_ABHA_QR };
  const fields = data as Record<string, unknown>;
  const rawNumber = pick(fields, 'hidn', 'abhaNumber');
  const rawAddress = pick(fields, 'hid', 'phr', 'abhaAddress');
  if (!rawNumber && !rawAddress) return { ok: false, message: NOT_AN_ABHA_QR };
  const abhaNumber = abhaNumberDigits(rawNumber);
  if (rawNumber && !isAbhaNumberShape(abhaNumber)) return { ok: false, message: ABHA_QR_BAD_NUMBER };
  const abhaAddress = canonicalAbhaAddress(rawAddress);
  if (rawAddress && !isAbhaAddress(abhaAddress)) return { ok: false, message: ABHA_QR_BAD_ADDRESS };
  const name = pick(fields, 'name', 'fullName');
  if (!name) return { ok: false, message: ABHA_QR_NO_NAME };
  const mobile = canonicalMobile(pick(fields, 'mobile', 'phone'));
  const pin = pick(fields, 'pincode', 'pinCode', 'pin');
  const profile: AbhaProfile = {
    abhaNumber,
    abhaAddress,
    ...names(name),
    gender: GENDERS[pick(fields, 'gender').toLowerCase().slice(0, 1)] ?? '',
    ...birth(fields),
    phone: isIndianMobile(mobile) ? mobile : '',
    address: pick(fields, 'address'),
    city: pick(fields, 'district_name', 'dist name', 'districtName', 'district'),
    state: stateOf(pick(fields, 'state_name', 'state name', 'stateName', 'state')),
    pinCode: /^[1-9]\d{5}$/.test(pin) ? pin : '',
  };
  const warning = abhaNumberWarning(abhaNumber);
  return { ok: true, profile, warnings: warning ? [warning] : [] };
}
