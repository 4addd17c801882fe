import type { OtDay, Surgery, TheatreDay } from '@clinic/shared/theatre';
import type { Db } from '../../db/client.ts';
import { clinicInstant, nextDay, weekdayOf } from '../../lib/clinic-time.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { PatientsService } from '../patients/patients.service.ts';
import { surgeriesRepository as repo } from './surgeries.repository.ts';
import { minutesBetween } from './surgery-charges.ts';
import { surgeriesView } from './surgery-view.ts';
import { theatreRepository } from './theatre.repository.ts';

/** The theatre's lists: the calendar, the day's OT list, a patient's and a doctor's surgeries, completed cases. */
export function createSurgeryListsService(deps: {
  db: Db;
  audit: AuditService;
  patients: Pick<PatientsService, 'get'>;
  timeZone: string;
}) {
  const { db, audit, timeZone } = deps;
  return {
    async between(from: Date, to: Date, theatreId: string | undefined, actor: Actor): Promise<Surgery[]> {
      const rows = await repo.between(db, from, to, theatreId);
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: rows.map((r) => r.s.patientId),
        summary: 'Viewed OT calendar',
      });
      return surgeriesView(db, rows, timeZone);
    },

    async forPatient(patientId: string, actor: Actor): Promise<Surgery[]> {
      await deps.patients.get(patientId);
      const rows = await repo.forPatient(db, patientId);
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: [patientId],
        summary: 'Viewed surgeries',
      });
      return surgeriesView(db, rows, timeZone);
    },

    async mine(actor: Actor): Promise<Surgery[]> {
      const from = new Date(Date.now() - 7 * 24 * 60 * 60_000);
      const rows = await repo.forSurgeon(db, actor.userId ?? '', from);
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: rows.map((r) => r.s.patientId),
        summary: 'Viewed own OT list',
      });
      return surgeriesView(db, rows, timeZone);
    },

    async completed(query: { search?: string; page: number; pageSize: number }, actor: Actor) {
      const { rows, total } = await repo.completed(db, query);
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: rows.map((r) => r.s.patientId),
        summary: 'Viewed completed surgeries',
      });
      return { data: await surgeriesView(db, rows, timeZone), total, page: query.page, pageSize: query.pageSize };
    },

    /** The day's OT list per theatre, in order, with each theatre's utilisation. */
    async day(date: string, actor: Actor): Promise<OtDay> {
      const from = clinicInstant(timeZone, date, '00:00');
      const to = clinicInstant(timeZone, nextDay(date), '00:00');
      const theatres = await theatreRepository.theatres(db);
      const booked = (await surgeriesView(db, await repo.between(db, from, to), timeZone)).filter(
        (s) => s.status !== 'Cancelled' && s.status !== 'Postponed',
      );
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: booked.map((s) => s.patient._id),
        summary: 'Viewed OT list',
      });
      const weekday = weekdayOf(date);
      return {
        date,
        theatres: theatres.map((t) => {
          const surgeries = booked.filter((s) => s.theatre._id === t.id);
          const working = t.status === 'Active' && t.days.includes(weekday);
          const openMinutes = working ? minutesBetween(t.opensAt, t.closesAt) : 0;
          const bookedMinutes = surgeries.reduce((sum, s) => sum + s.durationMinutes, 0);
          return {
            _id: t.id,
            identifier: t.identifier,
            type: t.type,
            status: t.status as TheatreDay['status'],
            opensAt: t.opensAt,
            closesAt: t.closesAt,
            working,
            openMinutes,
            bookedMinutes,
            utilisationPercent: openMinutes ? Math.min(100, Math.round((bookedMinutes / openMinutes) * 100)) : 0,
            surgeries,
          };
        }),
      };
    },
  };
}

export type SurgeryListsService = ReturnType<typeof createSurgeryListsService>;
