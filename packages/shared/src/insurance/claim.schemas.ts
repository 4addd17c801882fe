import { z } from 'zod';
import { calendarDate } from '../dates/calendar-date.ts';
import { AMOUNT_TOO_LARGE, MAX_AMOUNT_PAISE } from '../money/index.ts';
import { claimStatus } from '../status/machines.ts';

/** What the claim asks the payer for: the first pre-authorisation, more money, or the final approval at discharge. */
export const CLAIM_STAGES = ['Pre-auth', 'Enhancement', 'Final'] as const;
export type ClaimStage = (typeof CLAIM_STAGES)[number];

/** The regulator's time limits for a payer's decision, in minutes (IRDAI master circular, May 2024). */
export const DECISION_LIMIT_MINUTES: Record<ClaimStage, number> = { 'Pre-auth': 60, Enhancement: 60, Final: 180 };

export const LINES_OF_TREATMENT = ['Medical', 'Surgical', 'Intensive care', 'Investigation', 'Non-allopathic'] as const;

/** The cashless request form's (Part C, 2019) chronic illness list. */
export const CHRONIC_ILLNESSES = [
  'Diabetes',
  'Heart disease',
  'Hypertension',
  'Hyperlipidaemia',
  'Osteoarthritis',
  'Asthma, COPD or bronchitis',
  'Cancer',
  'Alcohol or drug abuse',
  'HIV or STD',
] as const;

/** The cost estimate by the form's heads, in paise. */
export const ESTIMATE_HEADS = {
  roomPaise: 'Room rent',
  nursingPaise: 'Nursing and service',
  icuPaise: 'ICU',
  otPaise: 'Operation theatre',
  professionalPaise: 'Professional fees',
  medicinesPaise: 'Medicines and consumables',
  implantsPaise: 'Implants',
  investigationsPaise: 'Investigations',
  packagePaise: 'Package',
  otherPaise: 'Other',
} as const;
export type EstimateHead = keyof typeof ESTIMATE_HEADS;

