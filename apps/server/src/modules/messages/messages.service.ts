import type { MessageListQuery, MessageList, MessageTemplate, PatientMessage } from '@clinic/shared/messages';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ClinicService } from '../clinic/clinic.service.ts';
import type { PatientsService } from '../patients/patients.service.ts';
import { messagesRepository as repo, PAGE_SIZE, type MessageListRow, type MessageRow } from './messages.repository.ts';
import { SendError, type MessageProvider } from './provider.ts';
import { renderMessage } from './templates.ts';

/** Minutes to wait before each next try; after the last, the message is failed for the desk to see. */
export const BACKOFF_MINUTES = [1, 5, 15, 60, 240] as const;
const BATCH = 20;
/** The sender's name in the audit trail. */
const SENDER: Actor = { userId: null, name: 'Messages', role: null, ip: null };

/** What a module gives to tell a patient something: the event's natural key and the template's values. */
export type PatientNotice = {
  patientId: string;
  template: MessageTemplate;
  /** Unique per event (e.g. `appointment-booked:<id>`): the same key never queues twice. */
  key: string;
  values: Record<string, string>;
};
/** Queues a message in the caller's transaction if the patient agreed to messages; answers whether it did. */
export type TellPatient = (tx: DbOrTx, notice: PatientNotice) => Promise<boolean>;

function toMessage(row: MessageListRow): PatientMessage {
  return {
    _id: row.id,
    patientId: row.patientId,
    patientName: row.patientName,
    mrn: row.mrn,
    channel: row.channel as PatientMessage['channel'],
    language: row.language as PatientMessage['language'],
    template: row.template,
    recipient: row.recipient,
    body: row.body,
    status: row.status as PatientMessage['status'],
    attempts: row.attempts,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    lastError: row.lastError,
    providerRef: row.providerRef,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The outbox of messages to patients. Modules queue a message in the transaction of the event
 * (`tell`); the sender takes due messages, hands them to the provider and records each attempt
 * in the audit trail (template and channel only, never the text or the number), backing off on
 * failure. Nothing of a message is logged.
 */
export function createMessagesService(deps: {
  db: Db;
  audit: AuditService;
  patients: PatientsService;
  clinic: ClinicService;
  provider: MessageProvider;
}) {
  const { db, audit, provider } = deps;

  const tell: TellPatient = async (tx, notice) => {
    const contact = await deps.patients.contactIn(tx, notice.patientId);
    if (!contact?.channel) return false;
    const clinic = await deps.clinic.profileIn(tx);
    const body = renderMessage(notice.template, contact.language, {
      name: contact.givenName,
      clinic: clinic.name,
      ...notice.values,
    });
    await repo.insert(tx, {
      patientId: notice.patientId,
      channel: contact.channel,
      language: contact.language,
      template: notice.template,
      recipient: contact.phone,
      body,
      dedupeKey: notice.key,
    });
    return true;
  };

  async function settleFailure(row: MessageRow, error: unknown, now: Date): Promise<void> {
    const reason = error instanceof SendError ? error.message : 'The provider could not be used';
    const permanent = error instanceof SendError && error.permanent;
    const wait = BACKOFF_MINUTES[row.attempts - 1];
    const giveUp = permanent || wait === undefined;
    await db.transaction(async (tx) => {
      await repo.settle(tx, row.id, {
        status: giveUp ? 'failed' : 'queued',
        lastError: reason,
        nextAttemptAt: giveUp ? now : new Date(now.getTime() + (wait ?? 0) * 60_000),
      });
      await audit.record(tx, SENDER, {
        action: 'update',
        entityType: 'message',
        entityId: row.id,
        summary: `${row.channel.toUpperCase()} ${row.template} attempt ${row.attempts} failed: ${reason}${giveUp ? '; gave up' : `; next try in ${wait} min`}`,
      });
    });
  }

  async function findOrThrow(tx: DbOrTx, id: string): Promise<MessageRow> {
    const row = await repo.find(tx, id, true);
    if (!row) throw notFound(`Message with ID ${id} not found`);
    return row;
  }

  return {
    tell,
    provider: provider.name,

    /** Sends what is due now; answers how many were tried. The server calls it every few seconds. */
    async sendDue(now = new Date()): Promise<number> {
      const claimed = await db.transaction((tx) => repo.claimDue(tx, now, BATCH));
      for (const row of claimed) {
        try {
          const sent = await provider.send({
            id: row.id,
            channel: row.channel as 'sms' | 'whatsapp',
            to: row.recipient,
            body: row.body,
            template: row.template,
            language: row.language as 'en' | 'hi',
          });
          await db.transaction(async (tx) => {
            await repo.settle(tx, row.id, {
              status: 'sent',
              providerRef: sent.ref,
              sentAt: new Date(),
              lastError: null,
            });
            await audit.record(tx, SENDER, {
              action: 'update',
              entityType: 'message',
              entityId: row.id,
              summary: `${row.channel.toUpperCase()} ${row.template} ${sent.ref === 'outbox-only' ? 'kept in the outbox (no provider)' : `sent through ${provider.name}`}`,
            });
          });
        } catch (error) {
          await settleFailure(row, error, now);
        }
      }
      return claimed.length;
    },

    /** At start: messages a stopped server was sending go back to the queue. */
    recoverAtStart: (startedAt = new Date()) => repo.requeueInterrupted(db, startedAt),

    /** The outbox, newest first; each patient shown is recorded as viewed. */
    async list(query: MessageListQuery, actor: Actor): Promise<MessageList> {
      const rows = await repo.list(db, { status: query.status, patientId: query.patientId, afterId: query.cursor });
      const page = rows.slice(0, PAGE_SIZE);
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: page.map((r) => r.patientId),
        summary: 'Listed in the messages outbox',
      });
      return {
        data: page.map(toMessage),
        nextCursor: rows.length > PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
        provider: provider.name,
      };
    },

    /** Tries a failed (or still waiting) message again now. */
    async retry(id: string, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await findOrThrow(tx, id);
        if (row.status !== 'failed' && row.status !== 'queued')
          throw conflict(`This message is ${row.status}: only a failed or waiting message can be sent again`);
        await repo.settle(tx, id, { status: 'queued', nextAttemptAt: new Date(), attempts: 0 });
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'message',
          entityId: id,
          summary: `Asked to send ${row.template} again`,
        });
      });
    },

    /** Stops a message that has not gone out. */
    async cancel(id: string, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await findOrThrow(tx, id);
        if (row.status !== 'failed' && row.status !== 'queued')
          throw conflict(`This message is ${row.status}: only a failed or waiting message can be cancelled`);
        await repo.settle(tx, id, { status: 'cancelled' });
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'message',
          entityId: id,
          summary: `Cancelled ${row.template}`,
        });
      });
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
