import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client.ts';

export const MIGRATIONS_FOLDER = join(import.meta.dirname, 'migrations');

/** The database could not be brought up to this version of the code; it was left as it was. */
export class MigrationError extends Error {}

/** The statement Drizzle names in "Failed query: …", and the innermost cause's words. */
function describeFailure(err: unknown): { statement?: string; reason: string } {
  let reason = err instanceof Error ? err.message : String(err);
  for (let e = (err as { cause?: unknown }).cause; e; e = (e as { cause?: unknown }).cause)
    if (e instanceof Error) reason = e.message;
  const failed = err instanceof Error ? /^Failed query: ([\s\S]*?)\nparams:/.exec(err.message) : null;
  return { statement: failed?.[1]?.trim(), reason };
}

/** The migration file that holds the statement, so the message can name it. */
function migrationHolding(folder: string, statement: string | undefined): string | undefined {
  if (!statement) return undefined;
  return readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .find((name) => readFileSync(join(folder, name), 'utf8').includes(statement));
}

/**
 * Applies the committed SQL migrations; safe to run at every start. Drizzle applies all pending
 * ones in one transaction, so one that fails leaves the database exactly as it was; the error
 * then names the migration and the reason, for whoever is upgrading.
 */
export async function migrateDatabase(db: Db, folder = MIGRATIONS_FOLDER): Promise<void> {
  try {
    await migrate(db, { migrationsFolder: folder });
  } catch (err) {
    const { statement, reason } = describeFailure(err);
    const file = migrationHolding(folder, statement);
    throw new MigrationError(
      `The database could not be upgraded to this version${file ? ` (migration ${file})` : ''}: ${reason}. ` +
        'Nothing was changed: the database is as it was. Run the previous version, or restore a backup and report this.',
      { cause: err },
    );
  }
}
