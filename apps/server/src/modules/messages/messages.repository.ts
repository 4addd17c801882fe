import { and, asc, desc, eq, getTableColumns, inArray, lt, lte, sql } from 'drizzle-orm';
import type { MessageStatus } from '@clinic/shared/messages';
import type { Db, DbOrTx } from '../../db/client.ts';
import { patients } from '../patients/patients.table.ts';
import { patientMessages } from './messages.table.ts';

export type MessageRow = typeof patientMessages.$inferSelect;
export type MessageListRow = MessageRow & { patientName: string; mrn: string };
export const PAGE_SIZE = 50;

export const messagesRepository = {
  /** Queues a message once: a second event with the same key (a retried request) adds nothing. */
  async insert(tx: DbOrTx, values: typeof patientMessages.$inferInsert): Promise<void> {
    await tx.insert(patientMessages).values(values).onConflictDoNothing({ target: patientMessages.dedupeKey });
  },

  /**
   * Takes up to `limit` due messages for sending, marking them 'sending' so another instance's
   * sender skips them (SKIP LOCKED), oldest due first.
   */
  async claimDue(tx: DbOrTx, now: Date, limit: number): Promise<MessageRow[]> {
    const due = await tx
      .select({ id: patientMessages.id })
      .from(patientMessages)
      .where(and(eq(patientMessages.status, 'queued'), lte(patientMessages.nextAttemptAt, now)))
      .orderBy(asc(patientMessages.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(patientMessages)
      .set({ status: 'sending', attempts: sql`${patientMessages.attempts} + 1` })
      .where(
        inArray(
          patientMessages.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  },

  async settle(
    tx: DbOrTx,
    id: string,
    values: Partial<Pick<MessageRow, 'status' | 'nextAttemptAt' | 'lastError' | 'providerRef' | 'sentAt' | 'attempts'>>,
  ): Promise<void> {
    await tx.update(patientMessages).set(values).where(eq(patientMessages.id, id));
  },

  /** Messages a stopped server left 'sending' go back to the queue (they may go twice: at least once). */
  async requeueInterrupted(db: DbOrTx, startedBefore: Date): Promise<void> {
    await db
      .update(patientMessages)
      .set({ status: 'queued' })
      .where(and(eq(patientMessages.status, 'sending'), lt(patientMessages.nextAttemptAt, startedBefore)));
  },

  async find(tx: DbOrTx, id: string, lock = false): Promise<MessageRow | undefined> {
    const query = tx.select().from(patientMessages).where(eq(patientMessages.id, id));
    const [row] = await (lock ? query.for('update') : query);
    return row;
  },

  /** Newest first, keyset-paged on (created_at, id). */
  async list(
    db: Db,
    filter: { status?: MessageStatus; patientId?: string; afterId?: string },
  ): Promise<MessageListRow[]> {
    // The cursor is the last row's id; its own timestamp is compared in SQL, at full precision.
    const cursor = (column: typeof patientMessages.createdAt | typeof patientMessages.id) =>
      sql`(select ${column} from ${patientMessages} where ${patientMessages.id} = ${filter.afterId})`;
    return db
      .select({
        ...getTableColumns(patientMessages),
        patientName: sql<string>`${patients.givenName} || ' ' || ${patients.familyName}`,
        mrn: patients.mrn,
      })
      .from(patientMessages)
      .innerJoin(patients, eq(patients.id, patientMessages.patientId))
      .where(
        and(
          filter.status ? eq(patientMessages.status, filter.status) : undefined,
          filter.patientId ? eq(patientMessages.patientId, filter.patientId) : undefined,
          filter.afterId
            ? sql`(${patientMessages.createdAt}, ${patientMessages.id}) < (${cursor(patientMessages.createdAt)}, ${cursor(patientMessages.id)})`
            : undefined,
        ),
      )
      .orderBy(desc(patientMessages.createdAt), desc(patientMessages.id))
      .limit(PAGE_SIZE + 1);
  },
};
