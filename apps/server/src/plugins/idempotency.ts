import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { idempotentRequests } from '../db/idempotency.table.ts';
import { AppError, badRequest, conflict } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route creates a record or moves money: an `Idempotency-Key` makes a retry safe. */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotencyClaim?: { userId: string; key: string };
  }
}

export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different request';
const KEY = /^[A-Za-z0-9_-]{8,100}$/;

const hashOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(
      `${request.method} ${request.routeOptions.url ?? ''} ${JSON.stringify(request.params ?? {})} ${JSON.stringify(request.body ?? null)}`,
    )
    .digest('hex');

/**
 * The request's `Idempotency-Key`, checked, as the key of the record it makes: the client's key
 * belongs to the user who sent it, so another user's request with the same key makes its own
 * record and never gets the first user's. Undefined when it sent none.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !KEY.test(key))
    throw badRequest('Idempotency-Key must be 8 to 100 letters, digits, - or _');
  const user = request.principal?.user.id ?? 'anonymous';
  return `k-${createHash('sha256').update(`${user}:${key}`).digest('hex').slice(0, 48)}`;
}

/**
 * Retry safety for the routes that ask for it (`config: { idempotent: true }`). A request with an
 * `Idempotency-Key` header claims the key before the handler runs; a second request with the
 * same key and body gets the first reply (replayed, `idempotent-replayed: true`), the same key
 * with another body 422, and one arriving while the first is still running 409. A failed first
 * request releases its key, so the retry runs; so does a claim left by a server that stopped
 * mid-request. Requests without the header run as usual.
 */
export function registerIdempotency(app: FastifyInstance, db: Db): void {
  // This server's claims; a claim by any other id was left by a process that stopped mid-request.
  const processId = randomUUID();

  /**
   * Takes over an unfinished claim its own request can no longer finish: left by a stopped
   * process, or by this one over ten minutes ago (its release failed while the database was
   * away). Nothing of that request was committed with a reply, so the retry runs afresh.
   */
  const takeOver = async (where: ReturnType<typeof and>) => {
    const taken = await db
      .update(idempotentRequests)
      .set({ claimedBy: processId, createdAt: sql`now()` })
      .where(
        and(
          where,
          isNull(idempotentRequests.statusCode),
          or(
            sql`${idempotentRequests.claimedBy} <> ${processId}`,
            sql`${idempotentRequests.createdAt} < now() - interval '10 minutes'`,
          ),
        ),
      )
      .returning({ key: idempotentRequests.key });
    return taken.length > 0;
  };

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const key = idempotencyKeyOf(request);
    if (key === undefined) return;
    const userId = request.principal?.user.id;
    if (!userId) return;
    const requestHash = hashOf(request);
    const route = request.routeOptions.url ?? '';
    const claimed = await db
      .insert(idempotentRequests)
      .values({ userId, key, route, requestHash, claimedBy: processId })
      .onConflictDoNothing()
      .returning({ key: idempotentRequests.key });
    if (claimed.length > 0) {
      request.idempotencyClaim = { userId, key };
      return;
    }
    const mine = and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key));
    const [earlier] = await db.select().from(idempotentRequests).where(mine);
    if (!earlier) throw conflict('The same request is being handled; try again in a moment');
    if (earlier.requestHash !== requestHash || earlier.route !== route)
      throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED);
    if (earlier.statusCode === null) {
      if (await takeOver(mine)) {
        request.idempotencyClaim = { userId, key };
        return;
      }
      throw conflict('The same request is being handled; try again in a moment');
    }
    return replay(reply, earlier.statusCode, earlier.response);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = undefined;
    const where = and(eq(idempotentRequests.userId, claim.userId), eq(idempotentRequests.key, claim.key));
    try {
      if (reply.statusCode >= 200 && reply.statusCode < 300) {
        const response = typeof payload === 'string' && payload !== '' ? (JSON.parse(payload) as unknown) : null;
        await db.update(idempotentRequests).set({ statusCode: reply.statusCode, response }).where(where);
      } else {
        await db.delete(idempotentRequests).where(where);
      }
    } catch (err) {
      // The reply stands (a record made is made); the claim is left unfinished and a retry takes
      // it over after ten minutes.
      request.log.warn({ err }, 'could not record the idempotent reply');
    }
    return payload;
  });
}

function replay(reply: FastifyReply, statusCode: number, response: unknown) {
  return reply.status(statusCode).header('idempotent-replayed', 'true').send(response);
}

/** Keys older than a day are kept no longer than that: a retry comes within minutes. */
export const pruneIdempotencyKeys = (db: Db) =>
  db.delete(idempotentRequests).where(sql`${idempotentRequests.createdAt} < now() - interval '1 day'`);
