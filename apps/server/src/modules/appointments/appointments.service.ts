import { displayDate } from '@clinic/shared/dates';
import {
  type Appointment,
  type AppointmentStatus,
  type BookAppointmentInput,
  type ConsultingBlock,
  type RescheduleInput,
  bookAppointmentSchema,
  arriveInputSchema,
  type ArriveInput,
  type OpPriority,
} from '@clinic/shared/appointments';
import { appointmentStatus } from '@clinic/shared/status';
import type { Db, DbOrTx } from '../../db/client.ts';
import { clinicNow } from '../../lib/clinic-time.ts';
import { conflict, notFound, ruleBroken } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { NumberingService } from '../numbering/numbering.service.ts';
import type { PatientsService } from '../patients/patients.service.ts';
import type { TellPatient } from '../messages/messages.service.ts';
import { createPlacing, OVERFLOW_PLACE, type Placement } from './appointment-placing.ts';
import { appointmentsRepository as repo, type AppointmentFilter } from './appointments.repository.ts';

export type AppointmentScope = { date?: string; scope?: 'today' | 'future'; doctorId?: string; patientId?: string };

export function createAppointmentsService(deps: {
  db: Db;
  audit: AuditService;
  patients: PatientsService;
  numbering: NumberingService;
  tell: TellPatient;
  timeZone: string;
  /** Walk-ins given a token beyond the slots, per consulting session (0: none). */
  overflowPerSession: number;
}) {
  const { db, audit, timeZone } = deps;

  const placing = createPlacing({
    audit,
    numbering: deps.numbering,
    tell: deps.tell,
    timeZone,
    overflowPerSession: deps.overflowPerSession,
  });
  const { lockDoctor, hoursOn, takenOn, placeIn } = placing;

  /**
   * Locks the appointment and moves it along the status machine, inside the caller's
   * transaction. `stay` lets a row already in `to` stay there (vitals recorded twice). `when`
   * limits the day: arrival and vitals belong to today's appointments, a consultation to today's
   * or earlier.
   */
  async function moveIn(
    tx: DbOrTx,
    id: string,
    to: AppointmentStatus,
    actor: Actor,
    options: { when?: 'today' | 'not-future'; stay?: boolean; priority?: OpPriority | null } = {},
  ): Promise<NonNullable<Awaited<ReturnType<typeof repo.find>>>> {
    const row = await repo.find(tx, id, true);
    if (!row) throw notFound(`Appointment with ID ${id} not found`);
    if (row.status === to && options.stay) return row;
    if (!appointmentStatus.canMove(row.status as AppointmentStatus, to))
      throw conflict(`A ${row.status} appointment cannot become ${to}`);
    const today = clinicNow(timeZone).date;
    if (options.when === 'today' && row.appointmentDate !== today)
      throw ruleBroken(
        `Only today's appointments can become ${to}; this one is on ${displayDate(row.appointmentDate)}`,
      );
    if (options.when === 'not-future' && row.appointmentDate > today)
      throw ruleBroken(
        `This appointment is on ${displayDate(row.appointmentDate)}; it cannot be completed before its day`,
      );
    // Arriving puts the patient in the doctor's queue in token order, with a priority flag if any.
    const queue =
      to === 'Awaiting'
        ? {
            arrivedAt: row.arrivedAt ?? new Date(),
            queueSeq: row.queueSeq ?? (row.overflow ? OVERFLOW_PLACE + row.token : row.token),
            ...(options.priority !== undefined ? { priority: options.priority } : {}),
          }
        : {};
    await repo.move(tx, id, to, queue);
    await audit.record(tx, actor, {
      action: 'update',
      entityType: 'appointment',
      entityId: id,
      summary: `${row.status} → ${to}${options.priority ? ` (${options.priority})` : ''}`,
    });
    return { ...row, ...queue, status: to };
  }

  async function transition(
    id: string,
    to: AppointmentStatus,
    actor: Actor,
    when?: 'today',
    priority?: OpPriority | null,
  ): Promise<Appointment> {
    await db.transaction((tx) => moveIn(tx, id, to, actor, { when, priority }));
    return one(id);
  }

  async function one(id: string): Promise<Appointment> {
    const [found] = await repo.list(db, { id }, clinicNow(timeZone).date);
    if (!found) throw notFound(`Appointment with ID ${id} not found`);
    return found;
  }

  return {
    async setConsultingHours(doctorId: string, blocks: ConsultingBlock[], actor: Actor): Promise<ConsultingBlock[]> {
      await db.transaction(async (tx) => {
        const doctor = await lockDoctor(tx, doctorId);
        await repo.replaceHours(
          tx,
          doctorId,
          blocks.map((b) => ({
            doctorId,
            weekday: b.weekday,
            startTime: b.start,
            endTime: b.end,
            slotMinutes: b.slotMinutes,
          })),
        );
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'staff',
          entityId: doctorId,
          summary: `Set consulting hours of ${doctor.name} (${blocks.length} blocks)`,
        });
      });
      return this.consultingHours(doctorId);
    },

    async consultingHours(doctorId: string): Promise<ConsultingBlock[]> {
      const rows = await repo.hoursOf(db, doctorId);
      return rows.map((r) => ({ weekday: r.weekday, start: r.startTime, end: r.endTime, slotMinutes: r.slotMinutes }));
    },

    /** The doctor's slots on a day; taken ones, and today's past ones, are not available. */
    async slots(doctorId: string, date: string) {
      const { times } = await hoursOn(db, doctorId, date);
      const taken = await takenOn(db, doctorId, date);
      const now = clinicNow(timeZone);
      return times.map((time) => ({
        time,
        available: !taken.has(time) && (date > now.date || (date === now.date && time > now.time)),
      }));
    },

    /**
     * Books a slot (or, for a walk-in, today's next free slot) and gives the day's next token for
     * the doctor. The doctor's row is locked for the check and insert, so two requests cannot take
     * the same slot; a partial unique index backs that up.
     */
    async book(input: BookAppointmentInput, actor: Actor): Promise<Appointment> {
      const v = bookAppointmentSchema.parse(input);
      const patient = await deps.patients.get(v.patientId);
      const id = await db.transaction((tx) => placeIn(tx, { ...v, patientId: patient._id, mrn: patient.mrn }, actor));
      return one(id);
    },

    /** Moves a Scheduled appointment to another slot: the old row stays as Rescheduled. */
    async reschedule(id: string, to: RescheduleInput, actor: Actor): Promise<Appointment> {
      const old = await repo.find(db, id);
      if (!old) throw notFound(`Appointment with ID ${id} not found`);
      const patient = await deps.patients.get(old.patientId);
      const newId = await db.transaction(async (tx) => {
        await lockDoctor(tx, to.doctorId ?? old.doctorId);
        await moveIn(tx, id, 'Rescheduled', actor);
        return placeIn(
          tx,
          {
            patientId: old.patientId,
            mrn: patient.mrn,
            doctorId: to.doctorId ?? old.doctorId,
            appointmentDate: to.appointmentDate,
            appointmentTime: to.appointmentTime,
            reason: old.reason,
            notes: old.notes,
            rescheduledFrom: old.id,
          },
          actor,
        );
      });
      return one(newId);
    },

    /** Today's, a given day's or all future appointments, optionally of one doctor or patient. */
    async list(query: AppointmentScope, actor: Actor): Promise<Appointment[]> {
      const today = clinicNow(timeZone).date;
      if (query.scope === 'today' && query.date && query.date !== today) return [];
      const filter: AppointmentFilter = {
        date: query.date ?? (query.scope === 'today' ? today : undefined),
        after: query.scope === 'future' ? today : undefined,
        doctorId: query.doctorId,
        patientId: query.patientId,
      };
      const found = await repo.list(db, filter, clinicNow(timeZone).date);
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: found.map((a) => a.patientId),
        summary: 'Listed in appointments',
      });
      return found;
    },

    get: one,
    /** Locks the doctor's row for bookings (an absence is marked under the same lock). */
    lockDoctorIn: lockDoctor,
    /** The patient is here: into the doctor's queue, with a priority flag (Emergency, pregnant, ...) if given. */
    arrive: (id: string, input: ArriveInput, actor: Actor) =>
      transition(id, 'Awaiting', actor, 'today', arriveInputSchema.parse(input).priority ?? undefined),
    /**
     * A walk-in today who is here already (a patient another doctor sent over): placed as the desk
     * places a walk-in, then Awaiting in the doctor's queue with the priority flag they had.
     */
    async arriveWalkInIn(
      tx: DbOrTx,
      v: Omit<Placement, 'walkIn' | 'appointmentDate' | 'appointmentTime'>,
      priority: OpPriority | null,
      actor: Actor,
    ) {
      const id = await placeIn(tx, { ...v, walkIn: true }, actor);
      return moveIn(tx, id, 'Awaiting', actor, { when: 'today', priority });
    },
    /** For vitals: a Scheduled appointment becomes Awaiting; an Awaiting one stays. */
    markAwaitingIn: (tx: DbOrTx, id: string, actor: Actor) =>
      moveIn(tx, id, 'Awaiting', actor, { when: 'today', stay: true }),
    /** For a saved consultation: the appointment becomes Completed. */
    completeIn: (tx: DbOrTx, id: string, actor: Actor) => moveIn(tx, id, 'Completed', actor, { when: 'not-future' }),
    cancel: (id: string, actor: Actor) => transition(id, 'Cancelled', actor),
    noShow: (id: string, actor: Actor) => transition(id, 'No-show', actor),
  };
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
