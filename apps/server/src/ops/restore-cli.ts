/**
 * `npm run restore -- FILE`: restores a backup made by `npm run backup` into an empty DATA_DIR
 * (or an empty DATABASE_URL database), after checking its checksum and schema version. Start the
 * server afterwards: it applies any newer migrations.
 */
import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { restoreBackup } from './restore.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- FILE   (a backup written by npm run backup)');
  process.exit(2);
}
const config = loadConfig(process.env, []);
const started = Date.now();
try {
  const manifest = await restoreBackup(resolve(file), config);
  const where = config.databaseUrl ? 'the database at DATABASE_URL' : config.dataDir;
  console.log(
    `Restored ${manifest.file} (taken ${manifest.createdAt}, schema ${manifest.schemaVersion}) into ${where} ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s. Start the server to use it.`,
  );
} catch (err) {
  console.error(`Restore failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
