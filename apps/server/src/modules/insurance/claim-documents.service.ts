import {
  claimDocumentInputSchema,
  type ClaimDocument,
  type ClaimDocumentCode,
  type ClaimDocumentInput,
  type ClaimDocuments,
} from '@clinic/shared/insurance';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { claimDocumentsRepository as repo, type ClaimDocumentMeta } from './claim-documents.repository.ts';
import { decodeUpload } from './uploaded-file.ts';

type DocumentType = ClaimDocument['contentType'];

const toDocument = (r: ClaimDocumentMeta): ClaimDocument => ({
  _id: r.id,
  caseId: r.caseId,
  code: r.code as ClaimDocumentCode,
  fileName: r.fileName,
  contentType: r.contentType as DocumentType,
  sizeBytes: r.sizeBytes,
  uploadedBy: r.uploadedByName,
  uploadedAt: r.uploadedAt.toISOString(),
});

const claimNotFound = (id: string) => notFound(`Claim with ID ${id} not found`);

/**
 * The papers of a claim, each with its claims-exchange code: attached by the billing desk,
 * checked to be the PDF or image they claim to be, never changed; which of the payer's required
 * papers are missing; downloads audited as reads of the patient's record.
 */
export function createClaimDocumentsService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;
  return {
    async list(caseId: string, actor: Actor): Promise<ClaimDocuments> {
      return db.transaction(async (tx) => {
        const c = await repo.caseOf(tx, caseId);
        if (!c) throw claimNotFound(caseId);
        const documents = (await repo.of(tx, caseId)).map(toDocument);
        await audit.recordViews(tx, actor, {
          entityType: 'patient',
          entityIds: [c.patientId],
          summary: `Listed the papers of claim ${c.number}`,
        });
        const have = new Set(documents.map((d) => d.code));
        const required = c.required as ClaimDocumentCode[];
        return { documents, required, missing: required.filter((code) => !have.has(code)) };
      });
    },

    async add(caseId: string, input: ClaimDocumentInput, actor: Actor): Promise<ClaimDocument> {
      const v = claimDocumentInputSchema.parse(input);
      const { contentType, content } = decodeUpload(v.dataUrl);
      return db.transaction(async (tx) => {
        const c = await repo.caseOf(tx, caseId);
        if (!c) throw claimNotFound(caseId);
        if (c.status === 'Cancelled') throw conflict('A cancelled claim takes no more papers');
        const row = await repo.insert(tx, {
          caseId,
          code: v.code,
          fileName: v.fileName,
          contentType,
          sizeBytes: content.length,
          content,
          uploadedBy: actor.userId,
          uploadedByName: actor.name ?? 'Unknown',
        });
        if (!row) throw new Error('document insert returned nothing');
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'claim document',
          entityId: row.id,
          summary: `Paper ${v.code} on claim ${c.number}`,
        });
        return toDocument(row);
      });
    },

    /** The paper's bytes for a download, audited as a read of the patient's record. */
    async file(id: string, actor: Actor) {
      return db.transaction(async (tx) => {
        const row = await repo.file(tx, id);
        if (!row) throw notFound(`Document with ID ${id} not found`);
        await audit.recordViews(tx, actor, {
          entityType: 'patient',
          entityIds: [row.patientId],
          summary: `Opened paper ${row.code} of claim ${row.number}`,
        });
        return { bytes: row.content, contentType: row.contentType, fileName: row.fileName };
      });
    },
  };
}

export type ClaimDocumentsService = ReturnType<typeof createClaimDocumentsService>;
