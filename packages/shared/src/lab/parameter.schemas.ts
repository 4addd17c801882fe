import { z } from 'zod';
import { AGE_BANDS, RANGE_GENDERS } from './ranges.ts';

export const RESULT_TYPES = ['Numeric', 'Text'] as const;
export const LAB_CATEGORIES = ['Hematology', 'Biochemistry', 'Serology', 'Clinical Pathology', 'Microbiology'];

const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`);
const required = (label: string, max = 100) => text(max).min(1, `${label} is required`);
/** An optional limit, typed or sent: '' or null means none; text is read as a number. */
const limit = z.preprocess(
  (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? (v.trim() === '' ? null : Number(v.trim())) : v),
  z.number({ error: 'Enter a number' }).min(-1_000_000).max(1_000_000).nullable(),
);

export const normalRangeRowSchema = z.object({
  id: z.number().int().min(1),
  gender: z.enum(RANGE_GENDERS),
  specialCondition: text(60).default(''),
  age: z.enum(AGE_BANDS),
  min: limit,
  max: limit,
});

/** A stored range row, as replies carry it (no input coercion, so it serialises both ways). */
export const normalRangeSchema = z.object({
  id: z.number(),
  gender: z.enum(RANGE_GENDERS),
  specialCondition: z.string(),
  age: z.enum(AGE_BANDS),
  min: z.number().nullable(),
  max: z.number().nullable(),
});

export const parameterInputSchema = z
  .object({
    name: required('Parameter'),
    category: required('Category', 60),
    unit: required('Unit', 30),
    method: text(100).default(''),
    resultType: z.enum(RESULT_TYPES).default('Numeric'),
    decimalPlaces: z.number().int().min(0, 'Use 0 to 4 decimal places').max(4, 'Use 0 to 4 decimal places').default(1),
    criticalLow: limit.default(null),
    criticalHigh: limit.default(null),
    ranges: z.array(normalRangeRowSchema).max(30, 'Use at most 30 range rows').default([]),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.ranges.forEach((row, i) => {
      const at = (field: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: ['ranges', i, field], message });
      if (v.resultType === 'Numeric' && row.min === null && row.max === null) at('min', 'Enter a Min, a Max or both');
      if (row.min !== null && row.max !== null && row.min > row.max) at('max', 'Max must not be below Min');
      const key = `${row.gender}|${row.specialCondition.trim().toLowerCase()}|${row.age}`;
      if (seen.has(key)) at('gender', 'Another row covers the same gender, condition and age');
      seen.add(key);
    });
    if (v.criticalLow !== null && v.criticalHigh !== null && v.criticalLow >= v.criticalHigh)
      ctx.addIssue({ code: 'custom', path: ['criticalHigh'], message: 'Critical high must be above critical low' });
  });
export type ParameterInput = z.input<typeof parameterInputSchema>;
export type ParameterValues = z.output<typeof parameterInputSchema>;

export const parameterSchema = z.object({
  _id: z.string(),
  name: z.string(),
  category: z.string(),
  unit: z.string(),
  method: z.string(),
  resultType: z.enum(RESULT_TYPES),
  decimalPlaces: z.number(),
  criticalLow: z.number().nullable(),
  criticalHigh: z.number().nullable(),
  ranges: z.array(normalRangeSchema),
  isActive: z.boolean(),
  updatedAt: z.string(),
});
export type Parameter = z.infer<typeof parameterSchema>;

export const parameterQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  category: z.string().trim().max(60).optional(),
});

export const groupInputSchema = z.object({
  name: required('Group name', 80),
  serviceId: z.uuid({ error: 'Choose the Laboratory service that orders this group' }),
  sampleType: text(60).default(''),
  parameterIds: z
    .array(z.uuid())
    .min(1, 'Choose at least one parameter')
    .max(60)
    .refine((ids) => new Set(ids).size === ids.length, 'A parameter is listed twice'),
  isActive: z.boolean().default(true),
});
export type GroupInput = z.input<typeof groupInputSchema>;

export const groupSchema = z.object({
  _id: z.string(),
  name: z.string(),
  serviceId: z.string(),
  serviceName: z.string(),
  sampleType: z.string(),
  parameters: z.array(z.object({ _id: z.string(), name: z.string(), unit: z.string() })),
  isActive: z.boolean(),
});
export type Group = z.infer<typeof groupSchema>;
