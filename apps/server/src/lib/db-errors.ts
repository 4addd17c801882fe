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
