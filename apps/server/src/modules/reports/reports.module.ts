import { defineModule, routeSet } from '../../module-kit.ts';
import { reportsRoutes } from './reports.routes.ts';
import { createReportsService } from './reports.service.ts';

/**
 * Reports for the people who run the hospital: census, occupancy and out-patient figures, read
 * from the other modules' records (never written here), with CSV and XLSX exports.
 */
export const reportsModule = defineModule({
  name: 'reports',
  routes: [
    routeSet(reportsRoutes, (c) => ({
      reports: createReportsService({ db: c.database.db, audit: c.services.audit, timeZone: c.timeZone }),
    })),
  ],
});
