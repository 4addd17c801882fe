import { seedLabDemo } from './lab.seed.ts';
import { defineModule, routeSet } from '../../module-kit.ts';
import { labMasterRoutes } from './lab-master.routes.ts';
import { labRoutes } from './lab.routes.ts';

/** The lab worklist, samples, results and approval, and the test master; critical values pushed live. */
export const labModule = defineModule({
  name: 'lab',
  routes: [
    routeSet(labRoutes, (c) => ({
      lab: c.services.lab,
      labReports: c.services.labReports,
      labAlerts: c.live('labAlerts'),
    })),
    routeSet(labMasterRoutes, (c) => ({ labMaster: c.services.labMaster })),
  ],
  live: [{ name: 'labAlerts', channel: 'lab_alerts', event: 'lab.critical' }],
  seed: seedLabDemo,
});
