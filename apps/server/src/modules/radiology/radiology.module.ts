import { seedRadiologyDemo } from './radiology.seed.ts';
import { defineModule, routeSet } from '../../module-kit.ts';
import { radiologyRoutes } from './radiology.routes.ts';
import { radiologyTemplateRoutes } from './radiology-templates.routes.ts';

/** Radiology cases, reports and templates. */
export const radiologyModule = defineModule({
  name: 'radiology',
  routes: [
    routeSet(radiologyRoutes, (c) => ({ radiology: c.services.radiology, reports: c.services.radiologyReports })),
    routeSet(radiologyTemplateRoutes, (c) => ({ templates: c.services.radiologyTemplates })),
  ],
  seed: seedRadiologyDemo,
});
