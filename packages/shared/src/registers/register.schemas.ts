import { z } from 'zod';
import { reportTableSchema } from '../reports/report.schemas.ts';
import type { Permission } from '../auth/permissions.ts';
import { birthDetailsSchema, deathDetailsSchema, incidentDetailsSchema, mlcDetailsSchema } from './register-details.ts';

type RegisterDef = {
  title: string;
  prefix: string;
  details: z.ZodType;
  /** The detail that says when the event happened; without one, the entry's time is when it was made. */
  when: string | null;
  /** Who may make an entry (every register is read with registers.view and corrected with registers.write). */
  write: Permission;
};

/**
 * The registers kept as entries that are never changed (a correction is a new version): the
 * statutory ones, kept by the records desk, and the safety incidents anyone on duty reports.
 */
export const REGISTERS = {
  mlc: {
    title: 'Medico-legal case register',
    prefix: 'MLC',
    details: mlcDetailsSchema,
    when: null,
    write: 'registers.write',
  },
  birth: {
    title: 'Birth register',
    prefix: 'BR',
    details: birthDetailsSchema,
    when: 'bornAt',
    write: 'registers.write',
  },
  death: {
    title: 'Death register',
    prefix: 'DR',
    details: deathDetailsSchema,
    when: 'diedAt',
    write: 'registers.write',
  },
  incident: {
    title: 'Patient safety incident register',
    prefix: 'INC',
    details: incidentDetailsSchema,
    when: 'happenedAt',
    write: 'incidents.report',
  },
} as const satisfies Record<string, RegisterDef>;
export const REGISTER_KINDS = ['mlc', 'birth', 'death', 'incident'] as const;
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
