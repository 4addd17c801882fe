import type { RoomDayRule } from '@clinic/shared/billing';
import type { ModuleDescriptor, SettingDeclaration } from './module-kit.ts';
import { MODULES } from './modules.ts';

/**
 * The values of the modules' settings as the services read them. The modules declare each one
 * (variable, rule, default, help); this type is written out because deriving it from MODULES
 * would make the services' type depend on itself (routes are typed by the services). A test
 * checks that it names exactly the declared settings.
 */
export type ModuleSettings = {
  mrnPrefix: string;
  discountApprovalPercent: number;
  roomDayRule: RoomDayRule;
  billBeforeService: boolean;
  otCleaningMinutes: number;
  anaesthesiaChargePercent: number;
  criticalEscalationMinutes: number;
  backupDir: string;
  queueSkipPlaces: number;
  queuePrioritiesFirst: boolean;
  walkInOverflowPerSession: number;
  messageProviderUrl: string;
  messageProviderToken: string;
  messageSenderId: string;
  messageReminderTime: string;
  claimExchangeUrl: string;
  claimExchangeToken: string;
  claimExchangeSenderCode: string;
  abdmHfrId: string | undefined;
  abdmGatewayUrl: string;
  abdmClientId: string;
  abdmClientSecret: string;
  abdmCmId: string;
};

/** The settings the modules declare, with the module that reads each (for the README and the config check). */
export const SETTINGS: (SettingDeclaration & { key: string; module: string })[] = (
  MODULES as readonly ModuleDescriptor[]
).flatMap((m) => Object.entries(m.settings ?? {}).map(([key, d]) => ({ ...d, key, module: m.name })));

/** Reads the modules' settings from the environment: the values, or one problem per bad variable. */
export function readModuleSettings(env: Record<string, string | undefined>): {
  settings: ModuleSettings;
  problems: string[];
} {
  const values: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const s of SETTINGS) {
    const parsed = s.schema.safeParse(env[s.env]);
    if (parsed.success) values[s.key] = parsed.data;
    else problems.push(...parsed.error.issues.map((issue) => `  ${s.env}: ${issue.message}`));
  }
  return { settings: values as ModuleSettings, problems };
}

/** Every module setting at its default, as an app built without a configuration (tests) runs. */
export const moduleSettingDefaults = (): ModuleSettings => readModuleSettings({}).settings;

/** The given values without the undefined ones, so they never override a default. */
export const definedOnly = <T extends object>(values: T): Partial<T> =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
