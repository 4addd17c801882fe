import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers with a stream that stays open (Server-Sent Events). */
    stream?: boolean;
  }
}

const HEARTBEAT_MS = 25_000;
/** A browser reconnects this soon after a stream drops (network, server restart). */
const RECONNECT_MS = 2_000;
/** A stream closed for being over the cap waits this long before its browser tries again. */
const OVER_CAP_RECONNECT_MS = 60_000;
export const MAX_STREAMS_PER_SESSION = 5;

type OpenStream = { sessionId: string; userId: string; close: (reconnectMs?: number) => void };

/**
 * The open Server-Sent Events streams of this server, by session. A stream belongs to the session
 * that opened it and ends with it: sign-out, a password reset or change, deactivation (told at
 * once, from any instance through the live channels) and expiry (checked every `checkEveryMs`).
 * A session holds at most five; a sixth closes its oldest.
 */
export function createStreamRegistry(options: {
  /** Which of these sessions are still live. */
  liveSessionIds: (sessionIds: string[]) => Promise<Set<string>>;
  onError: (err: unknown) => void;
  checkEveryMs?: number;
}) {
  const streams: OpenStream[] = [];
  let timer: NodeJS.Timeout | undefined;

  const closeWhere = (match: (s: OpenStream) => boolean) => {
    for (const stream of streams.filter(match)) stream.close();
  };

  const checkExpiry = async () => {
    const ids = [...new Set(streams.map((s) => s.sessionId))];
    if (ids.length === 0) return;
    try {
      const live = await options.liveSessionIds(ids);
      closeWhere((s) => !live.has(s.sessionId));
    } catch (err) {
      // The database may be away for a moment; the next check decides.
      options.onError(err);
    }
  };

  const track = (stream: OpenStream) => {
    const ofSession = streams.filter((s) => s.sessionId === stream.sessionId);
    if (ofSession.length >= MAX_STREAMS_PER_SESSION) ofSession[0]?.close(OVER_CAP_RECONNECT_MS);
    streams.push(stream);
    if (!timer) {
      timer = setInterval(() => void checkExpiry(), options.checkEveryMs ?? 10_000);
      timer.unref();
    }
  };
  const untrack = (stream: OpenStream) => {
    const at = streams.indexOf(stream);
    if (at >= 0) streams.splice(at, 1);
    if (streams.length === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  return {
    /**
     * Answers with a Server-Sent Events stream: each message `subscribe` delivers is written as
     * one `data:` line of JSON. A comment every 25 s keeps proxies from closing an idle stream;
     * the subscription ends when the client goes away or the session ends. The browser's
     * EventSource reconnects by itself, and a reconnect without a live session is refused.
     */
    serve(
      request: FastifyRequest,
      reply: FastifyReply,
      subscribe: (send: (message: object) => void) => () => void,
      /** Who holds a stream opened without a session (a waiting-hall display: `display:<id>`). */
      owner?: { sessionId: string; userId: string },
    ): void {
      const principal =
        owner ??
        (request.principal ? { sessionId: request.principal.sessionId, userId: request.principal.user.id } : undefined);
      if (!principal) throw new Error('an event stream needs a signed-in session');
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-content-type-options': 'nosniff',
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: ${RECONNECT_MS}\n\n`);
      const unsubscribe = subscribe((message) => raw.write(`data: ${JSON.stringify(message)}\n\n`));
      const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
      let ended = false;
      const stream: OpenStream = {
        sessionId: principal.sessionId,
        userId: principal.userId,
        close: (reconnectMs) => {
          if (ended) return;
          if (reconnectMs) raw.write(`retry: ${reconnectMs}\n\n`);
          raw.end();
          cleanUp();
        },
      };
      const cleanUp = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        untrack(stream);
      };
      request.raw.on('close', cleanUp);
      track(stream);
    },

    endSession: (sessionId: string) => closeWhere((s) => s.sessionId === sessionId),
    endSessionsOfUser: (userId: string, keepSessionId: string) =>
      closeWhere((s) => s.userId === userId && s.sessionId !== keepSessionId),
    /** The expiry check, run now (tests; the timer runs it every few seconds). */
    checkExpiry,
    openCount: (sessionId?: string) => streams.filter((s) => !sessionId || s.sessionId === sessionId).length,
    closeAll: () => closeWhere(() => true),
  };
}

export type StreamRegistry = ReturnType<typeof createStreamRegistry>;
