type ErrorLike = Error & {
  code?: unknown;
  statusCode?: unknown;
  cause?: unknown;
  constraint?: unknown;
};

/** A PostgreSQL error: its message and detail may quote the values that failed ("…: "Ramesh""). */
const isDatabaseError = (e: ErrorLike) => typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code);

function databaseError(e: ErrorLike) {
  return { type: e.name, code: e.code, constraint: e.constraint };
}

/**
 * A failed query's text as Drizzle reports it ("Failed query: … params: …") keeps its SQL but
 * loses the parameter values, which carry patient data (names, phones, national IDs).
 */
function withoutParams(message: string): string {
  return message.split(/\n?params:/)[0] ?? '';
}

/**
 * What the log keeps of an error: its kind, code and stack, and a message without query
 * parameters. Of a database error only the SQLSTATE code and constraint: its message and
 * `detail` ("Key (phone)=(98…) already exists") can quote patient data.
 */
export function safeError(err: Error): { type: string; message: string; stack: string; [key: string]: unknown } {
  const e = err as ErrorLike;
  if (isDatabaseError(e)) return { ...databaseError(e), message: `database error ${String(e.code)}`, stack: '' };
  const cause = e.cause as ErrorLike | undefined;
  return {
    type: e.name,
    code: e.code,
    statusCode: e.statusCode,
    message: withoutParams(e.message ?? ''),
    stack: withoutParams(e.stack ?? ''),
    cause: cause ? (isDatabaseError(cause) ? databaseError(cause) : { type: cause.name, code: cause.code }) : undefined,
  };
}

/** Paths whose segment is a secret: a waiting-hall display's key opens its board to anyone holding it. */
const SECRET_SEGMENTS = [/^(\/api\/display\/)[^/]+/];

function withoutSecrets(path: string): string {
  return SECRET_SEGMENTS.reduce((p, pattern) => p.replace(pattern, '$1…'), path);
}

/**
 * The access log's view of a request: method, path and route, never the query string (patient
 * search sends names there) nor the body.
 */
export function safeRequest(request: { method?: string; url?: string; ip?: string; routeOptions?: { url?: string } }): {
  method?: string;
  url?: string;
  route?: string;
  remoteAddress?: string;
} {
  return {
    method: request.method,
    url: withoutSecrets((request.url ?? '').split('?')[0] ?? ''),
    route: request.routeOptions?.url,
    remoteAddress: request.ip,
  };
}
