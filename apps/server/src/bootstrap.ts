import type { Config } from './config.ts';
import { verifyPassword } from './lib/password.ts';
import { passwordProblem } from './lib/password-strength.ts';
import { DEMO_ACCOUNTS } from './seed/demo-accounts.ts';
import type { Services } from './services.ts';
import { seedDemo } from './seed/seed-demo.ts';

export class StartupError extends Error {}

/**
 * Makes sure someone can sign in. Demo mode seeds one account per role. Otherwise an empty
 * database gets its first clinicAdmin from ADMIN_EMAIL / ADMIN_PASSWORD, and the server refuses
 * to start without them, so a real clinic never runs on known passwords.
 */
export async function ensureAccounts(config: Config, services: Services, log: (msg: string) => void): Promise<void> {
  const { staff } = services;
  if (config.demo) {
    const created = await seedDemo(services, config.timeZone);
    if (created > 0) log(`Demo data: created ${created} demo accounts and the demo clinic's sample records`);
    return;
  }
  const disabled = await disablePublicDemoAccounts(services);
  if (disabled.length > 0)
    log(
      `Disabled ${disabled.length} demo accounts whose passwords are public (${disabled.join(', ')}): ` +
        'this database was started with demo data and is now running without it. ' +
        'A clinic administrator can re-enable them under Settings → Staff after resetting their passwords.',
    );
  if ((await staff.activeAdminCount()) > 0) return;
  if (!config.admin) {
    throw new StartupError(
      (await staff.count()) > 0
        ? 'No clinic administrator can sign in (the demo accounts were disabled because their passwords are public). ' +
            'Set ADMIN_EMAIL and ADMIN_PASSWORD (at least 10 characters) to create one, or run `npm run demo`.'
        : 'The database has no staff accounts yet. Set ADMIN_EMAIL and ADMIN_PASSWORD (at least 10 characters) ' +
            'to create the first clinic administrator, or run `npm run demo` to try the app with demo data.',
    );
  }
  if (await staff.findByEmail(config.admin.email))
    throw new StartupError(
      `ADMIN_EMAIL ${config.admin.email} belongs to an account that is not an active clinic administrator; choose another email.`,
    );
  const weak = passwordProblem(config.admin.password, [config.admin.name, config.admin.email]);
  if (weak) throw new StartupError(`ADMIN_PASSWORD: ${weak}`);
  await staff.createAccount({ ...config.admin, roles: ['clinicAdmin'] });
  log(`Created the first clinic administrator: ${config.admin.email}`);
}

/**
 * The demo accounts still active with their published passwords, disabled: started without
 * demo data, a database must not accept passwords printed on the sign-in page and in the README.
 */
async function disablePublicDemoAccounts(services: Services): Promise<string[]> {
  const disabled: string[] = [];
  for (const demo of DEMO_ACCOUNTS) {
    const account = await services.staff.findByEmail(demo.email);
    if (!account?.isActive || !(await verifyPassword(account.passwordHash, demo.password))) continue;
    await services.staff.disableForSecurity(account.id, 'demo account with a public password, started without demo');
    disabled.push(demo.email);
  }
  return disabled;
}
