import { displayDate, displayTime } from '@clinic/shared/dates';
import { absenceInputSchema, type Absence, type AbsenceInput, type AbsenceResult } from '@clinic/shared/appointments';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { clinicNow } from '../../lib/clinic-time.ts';
import { conflict, notFound, ruleBroken } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { TellPatient } from '../messages/messages.service.ts';
import { absencesRepository as absences, type AbsenceRow } from './absences.repository.ts';
import { appointmentsRepository } from './appointments.repository.ts';

const toAbsence = (row: AbsenceRow, doctorName: string): Absence => ({
  _id: row.id,
  doctorId: row.doctorId,
  doctorName,
  kind: row.kind as Absence['kind'],
  fromDate: row.fromDate,
  toDate: row.toDate,
  arrivesAt: row.arrivesAt,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
});

/**
 * Doctors' leave and late arrival. Marking one, in one transaction: the record, the audit, and a
 * message to each patient booked in it (leave: everyone booked those days; late: those booked
 * before the arrival). The bookings stay; the desk sees them flagged and moves them. New
 * bookings are refused where the doctor is away (appointment-placing).
 */
export function createAbsencesService(deps: {
  db: Db;
  audit: AuditService;
  tell: TellPatient;
  timeZone: string;
  lockDoctor: (tx: DbOrTx, doctorId: string) => Promise<{ id: string; name: string }>;
}) {
  const { db, audit, timeZone } = deps;

  return {
    async mark(doctorId: string, input: AbsenceInput, actor: Actor): Promise<AbsenceResult> {
      const v = absenceInputSchema.parse(input);
      const from = v.kind === 'leave' ? v.fromDate : v.date;
      const to = v.kind === 'leave' ? v.toDate : v.date;
      if (to < clinicNow(timeZone).date) throw ruleBroken('Choose a day that has not passed');
      return db.transaction(async (tx) => {
        const doctor = await deps.lockDoctor(tx, doctorId);
        if (await absences.overlaps(tx, { doctorId, kind: v.kind, from, to }))
          throw conflict(
            v.kind === 'leave'
              ? `${doctor.name} is already on leave then`
              : `${doctor.name}'s late arrival on ${displayDate(from)} is already marked`,
          );
        const row = await absences.insert(tx, {
          doctorId,
          kind: v.kind,
          fromDate: from,
          toDate: to,
          arrivesAt: v.kind === 'late' ? v.arrivesAt : null,
          reason: v.reason,
          createdBy: actor.userId,
        });
        const affected = await absences.bookingsWithin(tx, {
          doctorId,
          from,
          to,
          before: v.kind === 'late' ? v.arrivesAt : undefined,
        });
        let told = 0;
        for (const booking of affected) {
          const queued = await deps.tell(tx, {
            patientId: booking.patientId,
            template: v.kind === 'leave' ? 'doctor-leave' : 'doctor-late',
            key: `doctor-${v.kind}:${row.id}:${booking.id}`,
            values: {
              doctor: doctor.name,
              date: displayDate(booking.appointmentDate),
              time: displayTime(v.kind === 'late' ? v.arrivesAt : booking.appointmentTime),
            },
          });
          if (queued) told += 1;
        }
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'doctor-absence',
          entityId: row.id,
          summary: `${doctor.name} ${v.kind === 'leave' ? `on leave ${from} to ${to}` : `late on ${from}, arrives ${v.arrivesAt}`}; ${affected.length} bookings flagged`,
        });
        return { absence: toAbsence(row, doctor.name), affected: affected.length, told };
      });
    },

    async list(filter: { from?: string; doctorId?: string }): Promise<Absence[]> {
      const rows = await absences.list(db, {
        from: filter.from ?? clinicNow(timeZone).date,
        doctorId: filter.doctorId,
      });
      return rows.map((r) => toAbsence(r.a, r.doctorName));
    },

    async cancel(id: string, actor: Actor): Promise<Absence> {
      return db.transaction(async (tx) => {
        const row = await absences.find(tx, id, true);
        if (!row) throw notFound(`Absence with ID ${id} not found`);
        if (row.cancelledAt) throw conflict('This absence is already cancelled');
        await absences.cancel(tx, id, actor.userId);
        const doctorName = (await appointmentsRepository.doctorName(tx, row.doctorId)) ?? '';
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'doctor-absence',
          entityId: id,
          summary: `Cancelled ${row.kind} of ${doctorName} from ${row.fromDate}`,
        });
        return toAbsence({ ...row, cancelledAt: new Date() }, doctorName);
      });
    },
  };
}

export type AbsencesService = ReturnType<typeof createAbsencesService>;
