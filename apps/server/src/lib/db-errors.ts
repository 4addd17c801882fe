/** The SQLSTATE and constraint of a database error, looked for through the causes Drizzle wraps it in. */
export function databaseError(error: unknown): { code?: string; constraint?: string } {
  for (
    let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code))
      return { code: e.code, constraint: typeof e.constraint === 'string' ? e.constraint : undefined };
    e = e.cause as typeof e;
  }
  return {};
}

/** Whether the error is a unique violation, of the named constraint when one is given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = databaseError(error);
  return e.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

// SQLSTATE class 08 (connection exception); 57P01-57P03 (the server shut down or is starting).
const UNAVAILABLE_STATES = /^(08[0-9A-Z]{3}|57P0[123])$/;
// pg's words for a connection that broke: ended by the server, refused, or used again after it broke.
const LOST_CONNECTION = /Connection terminated|connect ECONNREFUSED|not queryable/;
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ENOENT', 'ETIMEDOUT']);

/**
 * Whether the database could not be reached or ended the connection (a restart, a failover, a
 * terminated backend): nothing was written, and the same request may succeed in a moment.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (UNAVAILABLE_STATES.test(databaseError(error).code ?? '')) return true;
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth++
  ) {
    if (typeof e.code === 'string' && UNAVAILABLE_NODE_CODES.has(e.code)) return true;
    if (typeof e.message === 'string' && LOST_CONNECTION.test(e.message)) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Whether the database could not write because its disk is full (SQLSTATE 53100). */
export function isDiskFull(error: unknown): boolean {
  return databaseError(error).code === '53100';
}
