import type { Report, ReportQuery } from '@clinic/shared/reports';
import type { Actor } from '../../kernel/actor.ts';
import { addDays, clinicNow } from '../../lib/clinic-time.ts';
import {
  expiryTables,
  NEAR_EXPIRY_DAYS,
  PHARMACY_DEFINITIONS,
  salesByDrugTable,
  scheduledTable,
  slowMoversTable,
} from './pharmacy.ts';
import { pharmacyReportRepository } from './pharmacy.repository.ts';
import { reportMaker, type ReportDeps } from './report-maker.ts';
import { criticalTable, DIAGNOSTICS_DEFINITIONS, imagingTatTable, labTatTable } from './diagnostics.ts';
import { diagnosticsRepository } from './diagnostics.repository.ts';
import { midnightCensus } from './census.ts';
import { censusRepository } from './census.repository.ts';
import { qualityDefinitions, qualityIndicators, qualityTable } from './quality.ts';
import { qualityRepository } from './quality.repository.ts';

/** The reports of the departments that serve the wards and the OPD (pharmacy, lab, radiology), and the quality indicators. */
export function createDepartmentReports(deps: ReportDeps) {
  const { db, timeZone } = deps;
  const { rangeOf, made } = reportMaker(deps);

  return {
    async pharmacy(q: ReportQuery, actor: Actor): Promise<Report> {
      const { start, end, days } = rangeOf(q);
      const today = clinicNow(timeZone).date;
      const [sales, expiring, movement, scheduled] = await Promise.all([
        pharmacyReportRepository.salesByDrug(db, { start, end }),
        pharmacyReportRepository.expiring(db, today, addDays(today, NEAR_EXPIRY_DAYS + 1)),
        pharmacyReportRepository.stockMovement(db, { start, end, today, timeZone }),
        pharmacyReportRepository.scheduled(db, { start, end }),
      ]);
      return made(q, actor, {
        key: 'pharmacy',
        title: 'Pharmacy',
        filters: [],
        tables: [
          salesByDrugTable(sales),
          ...expiryTables(expiring),
          slowMoversTable(movement, days.length),
          scheduledTable(scheduled),
        ],
        definitions: PHARMACY_DEFINITIONS,
      });
    },

    async diagnostics(q: ReportQuery, actor: Actor): Promise<Report> {
      const { start, end } = rangeOf(q);
      const [lab, imaging, critical] = await Promise.all([
        diagnosticsRepository.labTat(db, { start, end }),
        diagnosticsRepository.imagingTat(db, { start, end }),
        diagnosticsRepository.critical(db, { start, end }),
      ]);
      return made(q, actor, {
        key: 'diagnostics',
        title: 'Lab and radiology',
        filters: [],
        tables: [labTatTable(lab), imagingTatTable(imaging), criticalTable(critical)],
        definitions: DIAGNOSTICS_DEFINITIONS,
      });
    },

    async quality(q: ReportQuery, actor: Actor): Promise<Report> {
      const { start, end, days } = rangeOf(q);
      const [counts, incidents, stays] = await Promise.all([
        qualityRepository.counts(db, { start, end, from: q.from, to: q.to }),
        qualityRepository.incidents(db, { start, end }),
        censusRepository.staysOverlapping(db, timeZone, start, end),
      ]);
      const patientDays = [...midnightCensus(stays, days).values()].reduce((a, b) => a + b, 0);
      const indicators = qualityIndicators(counts, incidents, patientDays);
      return made(q, actor, {
        key: 'quality',
        title: 'Quality indicators',
        filters: [],
        tables: [qualityTable(indicators)],
        definitions: qualityDefinitions(indicators),
      });
    },
  };
}
