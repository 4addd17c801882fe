import type { Dashboard, Report, ReportOptions, ReportQuery } from '@clinic/shared/reports';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { clinicInstant, clinicNow, nextDay } from '../../lib/clinic-time.ts';
import { reportMaker, type ReportDeps } from './report-maker.ts';
import { createDepartmentReports } from './department-reports.service.ts';
import { badRequest } from '../../lib/errors.ts';
import { CENSUS_DEFINITIONS, censusByDay, censusByWard } from './census.ts';
import { censusRepository, type WardRow } from './census.repository.ts';
import { OCCUPANCY_DEFINITIONS, occupancyTables } from './occupancy.ts';
import { OPD_DEFINITIONS, opdTables } from './opd.ts';
import { opdRepository } from './opd.repository.ts';
import { reportsRepository } from './reports.repository.ts';
import { REVENUE_DEFINITIONS, revenueByDay, revenueTables } from './revenue.ts';
import { revenueRepository } from './revenue.repository.ts';
import { daysOf, ratio } from './report-days.ts';
import { sumByKey } from './report-reading.ts';
import { dashboardRepository } from './dashboard.repository.ts';
import { admissionRegisterRows, admissionRegisterTable } from './admission-register.ts';

export const UNKNOWN_WARD = 'Choose a ward from the list';
export const UNKNOWN_DOCTOR = 'Choose a doctor from the list';

/**
 * The reports of the people who run the hospital. Each reads its range in one pass over indexed
 * rows and shapes the tables in memory; each view is audited (reports hold counts, not patients).
 */
