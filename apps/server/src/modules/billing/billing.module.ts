import { DEFAULT_DISCOUNT_APPROVAL_PERCENT } from '@clinic/shared/billing';
import { z } from 'zod';
import { defineModule, routeSet, setting } from '../../module-kit.ts';
import { seedBillingDemo } from './billing.seed.ts';
import { chargesRoutes } from './charges.routes.ts';
import { collectionsRoutes } from './collections.routes.ts';
import { folioRoutes } from './folio.routes.ts';
import { ipBillingRoutes } from './ip-billing.routes.ts';
import { opBillingRoutes } from './op-billing.routes.ts';
import { packagesRoutes } from './packages.routes.ts';
import { shiftsRoutes } from './shifts.routes.ts';
import { stayTariffsRoutes } from './stay-tariffs.routes.ts';
import { billDuesFold } from './bill-dues.fold.ts';
import { scheduledFolds } from '../../lib/scheduled-folds.ts';

/** Charges, OP and IP bills, the folio (discounts, contract, closure), corrections and collections. */
export const billingModule = defineModule({
  name: 'billing',
  routes: [
    routeSet(chargesRoutes, (c) => ({ charges: c.services.charges })),
    routeSet(opBillingRoutes, (c) => ({
      opBilling: c.services.opBilling,
      opDiscounts: c.services.opDiscounts,
      account: c.services.account,
    })),
    routeSet(ipBillingRoutes, (c) => ({
      ipBilling: c.services.ipBilling,
      supplementary: c.services.supplementary,
      credit: c.services.credit,
    })),
    routeSet(folioRoutes, (c) => ({ folio: c.services.folio, corrections: c.services.corrections })),
    routeSet(collectionsRoutes, (c) => ({ collections: c.services.collections, timeZone: c.timeZone })),
    routeSet(packagesRoutes, (c) => ({ packages: c.services.packages })),
    routeSet(stayTariffsRoutes, (c) => ({ stayTariffs: c.services.stayTariffs })),
    routeSet(shiftsRoutes, (c) => ({ shifts: c.services.shifts, workQueue: c.services.workQueue })),
    routeSet(scheduledFolds, (c) => ({ folds: [billDuesFold(c.database.db)], scheduled: c.scheduledWork })),
  ],
  seed: seedBillingDemo,
  settings: {
    discountApprovalPercent: setting(
      'DISCOUNT_APPROVAL_PERCENT',
      z.coerce.number().min(0).max(100).default(DEFAULT_DISCOUNT_APPROVAL_PERCENT),
      "a bill discount above this percent waits for a clinic administrator's approval",
    ),
    billBeforeService: setting(
      'BILL_BEFORE_SERVICE',
      z
        .enum(['on', 'off'])
        .default('on')
        .transform((v) => v === 'on'),
      '`on`: the lab collects and radiology starts a walk-in OP order only once it is billed and paid (or on credit); `off`: they go ahead and billing follows',
    ),
    roomDayRule: setting(
      'ROOM_DAY_RULE',
      z.enum(['midnight', '24h']).default('midnight'),
      'how room rent counts days: `midnight` (a census at each midnight) or `24h` (cycles from admission)',
    ),
  },
});
