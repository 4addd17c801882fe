import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** The demo desks the simulated staff sign in as (the demo seed's accounts). */
export type DeskName = 'reception' | 'doctor' | 'nurse' | 'billing' | 'pharmacy' | 'lab' | 'lab2' | 'clinicAdmin';
export type Desks = Record<DeskName, string>;

export type Reply = { status: number; body: unknown };

/** One request's outcome, kept by the runner per kind. */
export type Sample = { kind: string; write: boolean; ms: number; status: number };

/**
 * A keep-alive HTTP client onto the server that records every request's latency under the kind
 * the caller names. A reply of 400 or more counts as an error unless the caller expected it.
 */
export function createMixClient(baseUrl: string, concurrency: number) {
  const { hostname, port } = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const samples: Sample[] = [];
  const errors = new Map<string, number>();
  let recording = false;

  function send(method: string, path: string, token: string, body?: unknown, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; text: string; ms: number }>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const started = performance.now();
      const req = http.request(
        {
          hostname,
          port,
          path,
          method,
          agent,
          headers: {
            authorization: `Bearer ${token}`,
            ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              text: Buffer.concat(chunks).toString('utf8'),
              ms: performance.now() - started,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  return {
    /**
     * Sends one request and records it under `kind`. The reply body is parsed when it is JSON.
     * `expect` lists statuses that are a correct answer for this request (for example 409 for a
     * slot another desk took first); any other status of 400 or more is counted as an error.
     */
    async call(
      kind: string,
      token: string,
      method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      path: string,
      options: { body?: unknown; headers?: Record<string, string>; expect?: number[] } = {},
    ): Promise<Reply> {
      const { status, text, ms } = await send(method, path, token, options.body, options.headers);
      if (recording) {
        samples.push({ kind, write: method !== 'GET', ms, status });
        if (status >= 400 && !options.expect?.includes(status)) {
          errors.set(`${kind} ${status}`, (errors.get(`${kind} ${status}`) ?? 0) + 1);
          if ((errors.get(`${kind} ${status}`) ?? 0) <= 3) console.warn(`  ${kind}: ${status} ${text.slice(0, 300)}`);
        }
      }
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : undefined;
      } catch {
        // Not JSON (a PDF, a CSV): the text is the body.
      }
      return { status, body: parsed };
    },
    startRecording: () => (recording = true),
    stopRecording: () => (recording = false),
    samples,
    errors,
    close: () => agent.destroy(),
  };
}

export type MixClient = ReturnType<typeof createMixClient>;

/** What a simulated staff member can do: one step of a day's work, drawn by its share. */
export type MixAction = {
  kind: string;
  /** Relative weight of this action in the mix. */
  share: number;
  run: (client: MixClient, desks: Desks) => Promise<void>;
};
