import { performance } from 'node:perf_hooks';
import type { Principal } from '../../kernel/principal.ts';

/** How long a session, once checked against the database, is taken as checked (decision 0035). */
export const SESSION_CACHE_MS = 2_000;
/** Beyond this many sessions held, the expired ones are swept before another is kept. */
const KEPT = 10_000;

type Entry = { principal: Principal; userId: string; until: number };

/**
 * The sessions this process checked in the last moments, by token hash. A screen's requests come
 * in bursts (a page asks for three to six things at once), and each used to read its session
 * from the database: one statement in two of an MRN lookup. Entries live `ttlMs` at most; a
 * sign-out, a password change, a deactivation or a change of roles drops them at once in this
 * process and, through the live channels, in the others (there within the channel's delay, and
 * never later than `ttlMs`).
 */
export function createSessionCache(ttlMs: number, now: () => number = () => performance.now()) {
  const entries = new Map<string, Entry>();
  // Bumped by every forget: a check that read the database before a sign-out finished must not
  // keep what it read after the sign-out dropped it.
  let generation = 0;

  const sweep = () => {
    const t = now();
    for (const [key, entry] of entries) if (entry.until <= t) entries.delete(key);
    // Still full of live sessions: start again rather than grow without bound.
    if (entries.size >= KEPT) entries.clear();
  };

  return {
    get(tokenHash: string): Principal | undefined {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (entry.until > now()) return entry.principal;
      entries.delete(tokenHash);
      return undefined;
    },

    /** Where forgetting stands; pass it back to `keep` with what was read after it. */
    get generation(): number {
      return generation;
    },

    keep(tokenHash: string, principal: Principal, readAt: number): void {
      if (ttlMs <= 0 || readAt !== generation) return;
      if (entries.size >= KEPT) sweep();
      entries.set(tokenHash, { principal, userId: principal.user.id, until: now() + ttlMs });
    },

    /** Drops one session (signed out). */
    forgetSession(sessionId: string): void {
      generation += 1;
      for (const [key, entry] of entries) if (entry.principal.sessionId === sessionId) entries.delete(key);
    },

    /** Drops every session of a user (their sessions ended, or their roles changed), or of everyone. */
    forgetUser(userId: string | null): void {
      generation += 1;
      if (userId === null) return entries.clear();
      for (const [key, entry] of entries) if (entry.userId === userId) entries.delete(key);
    },

    get size(): number {
      return entries.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
