import { z } from 'zod';
import { CLAIM_DOCUMENTS, type ClaimDocumentCode } from './payer.schemas.ts';

/** What a claim's papers may be: the claims exchange's reference accepts these, up to 10 MB. */
export const CLAIM_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export const CLAIM_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TOO_LARGE = 'The file must be at most 10 MB';
export const DOCUMENT_WRONG_TYPE = 'The file must be a PDF, JPEG, PNG or WebP';

const CODES = Object.keys(CLAIM_DOCUMENTS) as [ClaimDocumentCode, ...ClaimDocumentCode[]];

/** A paper attached to a claim, sent as a data URL (the browser reads the file as one). */
export const claimDocumentInputSchema = z.object({
  code: z.enum(CODES, { error: 'Choose what the document is' }),
  fileName: z
    .string({ error: 'Choose a file' })
    .trim()
    .min(1, 'Choose a file')
    .max(200, 'The file name must be at most 200 characters'),
  dataUrl: z
    .string({ error: 'Choose a file' })
    .max(Math.ceil((CLAIM_DOCUMENT_MAX_BYTES * 4) / 3) + 100, DOCUMENT_TOO_LARGE)
    .regex(/^data:(application\/pdf|image\/(jpeg|png|webp));base64,[A-Za-z0-9+/]+={0,2}$/, DOCUMENT_WRONG_TYPE),
});
export type ClaimDocumentInput = z.input<typeof claimDocumentInputSchema>;

export const claimDocumentSchema = z.object({
  _id: z.string(),
  caseId: z.string(),
  code: z.enum(CODES),
  fileName: z.string(),
  contentType: z.enum(CLAIM_DOCUMENT_TYPES),
  sizeBytes: z.number(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
});
export type ClaimDocument = z.infer<typeof claimDocumentSchema>;

/** A claim's papers, and which of the payer's required ones are still missing. */
export const claimDocumentsSchema = z.object({
  documents: z.array(claimDocumentSchema),
  required: z.array(z.enum(CODES)),
  missing: z.array(z.enum(CODES)),
});
export type ClaimDocuments = z.infer<typeof claimDocumentsSchema>;
