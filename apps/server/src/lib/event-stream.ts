import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers with a stream that stays open (Server-Sent Events). */
    stream?: boolean;
  }
}

const HEARTBEAT_MS = 25_000;

/**
 * Answers with a Server-Sent Events stream: each message `subscribe` delivers is written as one
 * `data:` line of JSON. A comment every 25 s keeps proxies from closing an idle stream; the
 * subscription ends when the client goes away. The browser's EventSource reconnects by itself.
 */
export function streamEvents(
  request: FastifyRequest,
  reply: FastifyReply,
  subscribe: (send: (message: object) => void) => () => void,
): void {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-content-type-options': 'nosniff',
    'x-accel-buffering': 'no',
  });
  raw.write('retry: 2000\n\n');
  const unsubscribe = subscribe((message) => raw.write(`data: ${JSON.stringify(message)}\n\n`));
  const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  request.raw.on('close', () => {
    clearInterval(heartbeat);
    unsubscribe();
  });
}
