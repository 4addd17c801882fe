import { defineModule, routeSet } from '../../module-kit.ts';
import { encountersRoutes } from './encounters.routes.ts';

/** Consultations, OP vitals and prescriptions. */
export const encountersModule = defineModule({
  name: 'encounters',
  routes: [
    routeSet(encountersRoutes, (c) => ({
      encounters: c.services.encounters,
      vitals: c.services.vitals,
      icd10: c.services.icd10,
    })),
  ],
});
