import { describe, expect, it } from 'vitest';
import { AADHAAR_NOT_STORED, looksLikeAadhaar, verhoeffValid } from '../india/aadhaar.ts';
import { patientInputSchema } from '../patients/patient.schemas.ts';
import {
  ABHA_ADDRESS_SHAPE,
  ABHA_NUMBER_CHECK_WARNING,
  ABHA_NUMBER_SHAPE,
  ABHA_QR_BAD_NUMBER,
  abhaNumberWarning,
  formatAbhaNumber,
  luhnValid,
  NOT_AN_ABHA_QR,
  readAbhaQr,
} from './index.ts';

// The public sample numbers of the research note (DOMAIN research §3.1): all pass Luhn.
const SAMPLES = [
  '43-4221-5105-6749',
  '25-8180-3683-5375',
  '91-7561-4088-8857',
  '91-5101-6530-5101',
  '22-7225-4829-5255',
];

const base = { givenName: 'Asha', familyName: 'Rao', age: 30, gender: 'Female', phone: '9876543210', address: 'Pune' };

describe('ABHA number', () => {
  it('passes Luhn for every public sample and fails it when a digit is changed', () => {
    for (const s of SAMPLES) expect(luhnValid(s.replaceAll('-', '')), s).toBe(true);
    expect(luhnValid('91756140888858')).toBe(false);
    expect(luhnValid('91111111111111')).toBe(false);
  });

  it('is formatted as the card prints it and warned about, not refused, when its check digit fails', () => {
    expect(formatAbhaNumber('91756140888857')).toBe('91-7561-4088-8857');
    expect(abhaNumberWarning('91756140888857')).toBeNull();
    expect(abhaNumberWarning('91756140888858')).toBe(ABHA_NUMBER_CHECK_WARNING);
    const saved = patientInputSchema.parse({ ...base, abhaNumber: '91 7561 4088 8858' });
    expect(saved.abhaNumber).toBe('91756140888858');
  });

  it('refuses a number of the wrong shape with the message', () => {
    for (const bad of ['9175614088885', '917561408888577', '91-7561-4088-885A']) {
      const result = patientInputSchema.safeParse({ ...base, abhaNumber: bad });
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(ABHA_NUMBER_SHAPE);
    }
  });
});

describe('ABHA address', () => {
  it('takes @abdm and @sbx handles in any case and refuses others', () => {
    expect(patientInputSchema.parse({ ...base, abhaAddress: ' Ravi.Sharma_85@ABDM ' }).abhaAddress).toBe(
      'ravi.sharma_85@abdm',
    );
    expect(patientInputSchema.parse({ ...base, abhaAddress: 'ravi1985@sbx' }).abhaAddress).toBe('ravi1985@sbx');
    for (const bad of ['ravi@gmail.com', 'ravi', 'ab@abdm', '.ravi@abdm', 'ravi sharma@abdm']) {
      const result = patientInputSchema.safeParse({ ...base, abhaAddress: bad });
      expect(result.error?.issues[0]?.message, bad).toBe(ABHA_ADDRESS_SHAPE);
    }
  });
});

describe('Aadhaar', () => {
  it('is recognised by its Verhoeff check digit and refused whole in the national ID', () => {
    // The textbook vector: 236 takes the check digit 3.
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffValid('2364')).toBe(false);
    expect(looksLikeAadhaar('2363 4379 4508')).toBe(true);
    expect(looksLikeAadhaar('2363 4379 4501')).toBe(false);
    expect(looksLikeAadhaar('1363 4379 4508')).toBe(false);
    const whole = patientInputSchema.safeParse({ ...base, iquma: '2363-4379-4508' });
    expect(whole.error?.issues[0]?.message).toBe(AADHAAR_NOT_STORED);
    expect(patientInputSchema.safeParse({ ...base, iquma: 'XXXX-XXXX-4501' }).success).toBe(true);
    expect(patientInputSchema.safeParse({ ...base, iquma: 'P1234567' }).success).toBe(true);
  });
});

const CARD = {
  hidn: '91-7561-4088-8857',
  hid: 'ravi.sharma@abdm',
  name: 'Ravi Kumar Sharma',
  gender: 'M',
  statelgd: '27',
  distlgd: '490',
  dob: '15-8-1985',
  'state name': 'MAHARASHTRA',
  district_name: 'Pune',
  mobile: '9876501234',
  address: 'Flat 4, Shivaji Nagar',
};

describe('ABHA QR code', () => {
  it("reads a card's code into the registration form's fields", () => {
    const reading = readAbhaQr(JSON.stringify(CARD));
    expect(reading).toEqual({
      ok: true,
      warnings: [],
      profile: {
        abhaNumber: '91756140888857',
        abhaAddress: 'ravi.sharma@abdm',
        givenName: 'Ravi',
        middleName: 'Kumar',
        familyName: 'Sharma',
        gender: 'Male',
        dateOfBirth: '1985-08-15',
        yearOfBirth: 1985,
        phone: '9876501234',
        address: 'Flat 4, Shivaji Nagar',
        city: 'Pune',
        state: 'Maharashtra',
        pinCode: '',
      },
    });
  });

  it("reads the app's code (phr, state_name, a year of birth only)", () => {
    const app = {
      ...CARD,
      hid: undefined,
      'state name': undefined,
      phr: 'ravi85@sbx',
      state_name: 'Karnataka',
      dob: '1985',
    };
    const reading = readAbhaQr(JSON.stringify(app));
    expect(reading.ok && reading.profile).toMatchObject({
      abhaAddress: 'ravi85@sbx',
      state: 'Karnataka',
      dateOfBirth: '',
      yearOfBirth: 1985,
    });
  });

  it('refuses foreign or broken codes with a message, and warns of a failing check digit', () => {
    expect(readAbhaQr('upi://pay?pa=shop@upi')).toEqual({ ok: false, message: NOT_AN_ABHA_QR });
    expect(readAbhaQr('{"name":"Ravi"}')).toEqual({ ok: false, message: NOT_AN_ABHA_QR });
    expect(readAbhaQr('[1,2]')).toEqual({ ok: false, message: NOT_AN_ABHA_QR });
    expect(readAbhaQr(JSON.stringify({ ...CARD, hidn: '91-7561-4088' }))).toEqual({
      ok: false,
      message: ABHA_QR_BAD_NUMBER,
    });
    const warned = readAbhaQr(JSON.stringify({ ...CARD, hidn: '91-7561-4088-8858' }));
    expect(warned.ok && warned.warnings).toEqual([ABHA_NUMBER_CHECK_WARNING]);
  });
});
