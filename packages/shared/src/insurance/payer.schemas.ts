import { z } from 'zod';
import { calendarDate } from '../dates/calendar-date.ts';
import { INVALID_EMAIL } from '../http/messages.ts';
import { gstinProblem } from '../india/gstin.ts';

/** Who can pay a hospital bill besides the patient (the research notes' payer types). */
export const PAYER_KINDS = ['Insurer', 'TPA', 'Government scheme', 'Corporate'] as const;
export type PayerKind = (typeof PAYER_KINDS)[number];

/**
 * The document codes of the national claims exchange (NHA's common list); a payer's contract names
 * the ones it asks for, and the claim file is checked against them.
 */
export const CLAIM_DOCUMENTS = {
  HDS: 'Discharge summary',
  INV: 'Final invoice',
  MB: 'Medical and pharmacy bills',
  DIA: 'Lab reports',
  RAD: 'Radiology reports',
  OTR: 'OT notes',
  ICU: 'ICU chart',
  IMP: 'Implant invoice and sticker',
  PRE: 'Prescriptions',
  CER: 'Referral or certificate',
  EST: 'Estimate',
  POI: 'Identity proof',
  FCF: 'Filled claim form',
  PAU: 'Pre-auth approval letter',
  CD: 'Clinical document',
  ODN: 'Other',
} as const;
export type ClaimDocumentCode = keyof typeof CLAIM_DOCUMENTS;
const DOCUMENT_CODES = Object.keys(CLAIM_DOCUMENTS) as [ClaimDocumentCode, ...ClaimDocumentCode[]];

export const DUPLICATE_PAYER_NAME = 'A payer with this name already exists';
export const DUPLICATE_PAYER_CODE = 'A payer with this code already exists';
export const CONTRACT_DATES = 'The contract must end on or after the day it starts';

const optionalText = (max: number) => z.string().trim().max(max).default('');

export const payerInputSchema = z
  .object({
    name: z.string({ error: "Enter the payer's name" }).trim().min(2, "Enter the payer's name").max(120),
    kind: z.enum(PAYER_KINDS, { error: 'Choose the kind of payer' }),
    code: z
      .string({ error: 'Enter a short code' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{2,20}$/, 'Use 2 to 20 letters, digits or hyphens for the code'),
    /** The claims exchange's participant code, when the payer is on it. */
    participantCode: optionalText(80),
    contactName: optionalText(120),
    phone: z
      .string()
      .trim()
      // A mobile, a landline with its STD code, or a scheme's short helpline (14555).
      .regex(/^(\d{5,12})?$/, 'Enter the phone as 5 to 12 digits')
      .default(''),
    email: z
      .string()
      .trim()
      .max(254)
      .refine((v) => v === '' || z.email().safeParse(v).success, INVALID_EMAIL)
      .default(''),
    address: optionalText(300),
    gstin: z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => v === '' || !gstinProblem(v), { error: (i) => gstinProblem(String(i.input)) ?? 'GSTIN' })
      .default(''),
    creditDays: z
      .number({ error: 'Enter the credit days' })
      .int('Enter whole days')
      .min(0, 'Credit days cannot be negative')
      .max(365, 'Credit days cannot be more than 365')
      .default(30),
    contractFrom: calendarDate('Enter the day the contract starts').nullable().default(null),
    contractTo: calendarDate('Enter the day the contract ends').nullable().default(null),
    requiredDocuments: z.array(z.enum(DOCUMENT_CODES, { error: 'Choose documents from the list' })).default([]),
    isActive: z.boolean().default(true),
  })
  .superRefine((p, ctx) => {
    if (p.contractFrom && p.contractTo && p.contractTo < p.contractFrom)
      ctx.addIssue({ code: 'custom', path: ['contractTo'], message: CONTRACT_DATES });
  });
export type PayerInput = z.input<typeof payerInputSchema>;

export const payerSchema = z.object({
  _id: z.string(),
  name: z.string(),
  kind: z.enum(PAYER_KINDS),
  code: z.string(),
  participantCode: z.string(),
  contactName: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  gstin: z.string(),
  creditDays: z.number(),
  contractFrom: z.string().nullable(),
  contractTo: z.string().nullable(),
  requiredDocuments: z.array(z.enum(DOCUMENT_CODES)),
  isActive: z.boolean(),
  updatedAt: z.string(),
});
export type Payer = z.infer<typeof payerSchema>;
