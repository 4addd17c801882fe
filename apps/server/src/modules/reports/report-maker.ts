import type { Report, ReportQuery } from '@clinic/shared/reports';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { clinicInstant, nextDay } from '../../lib/clinic-time.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { daysOf } from './report-days.ts';

export type ReportDeps = { db: Db; audit: AuditService; timeZone: string };

/** What every report does: turn its dates into the clinic's instants, and audit the view as it is made. */
export function reportMaker(deps: ReportDeps) {
  const { timeZone } = deps;
  return {
    rangeOf: (q: ReportQuery) => ({
      start: clinicInstant(timeZone, q.from, '00:00'),
      end: clinicInstant(timeZone, nextDay(q.to), '00:00'),
      days: daysOf(q.from, q.to),
    }),
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
