import { seedReferralsDemo } from './referrals.seed.ts';
import { defineModule, routeSet } from '../../module-kit.ts';
import { referralsRoutes } from './referrals.routes.ts';

/** Referring doctors, hospitals and clinics. */
export const referralsModule = defineModule({
  name: 'referrals',
  routes: [routeSet(referralsRoutes, (c) => ({ referrals: c.services.referrals }))],
  seed: seedReferralsDemo,
});
