import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { admissions } from '../admissions/admissions.table.ts';
import { claimCases, claimDocuments, patientCoverages, payers } from './insurance.table.ts';

const meta = {
  id: claimDocuments.id,
  caseId: claimDocuments.caseId,
  code: claimDocuments.code,
  fileName: claimDocuments.fileName,
  contentType: claimDocuments.contentType,
  sizeBytes: claimDocuments.sizeBytes,
  uploadedByName: claimDocuments.uploadedByName,
  uploadedAt: claimDocuments.uploadedAt,
};
export type ClaimDocumentMeta = Awaited<ReturnType<typeof claimDocumentsRepository.of>>[number];

export const claimDocumentsRepository = {
  /** The case with what its papers need: its state, number, patient and the payer's required documents. */
  async caseOf(conn: DbOrTx, caseId: string) {
    const [row] = await conn
      .select({
        id: claimCases.id,
        number: claimCases.number,
        status: claimCases.status,
        patientId: admissions.patientId,
        required: payers.requiredDocuments,
      })
      .from(claimCases)
      .innerJoin(admissions, eq(admissions.id, claimCases.admissionId))
      .innerJoin(patientCoverages, eq(patientCoverages.id, claimCases.coverageId))
      .innerJoin(payers, eq(payers.id, patientCoverages.payerId))
      .where(eq(claimCases.id, caseId));
    return row;
  },

  of: (conn: DbOrTx, caseId: string) =>
    conn
      .select(meta)
      .from(claimDocuments)
      .where(eq(claimDocuments.caseId, caseId))
      .orderBy(asc(claimDocuments.uploadedAt)),

  insert: async (conn: DbOrTx, values: typeof claimDocuments.$inferInsert) =>
    (await conn.insert(claimDocuments).values(values).returning(meta))[0],

  /** One paper with its bytes and the patient it is about (for the audit of its download). */
  async file(conn: DbOrTx, id: string) {
    const [row] = await conn
      .select({ ...meta, content: claimDocuments.content, patientId: admissions.patientId, number: claimCases.number })
      .from(claimDocuments)
      .innerJoin(claimCases, eq(claimCases.id, claimDocuments.caseId))
      .innerJoin(admissions, eq(admissions.id, claimCases.admissionId))
      .where(eq(claimDocuments.id, id));
    return row;
  },
};
