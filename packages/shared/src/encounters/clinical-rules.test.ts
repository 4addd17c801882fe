import { describe, expect, it } from 'vitest';
import { dosesPerDay, prescribedQuantity } from './prescription.ts';
import { bmiOf, formatBmi, vitalFlags, vitalsInputSchema } from './vitals.ts';

describe('prescribed quantity', () => {
  it('reads morning-noon-night patterns and the usual shorthands', () => {
    expect(dosesPerDay('1-0-1')).toBe(2);
    expect(dosesPerDay('1-1-1-1')).toBe(4);
    expect(dosesPerDay('½-0-½')).toBe(1);
    expect(dosesPerDay('tds')).toBe(3);
    expect(dosesPerDay('SOS')).toBeNull();
    expect(dosesPerDay('twice')).toBeUndefined();
    expect(dosesPerDay('0-0-0')).toBeUndefined();
  });

  it('is doses a day times days, rounded up, and none for SOS', () => {
    expect(prescribedQuantity('1-0-1', 5)).toBe(10);
    expect(prescribedQuantity('½-0-½', 3)).toBe(3);
    expect(prescribedQuantity('0-0-½', 5)).toBe(3);
    expect(prescribedQuantity('SOS', 5)).toBeNull();
  });
});

describe('vitals', () => {
  it('computes BMI only from positive height and weight, shown with one or two decimals', () => {
    expect(formatBmi(bmiOf(170, 72), 1)).toBe('24.9');
    expect(formatBmi(bmiOf(170, 72), 2)).toBe('24.91');
    expect(formatBmi(bmiOf(0, 72), 1)).toBe('--');
    expect(formatBmi(bmiOf(170, null), 2)).toBe('--');
  });

  it('flags values outside normal ranges, using the Asian Indian BMI cut-off', () => {
    expect(vitalFlags({ bloodPressure: '150/95', spo2: 93, heartRate: 72, height: 170, weight: 72 })).toMatchObject({
      bloodPressure: 'high',
      spo2: 'low',
      heartRate: 'normal',
      bmi: 'high',
    });
  });

  it('refuses implausible readings', () => {
    expect(vitalsInputSchema.safeParse({ bloodPressure: '120/80', spo2: 98 }).success).toBe(true);
    expect(vitalsInputSchema.safeParse({ bloodPressure: '80/120' }).success).toBe(false);
    expect(vitalsInputSchema.safeParse({ bloodPressure: '120-80' }).success).toBe(false);
    expect(vitalsInputSchema.safeParse({ temperature: 37 }).success).toBe(false);
    expect(vitalsInputSchema.safeParse({}).success).toBe(false);
  });
});

describe('the BMI flag', () => {
  it('follows the value as shown: 18.49 shows as 18.5 (normal) with one decimal, 18.49 (low) with two', () => {
    expect(formatBmi(18.49, 1)).toBe('18.5');
    expect(vitalFlags({ bmi: 18.49 }).bmi).toBe('normal');
    expect(vitalFlags({ bmi: 18.49 }, 2).bmi).toBe('low');
    expect(vitalFlags({ bmi: 22.94 }).bmi).toBe('normal');
    expect(vitalFlags({ bmi: 22.96 }).bmi).toBe('high');
  });
});
