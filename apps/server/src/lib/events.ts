import type { Db, Tx } from '../db/client.ts';

/** Every event a module publishes, with ids only: handlers read what they need, and no PHI travels. */
export type DomainEvents = {
  'encounter.saved': { encounterId: string; patientId: string };
  'order.placed': { area: 'lab' | 'radiology'; orderId: string; patientId: string };
  'dispense.requested': { encounterId: string; patientId: string; lines: number };
  /** A bed was taken, left, cleaned, blocked or added: the ward's live board redraws it. */
  'bed.changed': { wardId: string; bedId: string };
  /**
   * A critical value's alert changed: entered, approved or acknowledged. The doctor's, the ward's
   * and the administrator's alerts redraw, so none stays stale.
   */
  'lab.critical': { orderId: string };
  /** A doctor's OP queue moved (a token called, recalled, skipped, sent on or back): the queue and the waiting hall redraw. */
  'op-queue.changed': { doctorId: string; appointmentId: string };
  /** An early-warning alert was raised or acknowledged: the doctors' and the stay's alerts redraw. */
  'news2.alert': { admissionId: string };
  /** One session ended (sign-out): its open event streams close. */
  'session.ended': { sessionId: string };
  /**
   * Every session of a user ended (deactivation, password reset or change) but `keepSessionId`
   * ('' for none): their open event streams close.
   */
  'user.sessions_ended': { userId: string; keepSessionId: string };
};
export type EventName = keyof DomainEvents;
type Handler<E extends EventName> = (payload: DomainEvents[E]) => void | Promise<void>;
export type Publish = <E extends EventName>(name: E, payload: DomainEvents[E]) => void;

/**
 * One in-process dispatcher with typed events, for what must happen in another module after a
 * commit (a live board, a notification) without the modules calling each other. A handler's
 * failure is reported and never reaches the request that published the event. With several
 * instances, a handler forwards events through PostgreSQL LISTEN/NOTIFY (ARCHITECTURE.md).
 */
export function createEventBus(onError: (name: EventName, error: unknown) => void = () => undefined) {
  const handlers = new Map<EventName, Handler<never>[]>();

  const emit: Publish = (name, payload) => {
    for (const handler of handlers.get(name) ?? []) {
      Promise.resolve()
        .then(() => (handler as Handler<typeof name>)(payload))
        .catch((error: unknown) => onError(name, error));
    }
  };

  return {
    on<E extends EventName>(name: E, handler: Handler<E>): () => void {
      const list = handlers.get(name) ?? [];
      list.push(handler);
      handlers.set(name, list);
      return () =>
        handlers.set(
          name,
          (handlers.get(name) ?? []).filter((h) => h !== handler),
        );
    },
    emit,

    /**
     * Runs `work` in a transaction; the events it publishes go out only once the transaction has
     * committed, and not at all when it rolls back.
     */
    async inTransaction<T>(db: Db, work: (tx: Tx, publish: Publish) => Promise<T>): Promise<T> {
      const queued: [EventName, unknown][] = [];
      const result = await db.transaction((tx) => work(tx, (name, payload) => void queued.push([name, payload])));
      for (const [name, payload] of queued) emit(name, payload as never);
      return result;
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;
