import type { Services } from '../app.ts';
import type { Actor } from '../modules/audit/audit.service.ts';
import { DEMO_ACCOUNTS, DEMO_CLINIC } from './demo-accounts.ts';

const SEED_ACTOR: Actor = { userId: null, name: 'Demo data', role: null, ip: null };

/** Creates the demo accounts and clinic profile that do not exist yet; running it again changes nothing. */
export async function seedDemo({ staff, clinic }: Pick<Services, 'staff' | 'clinic'>): Promise<number> {
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (await staff.findByEmail(account.email)) continue;
    await staff.createAccount({
      name: account.name,
      email: account.email,
      password: account.password,
      roles: [account.role],
      speciality: account.role === 'doctor' ? 'General Medicine' : null,
    });
    created += 1;
  }
  if (created > 0 && !(await clinic.get()).updatedAt) await clinic.update(DEMO_CLINIC, SEED_ACTOR);
  return created;
}
