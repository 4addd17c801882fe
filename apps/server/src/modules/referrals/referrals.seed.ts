import type { SeedContext } from '../../module-kit.ts';
import { DEMO_REFERRALS } from '../../seed/demo-reception.ts';

/** The spec's sample referring doctors and hospitals. */
export async function seedReferralsDemo({ services, actor }: SeedContext): Promise<void> {
  for (const referral of DEMO_REFERRALS) await services.referrals.create(referral, actor);
}