const paise = z
  .number({ error: 'Enter an amount in rupees' })
  .int('Enter an amount in rupees')
  .min(0, 'An amount cannot be below zero')
  .max(MAX_AMOUNT_PAISE, AMOUNT_TOO_LARGE)
  .default(0);
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`).default('');

export const estimateSchema = z.object({
  roomPaise: paise,
  nursingPaise: paise,
  icuPaise: paise,
  otPaise: paise,
  professionalPaise: paise,
  medicinesPaise: paise,
  implantsPaise: paise,
  investigationsPaise: paise,
  packagePaise: paise,
  otherPaise: paise,
});
export type Estimate = z.infer<typeof estimateSchema>;

export const estimateTotal = (e: Estimate): number =>
  (Object.keys(ESTIMATE_HEADS) as EstimateHead[]).reduce((sum, head) => sum + e[head], 0);

export const NEEDS_ESTIMATE = 'Enter the cost estimate';

/** The clinical and cost part of the cashless request (IRDAI Part C, revised 2019) a stay fills in. */
export const claimRequestSchema = z
  .object({
    complaints: text(1000),
    findings: text(1000),
    provisionalDiagnosis: z
      .string({ error: 'Enter the provisional diagnosis' })
      .trim()
      .min(1, 'Enter the provisional diagnosis')
      .max(300),
    icd10Code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^([A-Z]\d{2}(\.[0-9A-Z]{1,4})?)?$/, 'Use an ICD-10 code like K80.0')
      .default(''),
    lineOfTreatment: z.enum(LINES_OF_TREATMENT, { error: 'Choose the line of treatment' }).default('Medical'),
    plannedProcedure: text(300),
    expectedDays: z
      .number({ error: 'Enter the expected days in hospital' })
      .int('Enter whole days')
      .min(1, 'Enter at least one day')
      .max(365, 'Enter at most 365 days')
      .default(1),
    isAccident: z.boolean().default(false),
    reportedToPolice: z.boolean().default(false),
    firNumber: text(60),
    isMaternity: z.boolean().default(false),
    expectedDeliveryDate: calendarDate('Enter the expected date of delivery').nullable().default(null),
    chronicIllnesses: z.array(z.enum(CHRONIC_ILLNESSES, { error: 'Choose illnesses from the list' })).default([]),
    estimate: estimateSchema.default(estimateSchema.parse({})),
  })
  .superRefine((r, ctx) => {
    if (estimateTotal(r.estimate) <= 0)
      ctx.addIssue({ code: 'custom', path: ['estimate', 'roomPaise'], message: NEEDS_ESTIMATE });
    if (r.lineOfTreatment === 'Surgical' && !r.plannedProcedure)
      ctx.addIssue({ code: 'custom', path: ['plannedProcedure'], message: 'Enter the planned procedure' });
  });
export type ClaimRequest = z.infer<typeof claimRequestSchema>;
export type ClaimRequestInput = z.input<typeof claimRequestSchema>;

/**
 * A move of a claim along its machine, with what the move carries: the payer's approved amount
 * (in all, not the increase), its query or reply, its reference; for a new request, the stage and
 * the new estimate total.
 */
export const claimMoveSchema = z
  .object({
    to: z.enum(claimStatus.states, { error: 'Choose what happened' }),
    stage: z.enum(CLAIM_STAGES).optional(),
    amountPaise: paise,
    note: text(1000),
    reference: text(80),
  })
  .superRefine((m, ctx) => {
    if ((m.to === 'Approved' || m.to === 'Partial') && m.amountPaise <= 0)
      ctx.addIssue({ code: 'custom', path: ['amountPaise'], message: 'Enter the amount the payer approved' });
    if ((m.to === 'Queried' || m.to === 'Answered' || m.to === 'Rejected' || m.to === 'Cancelled') && !m.note)
      ctx.addIssue({
        code: 'custom',
        path: ['note'],
        message:
          m.to === 'Queried'
            ? "Enter the payer's query"
            : m.to === 'Answered'
              ? 'Enter the answer sent'
              : m.to === 'Rejected'
                ? "Enter the payer's reason"
                : 'Give the reason for cancelling',
      });
  });
export type ClaimMove = z.input<typeof claimMoveSchema>;

export const claimEventSchema = z.object({
  _id: z.string(),
  at: z.string(),
  by: z.string(),
  from: z.enum(claimStatus.states).nullable(),
  to: z.enum(claimStatus.states),
  stage: z.enum(CLAIM_STAGES),
  amountPaise: z.number(),
  note: z.string(),
  reference: z.string(),
  /** For a payer's decision: minutes since the request it answers, and the regulator's limit. */
  minutesTaken: z.number().nullable(),
  limitMinutes: z.number().nullable(),
});
export type ClaimEvent = z.infer<typeof claimEventSchema>;

export const claimCaseSchema = z.object({
  _id: z.string(),
  number: z.string(),
  admissionId: z.string(),
  coverageId: z.string(),
  payerName: z.string(),
  tpaName: z.string().nullable(),
  policyNumber: z.string(),
  status: z.enum(claimStatus.states),
  stage: z.enum(CLAIM_STAGES),
  request: claimRequestSchema,
  requestedPaise: z.number(),
  approvedPaise: z.number(),
  enhancements: z.number(),
  payerReference: z.string(),
  /** When the request the payer has not answered yet went (null when none waits). */
  waitingSince: z.string().nullable(),
  limitMinutes: z.number().nullable(),
  events: z.array(claimEventSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ClaimCase = z.infer<typeof claimCaseSchema>;

/**
 * The billing desk's meter for an insured stay: what the payer approved, the running bill, what
 * the patient will likely pay (co-pay on the bill, and anything above approval), and whether to
 * ask for an enhancement (the bill has reached 80% of the approval).
 */
export const claimMeterSchema = z.object({
  approvedPaise: z.number(),
  runningBillPaise: z.number(),
  copayPercent: z.number(),
  likelyPatientPaise: z.number(),
  usedPercent: z.number().nullable(),
  askEnhancement: z.boolean(),
});
export type ClaimMeter = z.infer<typeof claimMeterSchema>;

export const stayClaimsSchema = z.object({
  /** The stay's cover on its contract; null when the patient pays (no claim can start). */
  coverageId: z.string().nullable(),
  cases: z.array(claimCaseSchema),
  meter: claimMeterSchema.nullable(),
});
export type StayClaims = z.infer<typeof stayClaimsSchema>;

/**
 * The meter's arithmetic, shared by the server and the screen. The likely patient share is the
 * bill's own split when it is known (non-payables, room limit, deductible, co-pay, the excess);
 * otherwise the co-pay and the excess over the approval.
 */
export function claimMeter(
  approvedPaise: number,
  runningBillPaise: number,
  copayPercent: number,
  patientSharePaise?: number,
): ClaimMeter {
  const copay = Math.round((runningBillPaise * copayPercent) / 100);
  const payerPart =
    patientSharePaise === undefined
      ? Math.min(Math.max(runningBillPaise - copay, 0), approvedPaise)
      : runningBillPaise - patientSharePaise;
  const usedPercent = approvedPaise > 0 ? Math.round((runningBillPaise / approvedPaise) * 1000) / 10 : null;
  return {
    approvedPaise,
    runningBillPaise,
    copayPercent,
    likelyPatientPaise: runningBillPaise - payerPart,
    usedPercent,
    askEnhancement: usedPercent !== null && usedPercent >= 80,
  };
}

/** The TPA desk's list: open claims (not yet decided for good), or every claim. */
export const claimListQuerySchema = z.object({
  status: z.enum(['open', 'all'], { error: 'Choose open or all claims' }).default('open'),
});

export const claimRowSchema = z.object({
  _id: z.string(),
  number: z.string(),
  admissionId: z.string(),
  ipNumber: z.string(),
  patientName: z.string(),
  mrn: z.string(),
  payerName: z.string(),
  tpaName: z.string().nullable(),
  status: z.enum(claimStatus.states),
  stage: z.enum(CLAIM_STAGES),
  requestedPaise: z.number(),
  approvedPaise: z.number(),
  waitingSince: z.string().nullable(),
  limitMinutes: z.number().nullable(),
  updatedAt: z.string(),
});
export type ClaimRow = z.infer<typeof claimRowSchema>;

/** The clinic days whose payers' decisions are counted; the last 30 days when not given. */
export const payerTimesQuerySchema = z
  .object({
    from: calendarDate('Choose the first day').optional(),
    to: calendarDate('Choose the last day').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'The last day must be on or after the first',
  });
export type PayerTimesQuery = z.infer<typeof payerTimesQuerySchema>;

/**
 * How fast each payer decided in the period, against the regulator's limits: the TPA when one
 * handles the claims, the insurer or scheme otherwise.
 */
export const payerTimesSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(
    z.object({
      handler: z.string(),
      decisions: z.number(),
      late: z.number(),
      averageMinutes: z.number(),
      longestMinutes: z.number(),
    }),
  ),
});
export type PayerTimes = z.infer<typeof payerTimesSchema>;