export function createReportsService(deps: ReportDeps) {
  const { db, timeZone } = deps;
  const { rangeOf, made, read, whole, staysOf } = reportMaker(deps);
  const wardsFor = async (q: ReportQuery): Promise<{ wards: WardRow[]; filters: string[] }> => {
    const all = await censusRepository.wardsWithBeds(db);
    if (!q.wardId) return { wards: all, filters: [] };
    const ward = all.find((w) => w.id === q.wardId);
    if (!ward) throw badRequest(UNKNOWN_WARD, { wardId: UNKNOWN_WARD });
    return { wards: [ward], filters: [`Ward: ${ward.name}`] };
  };

  return {
    ...createDepartmentReports(deps),

    async options(): Promise<ReportOptions> {
      const [wards, departments, doctors] = await Promise.all([
        censusRepository.wardsWithBeds(db),
        reportsRepository.departments(db),
        reportsRepository.doctors(db),
      ]);
      return { wards: wards.map((w) => ({ id: w.id, name: w.name })), departments, doctors };
    },

    /** Now: who is in, how full, today's OPD and money, and what waits on someone. Counts only, so not audited. */
    async dashboard(seesMoney: boolean): Promise<Dashboard> {
      const today = clinicNow(timeZone).date;
      const start = clinicInstant(timeZone, today, '00:00');
      const end = clinicInstant(timeZone, nextDay(today), '00:00');
      const [c, money] = await whole.all([
        () => dashboardRepository.counts(db, today, start),
        async () => (seesMoney ? revenueRepository.byDay(db, { from: today, to: today, start, end, timeZone }) : []),
      ]);
      const day = money[0];
      return {
        date: today,
        asOf: new Date().toISOString(),
        inPatients: c.in_patients,
        beds: c.beds,
        occupiedBeds: c.occupied,
        occupancy: ratio(c.occupied, c.beds, 100),
        admittedToday: c.admitted_today,
        dischargedToday: c.discharged_today,
        pendingDischarges: c.pending_discharges,
        opd: { booked: c.opd_booked, waiting: c.opd_waiting, seen: c.opd_seen },
        billedPaise: seesMoney ? (day ? day.bills + day.pharmacy - day.credits : 0) : null,
        collectedPaise: seesMoney ? (day ? day.collected - day.refunds : 0) : null,
        pendingApprovals: c.pending_approvals,
        criticalResults: c.critical_results,
        earlyWarnings: c.early_warnings,
      };
    },

    async census(q: ReportQuery, actor: Actor): Promise<Report> {
      const { days } = rangeOf(q);
      const { wards, filters } = await wardsFor(q);
      const stays = await staysOf(q);
      const own = q.wardId ? stays.filter((s) => s.ward_id === q.wardId) : stays;
      return made(q, actor, {
        key: 'census',
        title: 'Daily census',
        filters,
        tables: [censusByDay(own, days), censusByWard(stays, wards, days)],
        definitions: CENSUS_DEFINITIONS,
      });
    },

    async occupancy(q: ReportQuery, actor: Actor): Promise<Report> {
      const { days } = rangeOf(q);
      const { wards, filters } = await wardsFor(q);
      const stays = await staysOf(q);
      return made(q, actor, {
        key: 'occupancy',
        title: 'Bed occupancy and length of stay',
        filters,
        tables: occupancyTables(stays, wards, days),
        definitions: OCCUPANCY_DEFINITIONS,
      });
    },

    /** The admission and discharge register of the range: patient data, so audited like every report. */
    async admissionRegister(q: ReportQuery, actor: Actor): Promise<Report> {
      const { start, end } = rangeOf(q);
      const rows = await admissionRegisterRows(db, start, end);
      return made(q, actor, {
        key: 'admission-register',
        title: 'Admission and discharge register',
        filters: [],
        tables: [admissionRegisterTable(rows, timeZone)],
        definitions: [
          {
            term: 'Rows',
            meaning:
              'Every stay admitted in the range, in order of admission; the discharge is filled in once it happened.',
          },
        ],
      });
    },

    async opd(q: ReportQuery, actor: Actor): Promise<Report> {
      const filters: string[] = [];
      if (q.department) filters.push(`Department: ${q.department}`);
      if (q.doctorId) {
        const doctor = (await reportsRepository.doctors(db)).find((d) => d.id === q.doctorId);
        if (!doctor) throw badRequest(UNKNOWN_DOCTOR, { doctorId: UNKNOWN_DOCTOR });
        filters.push(`Doctor: ${doctor.name}`);
      }
      const today = clinicNow(timeZone).date;
      const rows = await read.eachPiece(q.from, q.to, (p) =>
        opdRepository.byDayAndDoctor(db, { ...q, from: p.from, to: p.to, today }),
      );
      return made(q, actor, {
        key: 'opd',
        title: 'Out-patient visits',
        filters,
        tables: opdTables(rows, daysOf(q.from, q.to)),
        definitions: OPD_DEFINITIONS,
      });
    },

    async revenue(q: ReportQuery, actor: Actor): Promise<Report> {
      const { days, start, end } = rangeOf(q);
      const each = <R>(query: (db: Db, r: { start: Date; end: Date; timeZone: string }) => Promise<R[]>) =>
        whole.eachPiece(q.from, q.to, (p) => query(db, { start: p.start, end: p.end, timeZone }));
      const summed = async <R extends Record<string, unknown>>(
        query: (db: Db, r: { start: Date; end: Date; timeZone: string }) => Promise<R[]>,
        largestFirst: (r: R) => number,
      ) => sumByKey(await each(query)).sort((a, b) => largestFirst(b) - largestFirst(a));
      const sums = { from: q.from, to: q.to, start, end, timeZone };
      const [byDay, groups, doctors, payers, discounts, refunds, dues] = await whole.all([
        () => revenueRepository.byDay(db, sums),
        () => revenueRepository.byGroup(db, sums),
        () =>
          summed(
            (d, r) => revenueRepository.byDoctor(d, r),
            (d) => d.consultationAmount + d.stayAmount,
          ),
        async () =>
          (
            await summed(
              (d, r) => revenueRepository.byPayer(d, r),
              (p) => p.amount,
            )
          ).sort((a, b) => a.payerType.localeCompare(b.payerType)),
        () =>
          summed(
            (d, r) => revenueRepository.discounts(d, r),
            (d) => d.amount,
          ),
        () =>
          summed(
            (d, r) => revenueRepository.refunds(d, r),
            (d) => d.amount,
          ),
        () => revenueRepository.dues(db, clinicNow(timeZone).date, timeZone),
      ] as const);
      return made(q, actor, {
        key: 'revenue',
        title: 'Revenue',
        filters: [],
        tables: [revenueByDay(byDay, days), ...revenueTables({ groups, doctors, payers, discounts, refunds, dues })],
        definitions: REVENUE_DEFINITIONS,
      });
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
