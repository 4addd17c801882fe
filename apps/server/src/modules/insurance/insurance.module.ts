import { defineModule, routeSet } from '../../module-kit.ts';
import { claimDocumentsRoutes } from './claim-documents.routes.ts';
import { claimFileRoutes } from './claim-file.routes.ts';
import { claimsRoutes } from './claims.routes.ts';
import { insuranceRoutes } from './insurance.routes.ts';
import { receivablesRoutes } from './receivables.routes.ts';
import { seedInsuranceDemo } from './insurance.seed.ts';

/** Payers (insurers, TPAs, schemes, employers), patients' covers by them, and stays' cashless claims. */
export const insuranceModule = defineModule({
  name: 'insurance',
  routes: [
    routeSet(insuranceRoutes, (c) => ({ payers: c.services.payers, coverages: c.services.coverages })),
    routeSet(claimsRoutes, (c) => ({ claims: c.services.claims })),
    routeSet(claimDocumentsRoutes, (c) => ({ documents: c.services.claimDocuments })),
    routeSet(claimFileRoutes, (c) => ({ claimFile: c.services.claimFile })),
    routeSet(receivablesRoutes, (c) => ({ receivables: c.services.receivables })),
  ],
  seed: seedInsuranceDemo,
});
