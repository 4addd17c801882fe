import { defineModule, routeSet } from '../../module-kit.ts';
import { rolesRoutes } from './roles.routes.ts';

/** The clinic's own roles, made of the shared permissions. */
export const rolesModule = defineModule({
  name: 'roles',
  routes: [routeSet(rolesRoutes, (c) => ({ roles: c.services.roles }))],
});
