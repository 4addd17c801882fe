import { z } from 'zod';
import { MODALITIES } from './modality.ts';

export const REPORT_STATES = ['Draft', 'Signed'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

export const TEMPLATE_NAME_REQUIRED = 'Template name is required';
export const TEMPLATE_CONTENT_REQUIRED = 'Template content is required';
export const REPORT_EMPTY = 'Write the findings and impression before signing';
const html = (max: number) => z.string().max(max, `At most ${max.toLocaleString('en-IN')} characters`);

export const templateInputSchema = z.object({
  name: z.string({ error: TEMPLATE_NAME_REQUIRED }).trim().min(1, TEMPLATE_NAME_REQUIRED).max(120),
  description: z.string().trim().max(500).default(''),
  modality: z.enum(MODALITIES, { error: 'Choose the modality' }),
  content: html(50_000),
});
export type TemplateInput = z.input<typeof templateInputSchema>;

export const templateSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  modality: z.enum(MODALITIES),
  /** HTML, sanitised on the server. */
  content: z.string(),
  createdBy: z.string(),
  updatedAt: z.string(),
});
export type Template = z.infer<typeof templateSchema>;

export const caseListQuerySchema = z.object({
  tab: z.enum(['open', 'completed']).default('open'),
  /** Patient name or MRN. */
  search: z.string().trim().max(100).optional(),
});

export const staffRefSchema = z.object({ _id: z.string(), name: z.string() });
export type StaffRef = z.infer<typeof staffRefSchema>;

/** A study on the worklist: the order, its patient, and who is doing and reporting it. */
export const radiologyCaseSchema = z.object({
  _id: z.string(),
  patientId: z.string(),
  patientName: z.string(),
  mrn: z.string(),
  gender: z.string(),
  age: z.string(),
  serviceName: z.string(),
  modality: z.enum(MODALITIES),
  urgent: z.boolean(),
  status: z.string(),
  orderedBy: z.string(),
  orderedAt: z.string(),
  /** Where it was ordered: "OP consultation" or the stay's IP number. */
  source: z.string(),
  technician: staffRefSchema.nullable(),
  radiologist: staffRefSchema.nullable(),
  signedAt: z.string().nullable(),
});
export type RadiologyCase = z.infer<typeof radiologyCaseSchema>;

export const addendumSchema = z.object({
  _id: z.string(),
  content: z.string(),
  addedBy: z.string(),
  addedAt: z.string(),
});
export type Addendum = z.infer<typeof addendumSchema>;

export const reportSchema = z.object({
  status: z.enum(REPORT_STATES),
  /** HTML with the Technique, Findings and Impression sections; sanitised on the server. */
  content: z.string(),
  templateId: z.string().nullable(),
  updatedBy: z.string(),
  updatedAt: z.string(),
  signedBy: z.string().nullable(),
  signerQualification: z.string().nullable(),
  signerRegistration: z.string().nullable(),
  signedAt: z.string().nullable(),
  addenda: z.array(addendumSchema),
});
export type Report = z.infer<typeof reportSchema>;

/** One study with what the doctor asked and what radiology wrote. */
export const caseDetailSchema = radiologyCaseSchema.extend({
  phone: z.string(),
  /** The ordering doctor's working diagnoses or the reason for admission. */
  clinicalDetails: z.string(),
  report: reportSchema.nullable(),
});
export type CaseDetail = z.infer<typeof caseDetailSchema>;

export const assignmentInputSchema = z.object({
  technicianId: z.uuid({ error: 'Choose the technician' }).nullable().default(null),
  radiologistId: z.uuid({ error: 'Choose the radiologist' }).nullable().default(null),
});
export type AssignmentInput = z.input<typeof assignmentInputSchema>;

export const reportInputSchema = z.object({
  content: html(100_000),
  templateId: z.uuid().nullable().default(null),
});
export type ReportInput = z.input<typeof reportInputSchema>;

export const addendumInputSchema = z.object({
  content: html(20_000).refine((c) => c.replace(/<[^>]*>/g, '').trim().length > 0, 'Write the addendum'),
});
export type AddendumInput = z.input<typeof addendumInputSchema>;

/** A signed report as the ordering doctor reads it. */
export const signedReportSchema = radiologyCaseSchema.extend({ report: reportSchema });
export type SignedReport = z.infer<typeof signedReportSchema>;
