import { typedNumber } from '../../../lib/form-helpers.ts';
import {
  bmiOf,
  formatBmi,
  vitalFlags,
  vitalsInputSchema,
  type Vitals,
  type VitalsInput,
} from '@clinic/shared/encounters';
import { SimpleGrid, TextInput } from '@mantine/core';

export type VitalsDraft = Record<'bloodPressure' | 'heartRate' | 'temperature' | 'spo2' | 'height' | 'weight', string>;

export const EMPTY_VITALS: VitalsDraft = {
  bloodPressure: '',
  heartRate: '',
  temperature: '',
  spo2: '',
  height: '',
  weight: '',
};

export function toVitalsInput(d: VitalsDraft): VitalsInput {
  return {
    bloodPressure: d.bloodPressure.trim() || null,
    heartRate: typedNumber(d.heartRate),
    temperature: typedNumber(d.temperature),
    spo2: typedNumber(d.spo2),
    height: typedNumber(d.height),
    weight: typedNumber(d.weight),
  };
}

export function fromVitals(v: Vitals | null | undefined): VitalsDraft {
  if (!v) return EMPTY_VITALS;
  const s = (n: number | null) => (n === null ? '' : String(n));
  return {
    bloodPressure: v.bloodPressure ?? '',
    heartRate: s(v.heartRate),
    temperature: s(v.temperature),
    spo2: s(v.spo2),
    height: s(v.height),
    weight: s(v.weight),
  };
}

export function isBlank(d: VitalsDraft): boolean {
  return Object.values(d).every((v) => v.trim() === '');
}

/** The shared schema's messages by field, or null when the draft is valid. */
export function vitalsErrors(d: VitalsDraft): Record<string, string> | null {
  const parsed = vitalsInputSchema.safeParse(toVitalsInput(d));
  if (parsed.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'bloodPressure');
    errors[key] ??= issue.message;
  }
  return errors;
}

const FLAG_TEXT = { low: 'Below normal', high: 'Above normal' } as const;

/** The vitals inputs of 000 §3, with BMI read-only and values outside normal ranges flagged. */
export function VitalsFields({
  value,
  onChange,
  errors = {},
  bmiDecimals,
  adult = true,
}: {
  value: VitalsDraft;
  onChange: (next: VitalsDraft) => void;
  errors?: Record<string, string>;
  bmiDecimals: 1 | 2;
  /** Adult reference ranges do not fit children: below 18 only temperature and SpO2 are flagged. */
  adult?: boolean;
}) {
  const input = toVitalsInput(value);
  const bmi = bmiOf(input.height, input.weight);
  const all = vitalFlags({ ...input, bmi }, bmiDecimals);
  const flags = adult ? all : { ...all, bloodPressure: null, heartRate: null, bmi: null };
  const field = (key: keyof VitalsDraft, label: string, unit: string, placeholder: string) => {
    const flag = key in flags ? flags[key as keyof typeof flags] : null;
    const abnormal = flag === 'low' || flag === 'high';
    return (
      <TextInput
        label={`${label} (${unit})`}
        placeholder={placeholder}
        inputMode={key === 'bloodPressure' ? 'text' : 'decimal'}
        value={value[key]}
        onChange={(e) => onChange({ ...value, [key]: e.currentTarget.value })}
        error={errors[key]}
        description={abnormal && !errors[key] ? FLAG_TEXT[flag] : undefined}
        data-flag={abnormal ? flag : undefined}
        styles={abnormal ? { input: { color: 'var(--mantine-color-red-7)', fontWeight: 700 } } : undefined}
      />
    );
  };
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }}>
      {field('bloodPressure', 'Blood Pressure', 'mmHg', '120/80')}
      {field('heartRate', 'Heart Rate', 'bpm', '72')}
      {field('temperature', 'Temperature', '°F', '98.6')}
      {field('spo2', 'SpO2', '%', '98')}
      {field('height', 'Height', 'cm', '170')}
      {field('weight', 'Weight', 'kg', '65')}
      <TextInput
        label="BMI (kg/m²)"
        value={formatBmi(bmi, bmiDecimals)}
        readOnly
        styles={
          flags.bmi === 'low' || flags.bmi === 'high'
            ? { input: { color: 'var(--mantine-color-red-7)', fontWeight: 700 } }
            : undefined
        }
        data-flag={flags.bmi === 'low' || flags.bmi === 'high' ? flags.bmi : undefined}
        description={flags.bmi === 'low' || flags.bmi === 'high' ? FLAG_TEXT[flags.bmi] : undefined}
      />
    </SimpleGrid>
  );
}
