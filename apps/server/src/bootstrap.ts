import type { Config } from './config.ts';
import { seedDemo, type DemoServices } from './seed/seed-demo.ts';

export class StartupError extends Error {}

/**
 * Makes sure someone can sign in. Demo mode seeds one account per role. Otherwise an empty
 * database gets its first clinicAdmin from ADMIN_EMAIL / ADMIN_PASSWORD, and the server refuses
 * to start without them, so a real clinic never runs on known passwords.
 */
export async function ensureAccounts(
  config: Config,
  services: DemoServices,
  log: (msg: string) => void,
): Promise<void> {
  const { staff } = services;
  if (config.demo) {
    const created = await seedDemo(services, config.timeZone);
    if (created > 0) log(`Demo data: created ${created} demo accounts and the demo clinic's sample records`);
    return;
  }
  if ((await staff.count()) > 0) return;
  if (!config.admin) {
    throw new StartupError(
      'The database has no staff accounts yet. Set ADMIN_EMAIL and ADMIN_PASSWORD (at least 10 characters) ' +
        'to create the first clinic administrator, or run `npm run demo` to try the app with demo data.',
    );
  }
  await staff.createAccount({ ...config.admin, roles: ['clinicAdmin'] });
  log(`Created the first clinic administrator: ${config.admin.email}`);
}
