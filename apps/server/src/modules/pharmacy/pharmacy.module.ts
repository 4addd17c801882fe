import { defineModule, routeSet } from '../../module-kit.ts';
import { counterRoutes } from './counter.routes.ts';
import { pharmacyRoutes } from './pharmacy.routes.ts';
import { returnsRoutes } from './returns.routes.ts';
import { wardIssueRoutes } from './ward-issue.routes.ts';
import { wardReturnRoutes } from './ward-return.routes.ts';

/** Dispensing, counter sales, returns and ward issues. */
export const pharmacyModule = defineModule({
  name: 'pharmacy',
  routes: [
    routeSet(pharmacyRoutes, (c) => ({ pharmacy: c.services.pharmacy, dispensing: c.services.dispensing })),
    routeSet(counterRoutes, (c) => ({ counter: c.services.counter, dayEnd: c.services.dayEnd, timeZone: c.timeZone })),
    routeSet(returnsRoutes, (c) => ({ returns: c.services.returns })),
    routeSet(wardIssueRoutes, (c) => ({ wardIssues: c.services.wardIssues })),
    routeSet(wardReturnRoutes, (c) => ({ wardReturns: c.services.wardReturns })),
  ],
});
