import { defineModule, routeSet } from '../../module-kit.ts';
import { departmentsRoutes } from './departments.routes.ts';
import { staffRoutes } from './staff.routes.ts';

/** Staff accounts (deactivated, never deleted) and the department master. */
export const staffModule = defineModule({
  name: 'staff',
  routes: [
    routeSet(staffRoutes, (c) => ({ staff: c.services.staff })),
    routeSet(departmentsRoutes, (c) => ({ departments: c.services.departments })),
  ],
});
