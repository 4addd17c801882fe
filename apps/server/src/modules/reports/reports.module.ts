import { defineModule, routeSet } from '../../module-kit.ts';
import { reportsRoutes } from './reports.routes.ts';
import { createReportsService } from './reports.service.ts';
import { reportSumsFold } from './report-sums.schedule.ts';
import { scheduledFolds } from '../../lib/scheduled-folds.ts';

/** A week: a statement of the embedded database reads about 20 ms of a 200-bed hospital's year. */
const REPORT_PIECE_DAYS = 7;

/**
 * Reports for the people who run the hospital: census, occupancy and out-patient figures, read
 * from the other modules' records (never written here), with CSV and XLSX exports.
 */
export const reportsModule = defineModule({
  name: 'reports',
  routes: [
    routeSet(reportsRoutes, (c) => ({
      reports: createReportsService({
        // Reports read the replica when there is one (DATABASE_READ_URL); their audit rows go to the primary.
        db: c.database.readDb ?? c.database.db,
        audit: c.services.audit,
        timeZone: c.timeZone,
        pieceDays: c.database.kind === 'pglite' ? REPORT_PIECE_DAYS : null,
      }),
    })),
    // Folded on the primary: a replica follows it.
    routeSet(scheduledFolds, (c) => ({
      folds: [reportSumsFold(c.database.db, c.timeZone)],
      scheduled: c.scheduledWork,
    })),
  ],
});
