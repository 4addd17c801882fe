import { z } from 'zod';
import { decimal } from '../http/number-field.ts';
import { vitalsRoundStatus } from '../status/machines.ts';
import { CONSCIOUSNESS } from './news2.ts';

const whole = (label: string, min: number, max: number, unit: string) =>
  decimal(
    z.coerce
      .number({ error: `${label} is required` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be between ${min} and ${max} ${unit}`)
      .max(max, `${label} must be between ${min} and ${max} ${unit}`),
  );

/** One set of inpatient observations, as a nurse records it (temperature in °F, as Indian wards chart it). */
export const ipVitalsInputSchema = z
  .object({
    respiratoryRate: whole('Respiratory rate', 0, 80, 'breaths/min'),
    spo2: whole('SpO₂', 50, 100, '%'),
    spo2Scale: z.union([z.literal(1), z.literal(2)]).default(1),
    onOxygen: z.boolean().default(false),
    systolic: whole('Systolic BP', 40, 300, 'mmHg'),
    diastolic: whole('Diastolic BP', 20, 200, 'mmHg'),
    pulse: whole('Pulse', 20, 250, 'bpm'),
    consciousness: z.enum(CONSCIOUSNESS, { error: 'Choose the level of consciousness' }),
    temperatureF: decimal(
      z.coerce
        .number({ error: 'Temperature is required' })
        .min(86, 'Temperature must be between 86 and 110 °F')
        .max(110, 'Temperature must be between 86 and 110 °F'),
    ),
  })
  .refine((v) => v.diastolic < v.systolic, { path: ['diastolic'], message: 'Diastolic must be below systolic' });
export type IpVitalsInput = z.input<typeof ipVitalsInputSchema>;

export const ipVitalsSchema = z.object({
  _id: z.string(),
  admissionId: z.string(),
  recordedAt: z.string(),
  recordedBy: z.string(),
  respiratoryRate: z.number(),
  spo2: z.number(),
  spo2Scale: z.number(),
  onOxygen: z.boolean(),
  systolic: z.number(),
  diastolic: z.number(),
  pulse: z.number(),
  consciousness: z.enum(CONSCIOUSNESS),
  temperatureC: z.number(),
  temperatureF: z.number(),
  news2Score: z.number(),
  news2Risk: z.enum(['Low', 'Low-medium', 'Medium', 'High']),
});
export type IpVitals = z.infer<typeof ipVitalsSchema>;

/** A patient on the nurse's IP care list: where, the last reading, and whether one is due. */
export const careRowSchema = z.object({
  admissionId: z.string(),
  ipNumber: z.string(),
  patientId: z.string(),
  patientName: z.string(),
  mrn: z.string(),
  age: z.number(),
  gender: z.string(),
  wardId: z.string(),
  ward: z.string(),
  bedNumber: z.string(),
  vitalsEveryHours: z.number(),
  lastVitalsAt: z.string().nullable(),
  news2Score: z.number().nullable(),
  news2Risk: z.enum(['Low', 'Low-medium', 'Medium', 'High']).nullable(),
  /** Recorded while the ward's interval since the last reading has not run out; Pending otherwise. */
  status: z.enum(vitalsRoundStatus.states),
});
export type CareRow = z.infer<typeof careRowSchema>;
