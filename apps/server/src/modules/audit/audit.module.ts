import { defineModule, routeSet } from '../../module-kit.ts';
import { auditRoutes } from './audit.routes.ts';

/** The audit trail. */
export const auditModule = defineModule({
  name: 'audit',
  routes: [routeSet(auditRoutes, (c) => ({ audit: c.services.audit }))],
});
