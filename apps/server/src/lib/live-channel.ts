import type pg from 'pg';
import type { Database } from '../db/client.ts';

export type LiveMessage = Record<string, string>;
export type LiveChannel = {
  /** Sends to every subscriber of every instance (after the caller's commit). */
  publish: (message: LiveMessage) => Promise<void>;
  subscribe: (listener: (message: LiveMessage) => void) => () => void;
};

const RECONNECT_MS = 1_000;

/**
 * The named channels of live updates for screens (the bed board, critical alerts, sessions that
 * end). On PostgreSQL a message travels through NOTIFY and every instance LISTENs to all its
 * channels on one connection of its own, so a change made through one instance reaches screens
 * served by another while the rest of the pool serves requests. The embedded database runs in
 * one process, so there a message goes straight to this process's subscribers. Messages carry
 * ids only, never patient data.
 */
export function createLiveChannels(database: Database, names: string[], onError: (e: unknown) => void) {
  const listeners = new Map<string, Set<(message: LiveMessage) => void>>();
  for (const name of names) {
    if (!/^[a-z_]+$/.test(name)) throw new Error(`bad channel name ${name}`);
    listeners.set(name, new Set());
  }
  const deliver = (name: string, message: LiveMessage) => {
    for (const listener of listeners.get(name) ?? []) listener(message);
  };
  const postgres = database.kind === 'postgres';

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
        if (!listeners.has(n.channel) || !n.payload) return;
        try {
          deliver(n.channel, JSON.parse(n.payload) as LiveMessage);
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
      for (const name of listeners.keys()) await c.query(`listen ${name}`);
      if (closed) return drop(c);
      client = c;
    } catch (error) {
      onError(error);
      if (!closed) timer = setTimeout(() => void listen(), RECONNECT_MS);
    }
  };
  const ready = postgres && names.length > 0 ? listen() : Promise.resolve();

  return {
    channel(name: string): LiveChannel {
      const subscribers = listeners.get(name);
      if (!subscribers) throw new Error(`No live channel ${name}`);
      return {
        publish: async (message) => {
          if (!postgres) return deliver(name, message);
          await database.pool.query('select pg_notify($1, $2)', [name, JSON.stringify(message)]);
        },
        subscribe: (listener) => {
          subscribers.add(listener);
          return () => void subscribers.delete(listener);
        },
      };
    },
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await ready;
      for (const set of listeners.values()) set.clear();
      if (client) drop(client);
    },
  };
}
