import { z } from 'zod';
import { labOrderStatus } from '../status/machines.ts';
import { calendarDate } from '../dates/calendar-date.ts';
import { normalRangeSchema, RESULT_TYPES } from './parameter.schemas.ts';
import { RESULT_FLAGS } from './ranges.ts';

export const LAB_PAGE_SIZE = 20;

export const labWorklistQuerySchema = z.object({
  status: z.enum(labOrderStatus.states).optional(),
  /** Orders placed on this clinic day. */
  date: calendarDate('Use a date like 2026-11-23').optional(),
  /** Patient name, MRN, test or accession number. */
  search: z.string().trim().max(100).optional(),
});
export type LabWorklistQuery = z.infer<typeof labWorklistQuerySchema>;

export const labOrderSchema = z.object({
  _id: z.string(),
  patientId: z.string(),
  patientName: z.string(),
  mrn: z.string(),
  serviceName: z.string(),
  status: z.enum(labOrderStatus.states),
  urgent: z.boolean(),
  encounterId: z.string().nullable(),
  admissionId: z.string().nullable(),
  orderedBy: z.string(),
  orderedAt: z.string(),
  accessionNumber: z.string().nullable(),
  sampleCollectedAt: z.string().nullable(),
  /** A value of the latest results is beyond a critical limit. */
  critical: z.boolean(),
  /** The latest results amend an approved report and wait for approval. */
  amending: z.boolean(),
});
export type LabOrder = z.infer<typeof labOrderSchema>;

export const labResultSchema = z.object({
  parameterId: z.string(),
  name: z.string(),
  unit: z.string(),
  value: z.string(),
  flag: z.enum(RESULT_FLAGS).nullable(),
  /** The range that applied, as printed ('13.8 – 17.2', '<5'), or ''. */
  rangeText: z.string(),
  /** Whom the range was for ('Female, If pregnant'), or ''. */
  rangeLabel: z.string(),
  comment: z.string(),
});
export type LabResult = z.infer<typeof labResultSchema>;

export const labReportSchema = z.object({
  _id: z.string(),
  version: z.number(),
  condition: z.string(),
  comment: z.string(),
  enteredBy: z.string(),
  enteredAt: z.string(),
  approvedBy: z.string().nullable(),
  /** The signatory's qualification and council registration at approval, printed under the name. */
  approvedByQualification: z.string().nullable(),
  approvedByRegistration: z.string().nullable(),
  approvedAt: z.string().nullable(),
  /** Why this version replaced the one before; null for the first report. */
  amendmentReason: z.string().nullable(),
  results: z.array(labResultSchema),
});
export type LabReport = z.infer<typeof labReportSchema>;

