import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseFromPool, type Database } from '../db/client.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { createTestDatabase } from '../test/test-database.ts';

/**
 * A TCP hop between the app and PostgreSQL that can "restart" the database as the app sees it:
 * every connection dropped at once and new ones refused for a while, then served again. It does
 * to this app's connections what a restart or failover does, without stopping the PostgreSQL
 * the rest of the suite is using.
 */
function restartableHop(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('error', drop);
          socket.on('close', drop);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server?.address() as AddressInfo).port;
        resolve();
      });
    });
  const stop = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server?.close(resolve));
  };
  return {
    listen,
    port: () => port,
    /** Down for `downMs`, as PostgreSQL is while it restarts. */
    restart: async (downMs: number) => {
      await stop();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      await listen();
    },
    stop,
  };
}

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('PostgreSQL restarting under load', () => {
  let direct: Database;
  let hop: ReturnType<typeof restartableHop>;
  let t: TestApp;

  beforeAll(async () => {
    direct = await createTestDatabase();
    const connectionString = (direct.pool.options as pg.PoolConfig).connectionString ?? '';
    const target = new URL(connectionString);
    hop = restartableHop({ host: target.hostname, port: Number(target.port || 5432) });
    await hop.listen();
    target.hostname = '127.0.0.1';
    target.port = String(hop.port());
    const pool = new pg.Pool({ connectionString: target.toString(), max: 6 });
    const viaHop = databaseFromPool(
      pool,
      'postgres',
      () => pool.end(),
      () => undefined,
    );
    t = await buildTestApp({ database: viaHop });
  });
  afterAll(async () => {
    await t.close();
    await hop.stop();
    await direct.close();
  });

  it('answers 503 while it is down, then serves again without a restart of its own, losing no acknowledged write', async () => {
    const acknowledged: string[] = [];
    const refusals = new Set<number>();
    let stopped = false;
    let n = 0;
    const writer = async () => {
      while (!stopped) {
        n += 1;
        const res = await t.injectAs(['reception'], {
          method: 'POST',
          url: '/api/patients?allowDuplicate=true',
          payload: {
            givenName: `Restart${n}`,
            familyName: 'Iyer',
            age: 52,
            gender: 'Male',
            phone: `8${String(100_000_000 + n).slice(-9)}`,
            address: 'Adyar, Chennai',
          },
        });
        if (res.statusCode === 201) acknowledged.push(res.json<{ _id: string }>()._id);
        else {
          refusals.add(res.statusCode);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    };
    const writers = [writer(), writer(), writer()];
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await hop.restart(2_000);
    const atRestart = acknowledged.length;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    stopped = true;
    await Promise.all(writers);

    // Every connection is back in the pool but the one the live channels LISTEN on: none leaked.
    const pool = t.database.pool;
    expect(pool.totalCount - pool.idleCount, 'connections still checked out').toBe(1);
    expect(atRestart).toBeGreaterThan(5);
    expect(acknowledged.length, 'writes after PostgreSQL came back').toBeGreaterThan(atRestart + 5);
    expect([...refusals]).toEqual([503]);
    const found = await direct.pool.query<{ n: number }>(
      'select count(*)::int as n from patients where id = any($1::uuid[])',
      [acknowledged],
    );
    expect(found.rows[0]?.n).toBe(acknowledged.length);
  }, 60_000);
});
