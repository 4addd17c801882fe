import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { abdmConsents, abdmLinkRequests, abdmTransfers } from './abdm-gateway.table.ts';

export type ConsentRow = typeof abdmConsents.$inferSelect;
export type LinkRequestRow = typeof abdmLinkRequests.$inferSelect;

/** The gateway's consents, link requests and transfers, as the HIP keeps them. */
export const gatewayRepository = {
  /** A consent once kept is never changed by a later notice, but ended (a repeat cannot widen it). */
  async insertConsent(db: DbOrTx, row: typeof abdmConsents.$inferInsert) {
    await db.insert(abdmConsents).values(row).onConflictDoNothing();
  },

  async setConsentStatus(db: DbOrTx, consentId: string, status: string): Promise<ConsentRow | undefined> {
    const [row] = await db
      .update(abdmConsents)
      .set({ status, updatedAt: sql`now()` })
      // Revoked, expired and denied are final: only a granted consent is ended.
      .where(and(eq(abdmConsents.consentId, consentId), eq(abdmConsents.status, 'GRANTED')))
      .returning();
    return row;
  },

  async consent(db: DbOrTx, consentId: string): Promise<ConsentRow | undefined> {
    const [row] = await db.select().from(abdmConsents).where(eq(abdmConsents.consentId, consentId));
    return row;
  },

  /** The transfer claimed for this transaction: false when the gateway already asked for it. */
  async claimTransfer(db: DbOrTx, transactionId: string, consentId: string): Promise<boolean> {
    const rows = await db
      .insert(abdmTransfers)
      .values({ transactionId, consentId, status: 'acknowledged' })
      .onConflictDoNothing()
      .returning({ id: abdmTransfers.transactionId });
    return rows.length > 0;
  },

  async finishTransfer(db: DbOrTx, transactionId: string, status: string, documents: number, detail = '') {
    await db
      .update(abdmTransfers)
      .set({ status, documents, detail, updatedAt: sql`now()` })
      .where(eq(abdmTransfers.transactionId, transactionId));
  },

  async transfers(db: DbOrTx, consentId: string) {
    return db.select().from(abdmTransfers).where(eq(abdmTransfers.consentId, consentId));
  },

  async insertLinkRequest(db: DbOrTx, row: typeof abdmLinkRequests.$inferInsert) {
    await db.insert(abdmLinkRequests).values(row);
  },

  async linkRequest(db: DbOrTx, requestId: string): Promise<LinkRequestRow | undefined> {
    const [row] = await db.select().from(abdmLinkRequests).where(eq(abdmLinkRequests.requestId, requestId));
    return row;
  },

  async linkRequestByLink(db: DbOrTx, linkRequestId: string): Promise<LinkRequestRow | undefined> {
    const [row] = await db.select().from(abdmLinkRequests).where(eq(abdmLinkRequests.linkRequestId, linkRequestId));
    return row;
  },

  async updateLinkRequest(
    db: DbOrTx,
    requestId: string,
    set: { status: string; detail?: string; linkRequestId?: string },
  ) {
    await db
      .update(abdmLinkRequests)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(abdmLinkRequests.requestId, requestId));
  },

  async latestLinkRequest(db: DbOrTx, patientId: string): Promise<LinkRequestRow | undefined> {
    const [row] = await db
      .select()
      .from(abdmLinkRequests)
      .where(eq(abdmLinkRequests.patientId, patientId))
      .orderBy(desc(abdmLinkRequests.createdAt))
      .limit(1);
    return row;
  },
};