export const labSampleSchema = z.object({
  accessionNumber: z.string(),
  sampleType: z.string(),
  collectedAt: z.string(),
  collectedBy: z.string(),
  rejectedAt: z.string().nullable(),
  rejectedBy: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type LabSample = z.infer<typeof labSampleSchema>;

export const labTestParameterSchema = z.object({
  _id: z.string(),
  name: z.string(),
  unit: z.string(),
  resultType: z.enum(RESULT_TYPES),
  decimalPlaces: z.number(),
  criticalLow: z.number().nullable(),
  criticalHigh: z.number().nullable(),
  ranges: z.array(normalRangeSchema),
});
export type LabTestParameter = z.infer<typeof labTestParameterSchema>;

export const labPatientSchema = z.object({
  _id: z.string(),
  name: z.string(),
  mrn: z.string(),
  gender: z.string(),
  ageText: z.string(),
  ageDays: z.number().nullable(),
  ageYears: z.number(),
});

export const labOrderDetailSchema = z.object({
  order: labOrderSchema,
  patient: labPatientSchema,
  groupName: z.string().nullable(),
  sampleType: z.string(),
  samples: z.array(labSampleSchema),
  parameters: z.array(labTestParameterSchema),
  /** The special conditions the parameters' ranges name, to choose from at entry. */
  conditions: z.array(z.string()),
  /** Newest first. */
  reports: z.array(labReportSchema),
});
export type LabOrderDetail = z.infer<typeof labOrderDetailSchema>;

const reason = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(300, 'Use at most 300 characters');

export const collectSampleInputSchema = z.object({ sampleType: z.string().trim().max(60).default('') });
export const rejectSampleInputSchema = z.object({ reason: reason('Give the reason for rejecting the sample') });

export const resultEntryInputSchema = z.object({
  condition: z.string().trim().max(60).default(''),
  comment: z.string().trim().max(1000).default(''),
  results: z
    .array(
      z.object({
        parameterId: z.uuid(),
        value: z.string().trim().max(200, 'Use at most 200 characters'),
        comment: z.string().trim().max(300).default(''),
      }),
    )
    .min(1, 'Enter the results')
    .max(60),
});
export type ResultEntryInput = z.input<typeof resultEntryInputSchema>;

export const amendmentInputSchema = resultEntryInputSchema.extend({
  reason: reason('Give the reason for the amendment'),
});
export type AmendmentInput = z.input<typeof amendmentInputSchema>;

/** Approved tests of one visit, printed on one report. */
export const visitReportSchema = z.object({
  patient: labPatientSchema,
  orderedBy: z.string(),
  tests: z.array(
    z.object({
      orderId: z.string(),
      serviceName: z.string(),
      accessionNumber: z.string().nullable(),
      sampleType: z.string(),
      sampleCollectedAt: z.string().nullable(),
      report: labReportSchema,
    }),
  ),
});
export type VisitReport = z.infer<typeof visitReportSchema>;

/** A patient's lab tests for the record: approved reports newest first (the first is current). */
export const patientLabTestSchema = z.object({
  orderId: z.string(),
  /** The stay it was ordered in; null for an OP or walk-in test. */
  admissionId: z.string().nullable().default(null),
  serviceName: z.string(),
  status: z.enum(labOrderStatus.states),
  orderedAt: z.string(),
  orderedBy: z.string(),
  accessionNumber: z.string().nullable(),
  sampleCollectedAt: z.string().nullable(),
  amending: z.boolean(),
  reports: z.array(labReportSchema),
});
export type PatientLabTest = z.infer<typeof patientLabTestSchema>;

export const labTrendSchema = z.object({
  parameter: z.object({ _id: z.string(), name: z.string(), unit: z.string() }),
  /** The normal band for the patient today, if the parameter has one. */
  band: z.object({ min: z.number().nullable(), max: z.number().nullable() }).nullable(),
  points: z.array(z.object({ at: z.string(), value: z.number(), flag: z.enum(RESULT_FLAGS).nullable() })),
});
export type LabTrend = z.infer<typeof labTrendSchema>;

export const criticalAlertSchema = z.object({
  reportId: z.string(),
  orderId: z.string(),
  patientId: z.string(),
  patientName: z.string(),
  mrn: z.string(),
  admissionId: z.string().nullable(),
  serviceName: z.string(),
  enteredAt: z.string(),
  approved: z.boolean(),
  results: z.array(z.object({ name: z.string(), value: z.string(), unit: z.string(), flag: z.enum(RESULT_FLAGS) })),
  /** Whether the viewer may acknowledge it: the ordering or admitting doctor, or `results.critical.acknowledge-any`. */
  canAcknowledge: z.boolean(),
  /** The doctor who ordered the test (whose alert it is). */
  orderedBy: z.string(),
  /** Whole minutes since the values were entered, unacknowledged. */
  minutesWaiting: z.number(),
  /** Unacknowledged longer than the clinic allows: it is on the clinic administrator's list too. */
  escalated: z.boolean(),
});
export type CriticalAlert = z.infer<typeof criticalAlertSchema>;

export const criticalAlertQuerySchema = z.object({
  admissionId: z.uuid().optional(),
  patientId: z.uuid().optional(),
  /** `1`: only the alerts waiting beyond the escalation time, every doctor's (acknowledge-any only). */
  escalated: z.enum(['1', '0']).optional(),
});

/** Most patients a queue asks about at once (a page of the OP queue). */
export const ABNORMAL_PATIENTS_MAX = 100;

export const abnormalResultsQuerySchema = z.object({
  patientIds: z
    .string()
    .trim()
    .transform((v) => [...new Set(v.split(',').filter(Boolean))])
    .pipe(
      z
        .array(z.uuid({ error: 'Invalid patient id' }))
        .min(1, 'Name at least one patient')
        .max(ABNORMAL_PATIENTS_MAX, `Ask about at most ${ABNORMAL_PATIENTS_MAX} patients`),
    ),
});

/**
 * A patient's approved values outside the normal range that no consultation has seen yet (approved
 * after the patient's latest consultation): the mark on the doctor's queue row.
 */
export const abnormalResultsSchema = z.object({
  patientId: z.string(),
  results: z.array(
    z.object({
      orderId: z.string(),
      serviceName: z.string(),
      name: z.string(),
      value: z.string(),
      unit: z.string(),
      flag: z.enum(RESULT_FLAGS),
      approvedAt: z.string(),
    }),
  ),
});
export type AbnormalResults = z.infer<typeof abnormalResultsSchema>;
