import { seedAdmissionsDemo } from './admissions.seed.ts';
import { defineModule, routeSet } from '../../module-kit.ts';
import { admissionsRoutes } from './admissions.routes.ts';
import { dischargeRoutes } from './discharge.routes.ts';
import { ipVitalsRoutes } from './ip-vitals.routes.ts';
import { marRoutes } from './mar.routes.ts';
import { wardRoundRoutes } from './ward-round.routes.ts';
import { wardsRoutes } from './wards.routes.ts';

/** Wards and beds (the live bed board), admissions, inpatient vitals, ward rounds, the MAR and discharge. */
export const admissionsModule = defineModule({
  name: 'admissions',
  routes: [
    routeSet(wardsRoutes, (c) => ({ wards: c.services.wards, bedBoard: c.live('bedBoard'), streams: c.streams })),
    routeSet(admissionsRoutes, (c) => ({ admissions: c.services.admissions })),
    routeSet(ipVitalsRoutes, (c) => ({ vitals: c.services.ipVitals })),
    routeSet(wardRoundRoutes, (c) => ({ wardRound: c.services.wardRound })),
    routeSet(marRoutes, (c) => ({ mar: c.services.mar })),
    routeSet(dischargeRoutes, (c) => ({ discharge: c.services.discharge })),
  ],
  live: [{ name: 'bedBoard', channel: 'bed_board', event: 'bed.changed' }],
  seed: seedAdmissionsDemo,
});
