import type { Report, ReportQuery } from '@clinic/shared/reports';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { clinicInstant, nextDay } from '../../lib/clinic-time.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { daysOf } from './report-days.ts';
import { reportReading } from './report-reading.ts';
import { censusRepository, type StayRow } from './census.repository.ts';

export type ReportDeps = {
  db: Db;
  audit: AuditService;
  timeZone: string;
  /** Days a statement reads at most (the embedded database), or null to read a range at once. */
  pieceDays: number | null;
};

/** What every report does: turn its dates into the clinic's instants, read them as the database serves best, and audit the view. */
export function reportMaker(deps: ReportDeps) {
  const { timeZone } = deps;
  const read = reportReading(timeZone, deps.pieceDays);
  const rangeOf = (q: ReportQuery) => ({
    start: clinicInstant(timeZone, q.from, '00:00'),
    end: clinicInstant(timeZone, nextDay(q.to), '00:00'),
    days: daysOf(q.from, q.to),
  });
  return {
    read,
    rangeOf,
    /**
     * The bed stays of a range: in pieces, those in a bed as it began, then those admitted in each
     * piece of it (each admission once, with all its stays).
     */
    staysOf: async (q: ReportQuery): Promise<StayRow[]> => {
      const { start, end } = rangeOf(q);
      if (!deps.pieceDays) return censusRepository.staysOverlapping(deps.db, timeZone, start, end);
      const before = await censusRepository.staysOverlapping(deps.db, timeZone, start, end, {
        from: null,
        before: start,
      });
      const within = await read.eachPiece(q.from, q.to, (p) =>
        censusRepository.staysOverlapping(deps.db, timeZone, start, end, { from: p.start, before: p.end }),
      );
      return [...before, ...within];
    },
    made: async (
      q: ReportQuery,
      actor: Actor,
      r: Pick<Report, 'key' | 'title' | 'filters' | 'tables' | 'definitions'>,
    ): Promise<Report> => {
      await deps.audit.record(deps.db, actor, {
        action: 'view',
        entityType: 'report',
        summary: `${r.title} ${q.from} to ${q.to}`,
      });
      return { ...r, from: q.from, to: q.to, generatedAt: new Date().toISOString() };
    },
  };
}
