import { z } from 'zod';

/**
 * Plausible ranges: a value outside them is a typing error and is refused. Normal ranges only
 * flag a value for attention (adult references; BMI uses the Asian Indian cut-offs of the 2009
 * Indian consensus guidelines).
 */
export const VITAL_LIMITS = {
  systolic: { min: 50, max: 300 },
  diastolic: { min: 20, max: 200 },
  heartRate: { min: 20, max: 250, message: 'Heart rate must be between 20 and 250 bpm' },
  temperature: { min: 90, max: 110, message: 'Temperature must be between 90 and 110 °F' },
  spo2: { min: 0, max: 100, message: 'SpO2 must be between 0 and 100%' },
  height: { min: 30, max: 250, message: 'Height must be between 30 and 250 cm' },
  weight: { min: 0.5, max: 300, message: 'Weight must be between 0.5 and 300 kg' },
} as const;

export const NORMAL_RANGES = {
  systolic: { min: 90, max: 139 },
  diastolic: { min: 60, max: 89 },
  heartRate: { min: 60, max: 100 },
  temperature: { min: 97, max: 99.5 },
  spo2: { min: 95, max: 100 },
  bmi: { min: 18.5, max: 22.9 },
} as const;

export const BLOOD_PRESSURE_FORMAT = 'Enter blood pressure as systolic/diastolic, e.g. 120/80';
export const BLOOD_PRESSURE_ORDER = 'Systolic must be higher than diastolic';
export const NO_VITALS = 'Enter at least one vital sign';

/** Weight divided by height in metres squared, when both are positive (000 §5). */
export function bmiOf(heightCm: number | null | undefined, weightKg: number | null | undefined): number | null {
  if (!heightCm || !weightKg || heightCm <= 0 || weightKg <= 0) return null;
  const m = heightCm / 100;
  return weightKg / (m * m);
}

/** The nurse modal shows one decimal and '--' otherwise; the doctor form two decimals. */
export function formatBmi(bmi: number | null, decimals: 1 | 2): string {
  return bmi === null || !Number.isFinite(bmi) ? '--' : bmi.toFixed(decimals);
}

export function parseBloodPressure(text: string): { systolic: number; diastolic: number } | null {
  const match = /^\s*(\d{2,3})\s*\/\s*(\d{2,3})\s*$/.exec(text);
  if (!match) return null;
  return { systolic: Number(match[1]), diastolic: Number(match[2]) };
}

export type VitalFlag = 'low' | 'high' | 'normal';

function flagOf(value: number | null | undefined, range: { min: number; max: number }): VitalFlag | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  if (value < range.min) return 'low';
  if (value > range.max) return 'high';
  return 'normal';
}

/**
 * Which values lie outside their normal range, for colouring. BMI is flagged from the value as the
 * screen shows it (rounded to `bmiDecimals`), so a BMI shown as "18.5" is never flagged low.
 */
export function vitalFlags(v: Partial<VitalsInput> & { bmi?: number | null }, bmiDecimals: 1 | 2 = 1) {
  const bmi = v.bmi ?? bmiOf(v.height, v.weight);
  const bp = v.bloodPressure ? parseBloodPressure(v.bloodPressure) : null;
  const systolic = flagOf(bp?.systolic, NORMAL_RANGES.systolic);
  const diastolic = flagOf(bp?.diastolic, NORMAL_RANGES.diastolic);
  const bloodPressure =
    systolic === null ? null : systolic !== 'normal' ? systolic : diastolic !== 'normal' ? diastolic : 'normal';
  return {
    bloodPressure,
    heartRate: flagOf(v.heartRate, NORMAL_RANGES.heartRate),
    temperature: flagOf(v.temperature, NORMAL_RANGES.temperature),
    spo2: flagOf(v.spo2, NORMAL_RANGES.spo2),
    bmi: flagOf(bmi === null ? null : Number(bmi.toFixed(bmiDecimals)), NORMAL_RANGES.bmi),
  };
}

function ranged(limits: { min: number; max: number; message: string }) {
  return z.number({ error: limits.message }).min(limits.min, limits.message).max(limits.max, limits.message).nullish();
}

/** One vitals reading (000 §3 Vitals); every value is optional but at least one is needed. */
export const vitalsInputSchema = z
  .object({
    bloodPressure: z
      .string()
      .trim()
      .nullish()
      .transform((s) => (s ? s : null))
      .superRefine((s, ctx) => {
        if (s === null) return;
        const bp = parseBloodPressure(s);
        const { systolic, diastolic } = VITAL_LIMITS;
        if (
          !bp ||
          bp.systolic < systolic.min ||
          bp.systolic > systolic.max ||
          bp.diastolic < diastolic.min ||
          bp.diastolic > diastolic.max
        )
          ctx.addIssue({ code: 'custom', message: BLOOD_PRESSURE_FORMAT });
        else if (bp.systolic <= bp.diastolic) ctx.addIssue({ code: 'custom', message: BLOOD_PRESSURE_ORDER });
      }),
    heartRate: ranged(VITAL_LIMITS.heartRate).refine(
      (n) => n == null || Number.isInteger(n),
      'Heart rate is a whole number',
    ),
    temperature: ranged(VITAL_LIMITS.temperature),
    spo2: ranged(VITAL_LIMITS.spo2),
    height: ranged(VITAL_LIMITS.height),
    weight: ranged(VITAL_LIMITS.weight),
  })
  .refine((v) => [v.bloodPressure, v.heartRate, v.temperature, v.spo2, v.height, v.weight].some((x) => x != null), {
    path: ['bloodPressure'],
    message: NO_VITALS,
  });
export type VitalsInput = z.input<typeof vitalsInputSchema>;
export type VitalsPayload = z.output<typeof vitalsInputSchema>;

export const vitalsSchema = z.object({
  _id: z.string(),
  patientId: z.string(),
  appointmentId: z.string().nullable(),
  bloodPressure: z.string().nullable(),
  heartRate: z.number().nullable(),
  temperature: z.number().nullable(),
  spo2: z.number().nullable(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  bmi: z.number().nullable(),
  recordedBy: z.string(),
  recordedAt: z.string(),
});
export type Vitals = z.infer<typeof vitalsSchema>;
