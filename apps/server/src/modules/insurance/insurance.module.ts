import { z } from 'zod';
import { defineModule, routeSet, setting } from '../../module-kit.ts';
import { claimDocumentsRoutes } from './claim-documents.routes.ts';
import { claimFileRoutes } from './claim-file.routes.ts';
import { claimsRoutes } from './claims.routes.ts';
import { insuranceRoutes } from './insurance.routes.ts';
import { receivablesRoutes } from './receivables.routes.ts';
import { tariffsRoutes } from './tariffs.routes.ts';
import { seedInsuranceDemo } from './insurance.seed.ts';

/** Payers (insurers, TPAs, schemes, employers), patients' covers by them, and stays' cashless claims. */
export const insuranceModule = defineModule({
  name: 'insurance',
  routes: [
    routeSet(insuranceRoutes, (c) => ({
      payers: c.services.payers,
      coverages: c.services.coverages,
      cards: c.services.coverageCards,
    })),
    routeSet(claimsRoutes, (c) => ({ claims: c.services.claims })),
    routeSet(claimDocumentsRoutes, (c) => ({ documents: c.services.claimDocuments })),
    routeSet(claimFileRoutes, (c) => ({ claimFile: c.services.claimFile })),
    routeSet(tariffsRoutes, (c) => ({ tariffs: c.services.tariffs })),
    routeSet(receivablesRoutes, (c) => ({ receivables: c.services.receivables })),
  ],
  settings: {
    claimExchangeUrl: setting(
      'CLAIM_EXCHANGE_URL',
      z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
      'the address of the relay that encrypts claims and posts them to the national claims exchange (NHCX); empty: claims go by the downloaded claim file',
    ),
    claimExchangeToken: setting(
      'CLAIM_EXCHANGE_TOKEN',
      z.string().default(''),
      "the relay's API key, sent as a bearer token",
    ),
    claimExchangeSenderCode: setting(
      'CLAIM_EXCHANGE_SENDER_CODE',
      z.string().default(''),
      "the hospital's participant code on the claims exchange",
    ),
  },
  seed: seedInsuranceDemo,
});
