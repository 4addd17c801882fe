import type { Db } from './db/client.ts';
import type { EventName } from './lib/events.ts';
import type { MessageProvider } from './modules/messages/provider.ts';
import type { ModuleSettings } from './settings.ts';

/** What the composition root takes besides the database: the modules' settings and a few hooks. */
export type ServiceSettings = Partial<ModuleSettings> & {
  timeZone?: string;
  /** A read replica for patient searches (DATABASE_READ_URL); the primary when absent. */
  readDb?: Db;
  /** Where read audits commit without waiting for the disk (Database.asyncCommitDb). */
  asyncCommitDb?: Db;
  sessionIdleMinutes?: number;
  /** How long a checked session is taken as checked (decision 0035); 0 checks every request. */
  sessionCacheMs?: number;
  onEventError?: (name: EventName, error: unknown) => void;
  /** Work that runs after its request has been answered failed (it is also recorded on its row). */
  onBackgroundError?: (what: string, error: unknown) => void;
  /** Where messages to patients go (tests give a fake); by default from the MESSAGE_PROVIDER_* settings. */
  messageProvider?: MessageProvider;
};
