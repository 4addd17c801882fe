import type { Report, ReportQuery } from '@clinic/shared/reports';
import type { Actor } from '../../kernel/actor.ts';
import { addDays, clinicNow } from '../../lib/clinic-time.ts';
import {
  expiryTables,
  NEAR_EXPIRY_DAYS,
  PHARMACY_DEFINITIONS,
  salesByDrugTable,
  scheduledTable,
  slowMovers,
  slowMoversTable,
} from './pharmacy.ts';
import { pharmacyReportRepository } from './pharmacy.repository.ts';
import { reportMaker, type ReportDeps } from './report-maker.ts';
import { sumByKey } from './report-reading.ts';
import {
  criticalFromTotals,
  criticalTable,
  DIAGNOSTICS_DEFINITIONS,
  imagingFromTotals,
  imagingTatTable,
  labFromTotals,
  labTatTable,
} from './diagnostics.ts';
import { diagnosticsRepository } from './diagnostics.repository.ts';
import { labTatRows } from './lab-turnaround.ts';
import { midnightCensus } from './census.ts';
import { qualityDefinitions, qualityIndicators, qualityTable } from './quality.ts';
import { qualityRepository } from './quality.repository.ts';

/** The reports of the departments that serve the wards and the OPD (pharmacy, lab, radiology), and the quality indicators. */
export function createDepartmentReports(deps: ReportDeps) {
  const { db, timeZone } = deps;
  const { rangeOf, made, whole: read, read: inPieces, readIn, staysOf } = reportMaker(deps);
  // Four weeks of a 200-bed hospital's pharmacy read in 15 to 35 ms a statement; shorter pieces
  // only multiply each statement's fixed part.
  const inMonths = readIn(4);

  return {
    async pharmacy(q: ReportQuery, actor: Actor): Promise<Report> {
      const { end, days } = rangeOf(q);
      const today = clinicNow(timeZone).date;
      const [sold, expiring, stock, outs, scheduled] = await read.all([
        () => inMonths.eachPiece(q.from, q.to, (p) => pharmacyReportRepository.salesByDrug(db, p)),
        () => pharmacyReportRepository.expiring(db, today, addDays(today, NEAR_EXPIRY_DAYS + 1)),
        () => pharmacyReportRepository.stock(db, today),
        () => inMonths.eachPiece(q.from, q.to, (p) => pharmacyReportRepository.outs(db, p)),
        () => inMonths.eachPiece(q.from, q.to, (p) => pharmacyReportRepository.scheduled(db, p)),
      ] as const);
      const sales = sumByKey(sold)
        .map((r) => ({ ...r, cost: Math.round(r.cost) }))
        .sort((a, b) => b.sales - a.sales || a.drug.localeCompare(b.drug));
      const slow = slowMovers(stock, new Map(sumByKey(outs).map((o) => [o.drug_id, o.units_out])), days.length);
      const lastOut = await pharmacyReportRepository.lastOut(
        db,
        slow.map((m) => m.drug_id),
        end,
        timeZone,
      );
      const order = ['X', 'H1', 'H'];
      return made(q, actor, {
        key: 'pharmacy',
        title: 'Pharmacy',
        filters: [],
        tables: [
          salesByDrugTable(sales),
          ...expiryTables(expiring),
          slowMoversTable(slow, lastOut),
          scheduledTable(
            sumByKey(scheduled).sort(
              (a, b) =>
                order.indexOf(a.schedule) - order.indexOf(b.schedule) ||
                b.units - a.units ||
                a.drug.localeCompare(b.drug),
            ),
          ),
        ],
        definitions: PHARMACY_DEFINITIONS,
      });
    },

    async diagnostics(q: ReportQuery, actor: Actor): Promise<Report> {
      const r = rangeOf(q);
      const [lab, imaging, critical] = await read.all([
        () =>
          inPieces
            .eachPiece(q.from, q.to, (p) => diagnosticsRepository.labSteps(db, p))
            .then(async (orders) => labFromTotals(await labTatRows(orders))),
        () => diagnosticsRepository.imagingTat(db, r).then(imagingFromTotals),
        () => diagnosticsRepository.critical(db, r).then(criticalFromTotals),
      ] as const);
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
      const [pieces, incidents, stays] = await read.all([
        () => inPieces.eachPiece(q.from, q.to, (p) => qualityRepository.counts(db, p).then((c) => [c])),
        () => qualityRepository.incidents(db, { start, end }),
        () => staysOf(q),
      ] as const);
      const [counts] = sumByKey(pieces);
      const patientDays = [...midnightCensus(stays, days).values()].reduce((a, b) => a + b, 0);
      const indicators = qualityIndicators(counts!, incidents, patientDays);
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
