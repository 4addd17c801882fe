import { seedAdmissionsDemo } from './admissions.seed.ts';
import { defineModule, routeSet } from '../../module-kit.ts';
import { admissionsRoutes } from './admissions.routes.ts';
import { careOrdersRoutes } from './care-orders.routes.ts';
import { dischargeRoutes } from './discharge.routes.ts';
import { ipVitalsRoutes } from './ip-vitals.routes.ts';
import { marRoutes } from './mar.routes.ts';
import { news2AlertsRoutes } from './news2-alerts.routes.ts';
import { wardRoundRoutes } from './ward-round.routes.ts';
import { wardsRoutes } from './wards.routes.ts';

/** Wards and beds (the live bed board), admissions, inpatient vitals, ward rounds, the MAR and discharge. */
export const admissionsModule = defineModule({
  name: 'admissions',
  routes: [
    routeSet(wardsRoutes, (c) => ({ wards: c.services.wards, bedBoard: c.live('bedBoard'), streams: c.streams })),
    routeSet(admissionsRoutes, (c) => ({ admissions: c.services.admissions, careTeam: c.services.careTeam })),
    routeSet(ipVitalsRoutes, (c) => ({ vitals: c.services.ipVitals, io: c.services.intakeOutput })),
    routeSet(wardRoundRoutes, (c) => ({ wardRound: c.services.wardRound })),
    routeSet(careOrdersRoutes, (c) => ({ careOrders: c.services.careOrders })),
    routeSet(marRoutes, (c) => ({ mar: c.services.mar })),
    routeSet(dischargeRoutes, (c) => ({ discharge: c.services.discharge })),
    routeSet(news2AlertsRoutes, (c) => ({
      alerts: c.services.news2Alerts,
      live: c.live('news2Alerts'),
      streams: c.streams,
    })),
  ],
  live: [
    { name: 'bedBoard', channel: 'bed_board', event: 'bed.changed' },
    { name: 'news2Alerts', channel: 'early_warning_alerts', event: 'news2.alert' },
  ],
  seed: seedAdmissionsDemo,
});
