import { defineModule, routeSet } from '../../module-kit.ts';
import { healthRoutes } from './health.routes.ts';

/** Liveness with a database round trip. */
export const healthModule = defineModule({
  name: 'health',
  routes: [routeSet(healthRoutes, (c) => ({ database: c.database }))],
});
