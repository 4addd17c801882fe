import { z } from 'zod';
import { seedLabDemo } from './lab.seed.ts';
import { defineModule, routeSet, setting } from '../../module-kit.ts';
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
      streams: c.streams,
    })),
    routeSet(labMasterRoutes, (c) => ({ labMaster: c.services.labMaster })),
  ],
  live: [{ name: 'labAlerts', channel: 'lab_alerts', event: 'lab.critical' }],
  settings: {
    criticalEscalationMinutes: setting(
      'CRITICAL_ESCALATION_MINUTES',
      z.coerce.number().int().min(1).max(1440).default(30),
      "minutes a critical lab value waits unacknowledged before it escalates to the clinic administrator's list",
    ),
  },
  seed: seedLabDemo,
});
