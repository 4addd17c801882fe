import { describe, expect, it } from 'vitest';
import { counterBuyerSchema } from './counter.schemas.ts';
import { isRegistrationNumber, REGISTRATION_FORMAT, registrationNumberSchema } from './sale.schemas.ts';

describe('prescriber registration numbers', () => {
  it.each([
    'KMC 12345',
    'MCI-12345',
    'DMC/R/12345',
    'MMC-2009/1234',
    'TNMC 54321',
    'G-12345',
    'APMC/FMR/12345',
    'wbmc 56789',
  ])('accepts %s: the council letters, then the number', (value) => {
    expect(isRegistrationNumber(value)).toBe(true);
  });

  it.each(['x', '12345', 'KMC', 'KMC 1', 'Dr Rao', '-12345', 'KMC_12345', 'A'.repeat(38) + '123'])(
    'refuses %s',
    (value) => {
      expect(isRegistrationNumber(value)).toBe(false);
    },
  );

  it('says what a registration number looks like, upper-cases the one it keeps, and lets it be left empty', () => {
    const refused = registrationNumberSchema.safeParse('x');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(REGISTRATION_FORMAT);
    expect(registrationNumberSchema.parse(' kmc   12345 ')).toBe('KMC 12345');
    expect(registrationNumberSchema.parse('')).toBe('');
  });

  it('checks the walk-in buyer’s registration number and keeps both addresses', () => {
    const buyer = { name: 'Farah Khan', phoneNumber: '9812345678', doctorName: 'Dr. S. Iyer' };
    expect(counterBuyerSchema.safeParse({ ...buyer, registrationNumber: '12345' }).error?.issues[0]).toMatchObject({
      path: ['registrationNumber'],
      message: REGISTRATION_FORMAT,
    });
    expect(
      counterBuyerSchema.parse({ ...buyer, prescriberAddress: ' 4 MG Road, Pune ', address: '12 FC Road, Pune' }),
    ).toMatchObject({ registrationNumber: '', prescriberAddress: '4 MG Road, Pune', address: '12 FC Road, Pune' });
  });
});
