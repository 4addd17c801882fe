import type pg from 'pg';

const guarded = Symbol('begin guarded');

/**
 * Drizzle (0.45) sends `begin` before its try/finally, so a transaction whose connection has just
 * been lost (a database restart, a failover) never gives its client back: each such request would
 * shrink the pool by one until nothing is served. A client whose `begin` fails is released here,
 * as broken, and a second release of the same checkout is ignored.
 */
export function releaseClientsWhoseBeginFails(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  (pool as unknown as { connect: unknown }).connect = async (...args: unknown[]) => {
    if (args.length > 0) return (connect as (...a: unknown[]) => unknown)(...args);
    const client = await connect();
    const release = client.release.bind(client);
    let released = false;
    client.release = (err?: Error | boolean) => {
      if (released) return;
      released = true;
      release(err);
    };
    const marked = client as pg.PoolClient & { [guarded]?: boolean };
    if (!marked[guarded]) {
      marked[guarded] = true;
      const query = oneAtATime(client.query.bind(client));
      (client as unknown as { query: unknown }).query = (...a: unknown[]) => {
        const result = query(...a);
        const first = a[0] as string | { text?: string } | undefined;
        const text = typeof first === 'string' ? first : first?.text;
        if (!(result instanceof Promise) || !text || !/^\s*begin\b/i.test(text)) return result;
        return result.catch((err: unknown) => {
          client.release(err instanceof Error ? err : true);
          throw err;
        });
      };
    }
    return client;
  };
}

/**
 * A checked-out client's queries sent one after another. A transaction's reads are often asked
 * together (`Promise.all` on its one connection); pg queues them itself today, but calls a query
 * asked while another runs deprecated and refuses it from pg 9. Only promise-style calls wait
 * their turn; a call with a callback or a submittable goes straight through, as pg takes it.
 */
function oneAtATime(query: (...a: unknown[]) => unknown): (...a: unknown[]) => unknown {
  let last: Promise<unknown> = Promise.resolve();
  let waiting = 0;
  return (...a: unknown[]) => {
    const first = a[0] as { submit?: unknown } | undefined;
    if (typeof a.at(-1) === 'function' || typeof first?.submit === 'function') return query(...a);
    const run = () => query(...a) as Promise<unknown>;
    // An idle client runs the query at once, with no extra turn of the event loop.
    const result = waiting === 0 ? run() : last.then(run, run);
    waiting += 1;
    last = result.then(
      () => (waiting -= 1),
      () => (waiting -= 1),
    );
    return result;
  };
}
