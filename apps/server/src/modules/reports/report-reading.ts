import { addDays, clinicInstant, nextDay } from '../../lib/clinic-time.ts';

/** A stretch of clinic days [from, to] and the instants it spans, [start, end). */
export type Piece = { from: string; to: string; start: Date; end: Date };

/**
 * How a report reads its range. PostgreSQL serves many connections, so a report reads its whole
 * range in one statement per figure, all at once. The embedded database serves one statement at a
 * time, so a year's report read in one statement would keep every other user waiting for it: it
 * reads in pieces of `pieceDays` days, one statement after another, and another user's query waits
 * for one piece at most (decision 0030). `oneAtATime` sends several reads one after another even
 * when each reads its range whole.
 */
export function reportReading(timeZone: string, pieceDays: number | null, oneAtATime = pieceDays !== null) {
  const pieceOf = (from: string, to: string): Piece => ({
    from,
    to,
    start: clinicInstant(timeZone, from, '00:00'),
    end: clinicInstant(timeZone, nextDay(to), '00:00'),
  });
  const piecesOf = (from: string, to: string): Piece[] => {
    if (pieceDays === null) return [pieceOf(from, to)];
    const pieces: Piece[] = [];
    for (let day = from; day <= to; day = addDays(day, pieceDays)) {
      const last = addDays(day, pieceDays - 1);
      pieces.push(pieceOf(day, last < to ? last : to));
    }
    return pieces;
  };
  return {
    piecesOf,
    /** The rows of every piece of the range, read one piece after another. */
    async eachPiece<R>(from: string, to: string, read: (piece: Piece) => Promise<R[]>): Promise<R[]> {
      const rows: R[] = [];
      for (const piece of piecesOf(from, to)) rows.push(...(await read(piece)));
      return rows;
    },
    /** Several reads: at once on PostgreSQL, one after another on the embedded database. */
    async all<T extends readonly unknown[]>(reads: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
      if (!oneAtATime) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
      const results: unknown[] = [];
      for (const read of reads) results.push(await read());
      return results as unknown as T;
    },
  };
}

export type ReportReading = ReturnType<typeof reportReading>;

/**
 * Rows of pieces summed into one row per key: the text fields are the key, every number is added.
 * Only for rows whose numbers are counts and sums (never averages).
 */
export function sumByKey<R extends Record<string, unknown>>(rows: R[]): R[] {
  const merged = new Map<string, R>();
  for (const row of rows) {
    const key = JSON.stringify(Object.entries(row).filter(([, v]) => typeof v !== 'number'));
    const seen = merged.get(key);
    if (!seen) {
      merged.set(key, { ...row });
      continue;
    }
    const into = seen as Record<string, unknown>;
    for (const [k, v] of Object.entries(row)) if (typeof v === 'number') into[k] = (into[k] as number) + v;
  }
  return [...merged.values()];
}
