import { coverageCardInputSchema, type CoverageCardInput } from '@clinic/shared/insurance';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { coverageCardsRepository as repo } from './coverage-cards.repository.ts';
import { decodeUpload } from './uploaded-file.ts';

const coverNotFound = (id: string) => notFound(`Cover with ID ${id} not found`);
export const NO_CARD = 'No ID card has been attached to this cover';

/**
 * The scan of a cover's ID card: attached (or replaced) by the desks that keep covers, checked to
 * be the PDF or image it claims to be, and read back audited as a read of the patient's record.
 */
export function createCoverageCardsService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;
  return {
    async attach(coverageId: string, input: CoverageCardInput, actor: Actor): Promise<void> {
      const v = coverageCardInputSchema.parse(input);
      const { contentType, content } = decodeUpload(v.dataUrl);
      await db.transaction(async (tx) => {
        const cover = await repo.coverOf(tx, coverageId);
        if (!cover) throw coverNotFound(coverageId);
        await repo.save(tx, {
          coverageId,
          fileName: v.fileName,
          contentType,
          sizeBytes: content.length,
          content,
          uploadedBy: actor.userId,
          uploadedByName: actor.name ?? 'Unknown',
        });
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'patient',
          entityId: cover.patientId,
          summary: 'Attached the ID card of a cover',
        });
      });
    },

    async file(coverageId: string, actor: Actor) {
      return db.transaction(async (tx) => {
        const row = await repo.file(tx, coverageId);
        if (!row) throw notFound(NO_CARD);
        await audit.recordViews(tx, actor, {
          entityType: 'patient',
          entityIds: [row.patientId],
          summary: 'Opened the ID card of a cover',
        });
        return { bytes: row.content, contentType: row.contentType, fileName: row.fileName };
      });
    },
  };
}

export type CoverageCardsService = ReturnType<typeof createCoverageCardsService>;
