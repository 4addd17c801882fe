import { claimDocumentInputSchema } from './claim-document.schemas.ts';
import { z } from 'zod';
import { calendarDate } from '../dates/calendar-date.ts';
import { AMOUNT_TOO_LARGE, MAX_AMOUNT_PAISE } from '../money/index.ts';
import { PAYER_KINDS } from './payer.schemas.ts';

/** The insured person's relation to the policy's primary member (the proposer or employee). */
export const COVERAGE_RELATIONS = ['Self', 'Spouse', 'Son', 'Daughter', 'Father', 'Mother', 'Other'] as const;

export const VALIDITY_DATES = 'The policy must end on or after the day it starts';
export const PRIMARY_MEMBER_NEEDED = 'Enter the name of the primary member';
export const DUPLICATE_COVERAGE = 'This policy and member are already recorded for another patient';
export const COVERAGE_NOT_VALID_ON = (day: string) => `The policy is not valid on ${day}`;

const amount = (error: string) =>
  z.number({ error }).int(error).min(0, error).max(MAX_AMOUNT_PAISE, AMOUNT_TOO_LARGE).default(0);

/**
 * A patient's cover: the insurer, scheme or employer that pays, the TPA that handles the claim for
 * an insurer, and the policy's terms the bill needs (sum insured, co-pay, room-rent limit).
 */
export const coverageInputSchema = z
  .object({
    payerId: z.uuid({ error: 'Choose the insurer, scheme or company' }),
    tpaId: z.uuid({ error: 'Choose the TPA from the list' }).nullable().default(null),
    policyNumber: z.string().trim().max(60).default(''),
    memberId: z.string().trim().max(60).default(''),
    employeeId: z.string().trim().max(60).default(''),
    relation: z.enum(COVERAGE_RELATIONS, { error: 'Choose the relation to the primary member' }).default('Self'),
    primaryMemberName: z.string().trim().max(120).default(''),
    sumInsuredPaise: amount('Enter the sum insured in rupees'),
    copayPercent: z
      .number({ error: 'Enter the co-pay as a percentage' })
      .min(0, 'Co-pay is between 0 and 100%')
      .max(100, 'Co-pay is between 0 and 100%')
      .default(0),
    /** The room rent a day the policy pays; 0 when it sets no limit. */
    roomRentLimitPaise: amount('Enter the room-rent limit in rupees'),
    /** What the insured pays first on each claim; 0 for none. */
    deductiblePaise: amount('Enter the deductible in rupees'),
    validFrom: calendarDate('Enter the day the policy starts'),
    validTo: calendarDate('Enter the day the policy ends'),
    isActive: z.boolean().default(true),
  })
  .superRefine((c, ctx) => {
    if (c.validTo < c.validFrom) ctx.addIssue({ code: 'custom', path: ['validTo'], message: VALIDITY_DATES });
    if (c.relation !== 'Self' && !c.primaryMemberName)
      ctx.addIssue({ code: 'custom', path: ['primaryMemberName'], message: PRIMARY_MEMBER_NEEDED });
  });
export type CoverageInput = z.input<typeof coverageInputSchema>;

export const coverageSchema = z.object({
  _id: z.string(),
  patientId: z.string(),
  payerId: z.string(),
  payerName: z.string(),
  payerKind: z.enum(PAYER_KINDS),
  tpaId: z.string().nullable(),
  tpaName: z.string().nullable(),
  policyNumber: z.string(),
  memberId: z.string(),
  employeeId: z.string(),
  relation: z.enum(COVERAGE_RELATIONS),
  primaryMemberName: z.string(),
  sumInsuredPaise: z.number(),
  copayPercent: z.number(),
  roomRentLimitPaise: z.number(),
  deductiblePaise: z.number(),
  validFrom: z.string(),
  validTo: z.string(),
  isActive: z.boolean(),
  /** The scan of the cover's ID card, if one was attached. */
  card: z.object({ fileName: z.string(), uploadedAt: z.string() }).nullable().default(null),
  updatedAt: z.string(),
});
export type Coverage = z.infer<typeof coverageSchema>;

/** The scan of a cover's ID card, sent as a data URL: a PDF, JPEG, PNG or WebP up to 10 MB. */
export const coverageCardInputSchema = claimDocumentInputSchema.omit({ code: true });
export type CoverageCardInput = z.input<typeof coverageCardInputSchema>;
