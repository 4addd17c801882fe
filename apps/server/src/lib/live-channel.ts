import type pg from 'pg';
import type { Database } from '../db/client.ts';

export type LiveMessage = Record<string, string>;
export type LiveChannel = {
  /** Sends to every subscriber of every instance (after the caller's commit). */
  publish: (message: LiveMessage) => Promise<void>;
  subscribe: (listener: (message: LiveMessage) => void) => () => void;
  close: () => Promise<void>;
};

const RECONNECT_MS = 1_000;

/**
 * One named channel of live updates for screens (the bed board, later queues). On PostgreSQL a
 * message travels through NOTIFY and every instance LISTENs on a connection of its own, so a
 * change made through one instance reaches screens served by another. The embedded database
 * runs in one process, so there the message goes straight to this process's subscribers.
 * Messages carry ids only, never patient data.
 */
export function createLiveChannel(database: Database, channel: string, onError: (e: unknown) => void): LiveChannel {
  const listeners = new Set<(message: LiveMessage) => void>();
  const deliver = (message: LiveMessage) => {
    for (const listener of listeners) listener(message);
  };
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);

  if (database.kind !== 'postgres') {
    return {
      publish: async (message) => deliver(message),
      subscribe: (listener) => (listeners.add(listener), () => void listeners.delete(listener)),
      close: async () => listeners.clear(),
    };
  }

  let client: pg.PoolClient | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const released = new WeakSet<pg.PoolClient>();
  const drop = (c: pg.PoolClient) => {
    if (released.has(c)) return;
    released.add(c);
    if (client === c) client = undefined;
    c.release(true);
  };
  const listen = async () => {
    try {
      const c = await database.pool.connect();
      c.on('notification', (n) => {
        if (n.channel !== channel || !n.payload) return;
        try {
          deliver(JSON.parse(n.payload) as LiveMessage);
        } catch (error) {
          onError(error);
        }
      });
      // A lost listening connection is replaced; screens re-read on reconnect anyway.
      c.on('error', (error) => {
        onError(error);
        drop(c);
        if (!closed) timer = setTimeout(() => void listen(), RECONNECT_MS);
      });
      await c.query(`listen ${channel}`);
      if (closed) return drop(c);
      client = c;
    } catch (error) {
      onError(error);
      if (!closed) timer = setTimeout(() => void listen(), RECONNECT_MS);
    }
  };
  const ready = listen();

  return {
    publish: async (message) => {
      await database.pool.query('select pg_notify($1, $2)', [channel, JSON.stringify(message)]);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await ready;
      listeners.clear();
      if (client) drop(client);
    },
  };
}
