import { z } from 'zod';
import { reportTableSchema } from '../reports/report.schemas.ts';
import { birthDetailsSchema, deathDetailsSchema, mlcDetailsSchema } from './register-details.ts';

/** The statutory registers kept as entries that are never changed: a correction is a new version. */
export const REGISTERS = {
  mlc: { title: 'Medico-legal case register', prefix: 'MLC', details: mlcDetailsSchema },
  birth: { title: 'Birth register', prefix: 'BR', details: birthDetailsSchema },
  death: { title: 'Death register', prefix: 'DR', details: deathDetailsSchema },
} as const;
export const REGISTER_KINDS = ['mlc', 'birth', 'death'] as const;
export type RegisterKind = (typeof REGISTER_KINDS)[number];

export const CORRECTION_REASON_REQUIRED = 'Say why the entry is corrected';
export const CORRECT_THE_LATEST = 'Correct the latest version of the entry';

export const registerEntryInputSchema = z.object({
  patientId: z.uuid({ error: 'Choose the patient' }).optional(),
  /** The patient by MRN, as the desk types it; the same as patientId. */
  mrn: z.string().trim().max(40).optional(),
  admissionId: z.uuid({ error: 'Choose the stay' }).optional(),
  details: z.record(z.string(), z.unknown()),
});
export type RegisterEntryInput = z.infer<typeof registerEntryInputSchema>;

export const registerCorrectionSchema = z.object({
  details: z.record(z.string(), z.unknown()),
  reason: z.string().trim().min(1, CORRECTION_REASON_REQUIRED).max(500, 'At most 500 characters'),
});
export type RegisterCorrection = z.infer<typeof registerCorrectionSchema>;

export const registerEntrySchema = z.object({
  _id: z.string(),
  register: z.enum(REGISTER_KINDS),
  serial: z.string(),
  version: z.number(),
  originalId: z.string().nullable(),
  occurredAt: z.string(),
  patientId: z.string().nullable(),
  admissionId: z.string().nullable(),
  mrn: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  reason: z.string(),
  recordedByName: z.string(),
  recordedAt: z.string(),
});
export type RegisterEntry = z.infer<typeof registerEntrySchema>;

export const registerListSchema = z.object({
  register: z.enum(REGISTER_KINDS),
  title: z.string(),
  /** The latest version of each entry of the range, oldest first, each with its earlier versions. */
  entries: z.array(registerEntrySchema.extend({ history: z.array(registerEntrySchema) })),
  /** The same entries in the register's prescribed columns, as printed. */
  table: reportTableSchema,
});
export type RegisterList = z.infer<typeof registerListSchema>;
