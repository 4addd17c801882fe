import { defineModule, routeSet } from '../../module-kit.ts';
import { encountersRoutes } from './encounters.routes.ts';
import { prescriptionTemplatesRoutes } from './prescription-templates.routes.ts';

/** Consultations, OP vitals and prescriptions, with prescription templates and favourites. */
export const encountersModule = defineModule({
  name: 'encounters',
  routes: [
    routeSet(encountersRoutes, (c) => ({
      encounters: c.services.encounters,
      vitals: c.services.vitals,
      icd10: c.services.icd10,
    })),
    routeSet(prescriptionTemplatesRoutes, (c) => ({
      templates: c.services.prescriptionTemplates,
      history: c.services.prescriptionHistory,
    })),
  ],
});
