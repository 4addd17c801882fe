import type { Services } from '../app.ts';
import type { Actor } from '../kernel/actor.ts';
import type { ModuleDescriptor, SeedContext } from '../module-kit.ts';
import { MODULES } from '../modules.ts';
import { DEMO_ACCOUNTS, DEMO_DOCTOR_PROFILE, DEMO_LAB_PROFILES } from './demo-accounts.ts';
import { DEMO_RADIOLOGIST_PROFILE } from './demo-radiology.ts';

const SEED_ACTOR: Actor = { userId: null, name: 'Demo data', role: null, ip: null };

/**
 * Creates the demo accounts that do not exist yet, and with the first of them each module's demo
 * records (declared in its descriptor, run in the modules' order); running it again changes nothing.
 */
export async function seedDemo(services: Services, timeZone = 'Asia/Kolkata'): Promise<number> {
  const { staff, clinic } = services;
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (await staff.findByEmail(account.email)) continue;
    await staff.createAccount({
      name: account.name,
      email: account.email,
      password: account.password,
      roles: [account.role],
      ...(account.role === 'doctor' ? DEMO_DOCTOR_PROFILE : {}),
      ...(account.role === 'radiology' ? DEMO_RADIOLOGIST_PROFILE : {}),
      ...DEMO_LAB_PROFILES[account.email],
    });
    created += 1;
  }
  // Sample records are added once, with the first demo accounts, so a restart never repeats them.
  if (created > 0 && !(await clinic.get()).updatedAt) {
    const context: SeedContext = { services, actor: SEED_ACTOR, timeZone, made: { patients: [], catalogue: [] } };
    for (const module of MODULES as readonly ModuleDescriptor[]) await module.seed?.(context);
  }
  return created;
}
