import { defineModule, routeSet } from '../../module-kit.ts';
import { staffRoutes } from './staff.routes.ts';

/** Staff accounts (deactivated, never deleted). */
export const staffModule = defineModule({
  name: 'staff',
  routes: [routeSet(staffRoutes, (c) => ({ staff: c.services.staff }))],
});
