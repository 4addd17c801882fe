import { displayDate, displayTime } from '@clinic/shared/dates';
import { SLOT_TAKEN, type AppointmentStatus } from '@clinic/shared/appointments';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { clinicNow, slotTimes, weekdayOf } from '../../lib/clinic-time.ts';
import { conflict, notFound, ruleBroken } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { TellPatient } from '../messages/messages.service.ts';
import type { NumberingService } from '../numbering/numbering.service.ts';
import { absencesRepository } from './absences.repository.ts';
import { appointmentsRepository as repo } from './appointments.repository.ts';

const ACTIVE: AppointmentStatus[] = ['Scheduled', 'Awaiting', 'Completed'];
/** Overflow walk-ins queue after every booked token: their place is this plus their token. */
export const OVERFLOW_PLACE = 10_000;

export type Placement = {
  patientId: string;
  mrn: string;
  doctorId: string;
  appointmentDate?: string | undefined;
  appointmentTime?: string | undefined;
  walkIn?: boolean | undefined;
  reason: string;
  notes: string;
  rescheduledFrom?: string;
};

/**
 * Where an appointment goes: a slot the desk chose, or for a walk-in today's next free slot and,
 * when the day is full, a place after the booked patients (up to `overflowPerSession` a
 * session). A doctor on leave takes no bookings that day, nor before a late arrival.
 */
export function createPlacing(deps: {
  audit: AuditService;
  numbering: NumberingService;
  tell: TellPatient;
  timeZone: string;
  overflowPerSession: number;
}) {
  const { audit, timeZone } = deps;

  async function lockDoctor(tx: DbOrTx, doctorId: string) {
    const doctor = await repo.lockDoctorRow(tx, doctorId);
    if (!doctor || !doctor.isActive || !doctor.roles.includes('doctor'))
      throw notFound(`Doctor with ID ${doctorId} not found`);
    return doctor;
  }

  /** The day's slot times, without those the doctor is away for (leave: all; late: before arrival). */
  async function hoursOn(tx: DbOrTx, doctorId: string, date: string) {
    const blocks = await repo.blocksOn(tx, doctorId, weekdayOf(date));
    const away = await absencesRepository.on(tx, doctorId, date);
    const leave = away.some((a) => a.kind === 'leave');
    const arrives = away.find((a) => a.kind === 'late')?.arrivesAt ?? '00:00';
    const times = leave ? [] : blocks.flatMap((b) => slotTimes(b.startTime, b.endTime, b.slotMinutes));
    return { blocks, leave, times: times.filter((t) => t >= arrives) };
  }

  async function takenOn(tx: DbOrTx, doctorId: string, date: string): Promise<Set<string>> {
    return new Set(await repo.timesHeld(tx, { doctorId, date, states: ACTIVE }));
  }

  /** A walk-in when every slot is taken: a place after the booked patients of the session under way. */
  async function overflowTime(tx: DbOrTx, doctor: { id: string; name: string }, now: { date: string; time: string }) {
    const { blocks } = await hoursOn(tx, doctor.id, now.date);
    const session = blocks.find((b) => b.endTime > now.time);
    if (!session || deps.overflowPerSession === 0) throw ruleBroken(`${doctor.name} has no free slot left today`);
    const from = session.startTime;
    const count = await absencesRepository.overflowCount(tx, {
      doctorId: doctor.id,
      date: now.date,
      from,
      to: session.endTime,
    });
    if (count >= deps.overflowPerSession)
      throw ruleBroken(
        `${doctor.name} has no free slot left today, and this session's ${deps.overflowPerSession} walk-ins beyond the slots are taken`,
      );
    return now.time > from ? now.time : from;
  }

  async function placeIn(tx: DbOrTx, v: Placement, actor: Actor): Promise<string> {
    const doctor = await lockDoctor(tx, v.doctorId);
    const now = clinicNow(timeZone);
    const date = v.walkIn ? now.date : (v.appointmentDate as string);
    const { times, leave } = await hoursOn(tx, doctor.id, date);
    if (leave) throw ruleBroken(`${doctor.name} is on leave on ${displayDate(date)}`);
    const taken = await takenOn(tx, doctor.id, date);
    let time = v.appointmentTime ?? '';
    let overflow = false;
    if (v.walkIn) {
      const next = times.find((t) => !taken.has(t) && t > now.time);
      overflow = !next;
      time = next ?? (await overflowTime(tx, doctor, now));
    } else {
      if (date < now.date || (date === now.date && time <= now.time))
        throw ruleBroken('Choose a time that has not passed');
      if (!times.includes(time))
        throw ruleBroken(`${doctor.name} does not consult at ${displayTime(time)} on ${displayDate(date)}`);
      if (taken.has(time)) throw conflict(SLOT_TAKEN);
    }
    const [held] = await repo.timesHeld(tx, {
      doctorId: doctor.id,
      date,
      states: ['Scheduled', 'Awaiting'],
      patientId: v.patientId,
    });
    if (held)
      throw conflict(
        `This patient already has an appointment with ${doctor.name} on ${displayDate(date)} at ${displayTime(held)}`,
      );
    const token = await deps.numbering.nextIn(tx, 'appointmentToken', { doctorId: doctor.id, date });
    const id = await repo.insert(tx, {
      patientId: v.patientId,
      doctorId: doctor.id,
      department: doctor.speciality ?? 'General Medicine',
      appointmentDate: date,
      appointmentTime: time,
      token: token.value,
      overflow,
      reason: v.reason,
      notes: v.notes,
      rescheduledFrom: v.rescheduledFrom ?? null,
      createdBy: actor.userId,
    });
    await audit.record(tx, actor, {
      action: 'create',
      entityType: 'appointment',
      entityId: id,
      summary: `${v.rescheduledFrom ? 'Rescheduled' : 'Booked'} ${v.mrn} with ${doctor.name} on ${date} ${time}${overflow ? ' (walk-in beyond the slots)' : ''}`,
    });
    // A walk-in is at the desk: the slip tells them. A booking (or a move) is told by message.
    if (!v.walkIn)
      await deps.tell(tx, {
        patientId: v.patientId,
        template: v.rescheduledFrom ? 'appointment-moved' : 'appointment-booked',
        key: `${v.rescheduledFrom ? 'appointment-moved' : 'appointment-booked'}:${id}`,
        values: { doctor: doctor.name, date: displayDate(date), time: displayTime(time), token: String(token.value) },
      });
    return id;
  }

  return { lockDoctor, hoursOn, takenOn, placeIn };
}
