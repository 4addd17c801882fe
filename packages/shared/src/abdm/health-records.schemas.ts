import { z } from 'zod';

/** The ABDM health information types we make, each a FHIR document to the NRCeS profile of that name. */
export const HEALTH_DOCUMENT_TYPES = [
  'OPConsultRecord',
  'PrescriptionRecord',
  'DiagnosticReportRecord',
  'DischargeSummaryRecord',
  'InvoiceRecord',
] as const;
export type HealthDocumentType = (typeof HEALTH_DOCUMENT_TYPES)[number];

export const HEALTH_DOCUMENT_LABELS: Record<HealthDocumentType, string> = {
  OPConsultRecord: 'Consultation',
  PrescriptionRecord: 'Prescription',
  DiagnosticReportRecord: 'Report',
  DischargeSummaryRecord: 'Discharge summary',
  InvoiceRecord: 'Invoice',
};

/** A care context: an OP visit, a stay, a lab order, a radiology study or a bill. */
export const CARE_CONTEXT_KINDS = ['op-visit', 'stay', 'lab-order', 'radiology-study', 'bill'] as const;
export type CareContextKind = (typeof CARE_CONTEXT_KINDS)[number];

export const careContextSchema = z.object({
  kind: z.enum(CARE_CONTEXT_KINDS),
  id: z.string(),
  label: z.string(),
  at: z.string(),
  documents: z.array(z.enum(HEALTH_DOCUMENT_TYPES)),
});
export type CareContext = z.infer<typeof careContextSchema>;

export const healthRecordsSchema = z.object({ contexts: z.array(careContextSchema) });

export const healthDocumentParams = z.object({
  kind: z.enum(CARE_CONTEXT_KINDS, { error: 'Unknown kind of care context' }),
  id: z.uuid({ error: 'Invalid care context id' }),
  type: z.enum(HEALTH_DOCUMENT_TYPES, { error: 'Unknown health document type' }),
});

/** Where linking the patient's care contexts to their ABHA stands (HIP-initiated linking through the gateway). */
export const ABDM_LINK_STATUSES = ['asked-token', 'linking', 'linked', 'failed'] as const;
export const abdmLinkSchema = z.object({
  requestId: z.string(),
  status: z.enum(ABDM_LINK_STATUSES),
  careContexts: z.number(),
  detail: z.string(),
  at: z.string(),
});
export type AbdmLink = z.infer<typeof abdmLinkSchema>;
/** Whether the hospital shares through ABDM at all, and the patient's latest linking. */
export const abdmLinkStateSchema = z.object({ enabled: z.boolean(), link: abdmLinkSchema.nullable() });
export type AbdmLinkState = z.infer<typeof abdmLinkStateSchema>;
