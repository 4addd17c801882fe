import { defineModule, routeSet } from '../../module-kit.ts';
import { allergiesRoutes } from './allergies.routes.ts';

/** Coded allergies: the drug classes and the checks at prescribing, dispensing and the MAR. */
export const allergiesModule = defineModule({
  name: 'allergies',
  routes: [routeSet(allergiesRoutes, (c) => ({ allergies: c.services.allergies }))],
});
