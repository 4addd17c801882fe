import { defineModule, routeSet } from '../../module-kit.ts';
import { insuranceRoutes } from './insurance.routes.ts';
import { seedInsuranceDemo } from './insurance.seed.ts';

/** Payers (insurers, TPAs, schemes, employers) and patients' covers by them. */
export const insuranceModule = defineModule({
  name: 'insurance',
  routes: [routeSet(insuranceRoutes, (c) => ({ payers: c.services.payers, coverages: c.services.coverages }))],
  seed: seedInsuranceDemo,
});
