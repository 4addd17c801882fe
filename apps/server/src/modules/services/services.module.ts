import { seedServicesDemo } from './services.seed.ts';
import { defineModule, routeSet } from '../../module-kit.ts';
import { servicesRoutes } from './services.routes.ts';

/** The services catalogue. */
export const servicesModule = defineModule({
  name: 'services',
  routes: [routeSet(servicesRoutes, (c) => ({ services: c.services.services }))],
  seed: seedServicesDemo,
});
