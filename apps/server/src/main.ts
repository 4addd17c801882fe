import { buildApp, createServices } from './app.ts';
import { ensureAccounts, StartupError } from './bootstrap.ts';
import { loadConfig, type Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { MigrationError, migrateDatabase } from './db/migrate.ts';
import { answerBackupRequest } from './ops/backup.ts';
import { pruneIdempotencyKeys } from './plugins/idempotency.ts';
import { isProcessPrimary, runServerProcesses } from './server-processes.ts';

/** Opens the database, migrates it and makes sure someone can sign in; the caller closes it. */
async function openPrepared(config: Config): Promise<Database> {
  let database: Database | undefined;
  try {
    database = await openDatabase(config);
    await migrateDatabase(database.db);
    await ensureAccounts(config, createServices(database.db, config), (msg) => console.log(msg));
    return database;
  } catch (err) {
    await database?.close();
    throw err;
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (isProcessPrimary(config)) {
    await runServerProcesses(config, async () => (await openPrepared(config)).close());
    return;
  }
  const database = await openPrepared(config);

  const app = await buildApp({
    database,
    sessionIdleMinutes: config.sessionIdleMinutes,
    demo: config.demo,
    webDistDir: config.webDistDir,
    storage: config.databaseUrl ? 'the PostgreSQL server' : config.dataDir,
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    timeZone: config.timeZone,
    settings: config.settings,
    scheduledWork: true,
  });

  // Idempotency keys matter for the minutes a retry takes; a day's are kept, older ones pruned.
  const prune = () =>
    void pruneIdempotencyKeys(database.db).catch((err: unknown) => app.log.warn({ err }, 'prune failed'));
  prune();
  setInterval(prune, 60 * 60 * 1000).unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  // `npm run backup` while this server holds the embedded database (ops/backup.ts).
  process.on('SIGUSR2', () => {
    void answerBackupRequest(database, config.dataDir).then(
      (result) => result && app.log.info({ ok: result.ok }, 'backup requested by npm run backup'),
      (err: unknown) => app.log.error({ err }, 'backup request failed'),
    );
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(
    `Clinic app ready at http://${shownHost}:${config.port}  (database: ${where}${config.demo ? ', demo data' : ''})`,
  );
}

main().catch((err: unknown) => {
  console.error(
    err instanceof StartupError ||
      err instanceof MigrationError ||
      (err instanceof Error && err.message.startsWith('Invalid configuration'))
      ? err.message
      : err,
  );
  process.exit(1);
});
