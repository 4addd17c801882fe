import {
  NO_ONE_WAITING,
  NOT_BEING_SEEN,
  ONLY_TODAYS_WAITING,
  queueRank,
  type DisplayBoard,
  type OpQueue,
  type QueueEntry,
} from '@clinic/shared/appointments';
import type { Db, DbOrTx } from '../../db/client.ts';
import { clinicNow } from '../../lib/clinic-time.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { EventBus } from '../../lib/events.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { appointmentsRepository, doctorRow, lockDoctorRow } from './appointments.repository.ts';
import { isAway, isServing, isWaiting, mayCall, priorityOf, toEntry } from './op-queue-entry.ts';
import { opQueueRepository as repo, queueRows, type QueueRow } from './op-queue.repository.ts';

const byLatestCall = (x: QueueRow, y: QueueRow) => (y.a.calledAt?.getTime() ?? 0) - (x.a.calledAt?.getTime() ?? 0);

/**
 * The doctor's OP queue: who is waiting, in calling order (Emergency first, then the other
 * priority flags when the clinic puts them first, then the order they joined: the token, or where
 * a skip put them), who is being seen, who is away (sent to the lab, radiology or another doctor:
 * never called until back), and the calls. Call next, skip and recall move one
 * appointment under the doctor's row lock, so two clicks never call two patients; each call goes
 * out on the live channel after commit.
 */
export function createOpQueueService(deps: {
  db: Db;
  audit: AuditService;
  events: EventBus;
  timeZone: string;
  /** How many waiting patients a skipped one goes behind. */
  skipPlaces: number;
  prioritiesFirst: boolean;
}) {
  const { db, audit, events, timeZone } = deps;

  const laneOf = (r: QueueRow) => r.a.queueLane ?? queueRank(priorityOf(r), deps.prioritiesFirst);
  const seqOf = (r: QueueRow) => r.a.queueSeq ?? r.a.token;
  const waitingOf = (rows: QueueRow[]) =>
    rows.filter(isWaiting).sort((x, y) => laneOf(x) - laneOf(y) || seqOf(x) - seqOf(y) || x.a.token - y.a.token);

  /**
   * The place behind the first `places` waiting patients, whatever their lanes: the lane of the
   * last one passed, halfway to the one after it there, so everyone else keeps their order.
   */
  function behind(r: QueueRow, waiting: QueueRow[]): { queueLane: number; queueSeq: number } {
    const passed = waiting[Math.min(deps.skipPlaces, waiting.length) - 1];
    if (!passed) return { queueLane: laneOf(r), queueSeq: seqOf(r) };
    const lane = laneOf(passed);
    const next = waiting[waiting.indexOf(passed) + 1];
    const seq = next && laneOf(next) === lane ? (seqOf(passed) + seqOf(next)) / 2 : seqOf(passed) + 1;
    return { queueLane: lane, queueSeq: seq };
  }

  /** Locks the doctor's queue for the day and finds one of its appointments. */
  async function lockedQueue(tx: DbOrTx, doctorId: string) {
    const doctor = await lockDoctorRow(tx, doctorId);
    if (!doctor || !doctor.roles.includes('doctor')) throw notFound(`Doctor with ID ${doctorId} not found`);
    const date = clinicNow(timeZone).date;
    return { doctor, rows: await queueRows(tx, doctorId, date, true) };
  }

  async function called(
    doctorId: string,
    actor: Actor,
    canCallAny: boolean,
    pick: (rows: QueueRow[]) => QueueRow,
    how: (
      r: QueueRow,
      rows: QueueRow[],
    ) => {
      calledAt: Date | null;
      callCount?: number;
      skipCount?: number;
      queueSeq?: number;
      queueLane?: number;
    },
    summary: (r: QueueRow) => string,
  ): Promise<QueueEntry> {
    mayCall(doctorId, actor, canCallAny);
    const row = await events.inTransaction(db, async (tx, publish) => {
      const { rows } = await lockedQueue(tx, doctorId);
      const r = pick(rows);
      const set = how(r, rows);
      await repo.setCalled(tx, r.a.id, set.calledAt, set);
      await audit.record(tx, actor, {
        action: 'update',
        entityType: 'appointment',
        entityId: r.a.id,
        summary: summary(r),
      });
      publish('op-queue.changed', { doctorId, appointmentId: r.a.id });
      return { ...r, a: { ...r.a, ...set, calledAt: set.calledAt } };
    });
    return toEntry(row);
  }

  /** One Awaiting appointment of today's queue moved, if `allowed` (else 409 with `refused`). */
  async function calledOne(
    id: string,
    actor: Actor,
    canCallAny: boolean,
    allowed: (r: QueueRow) => boolean,
    refused: string,
    how: Parameters<typeof called>[4],
    summary: (r: QueueRow) => string,
  ): Promise<QueueEntry> {
    const doctorId = await appointmentDoctor(id);
    const pick = (rows: QueueRow[]) => {
      const r = rows.find((x) => x.a.id === id);
      if (!r || r.a.status !== 'Awaiting' || !allowed(r)) throw conflict(refused);
      return r;
    };
    return called(doctorId, actor, canCallAny, pick, how, summary);
  }

  /** Whose queue the appointment is in; the move itself re-reads it under the doctor's lock. */
  async function appointmentDoctor(id: string): Promise<string> {
    const row = await appointmentsRepository.find(db, id);
    if (!row) throw notFound(`Appointment with ID ${id} not found`);
    if (row.appointmentDate !== clinicNow(timeZone).date) throw conflict(ONLY_TODAYS_WAITING);
    return row.doctorId;
  }

  return {
    /**
     * The waiting-hall screen of a display: per doctor, the token being seen and the next five,
     * with first names only. Each patient shown is audited as viewed by the display.
     */
    async board(display: { id: string; name: string; doctorIds: string[] }, ip: string | null): Promise<DisplayBoard> {
      const date = clinicNow(timeZone).date;
      const doctors = [];
      const shown: string[] = [];
      for (const doctorId of display.doctorIds) {
        const doctor = await appointmentsRepository.doctorName(db, doctorId);
        if (!doctor) continue;
        const rows = await queueRows(db, doctorId, date);
        const [serving] = rows.filter(isServing).sort(byLatestCall);
        const next = waitingOf(rows).slice(0, 5);
        shown.push(...[serving, ...next].flatMap((r) => (r ? [r.a.patientId] : [])));
        doctors.push({
          doctorId,
          doctorName: doctor,
          nowServing: serving
            ? { token: serving.a.token, firstName: serving.firstName, calledAt: serving.a.calledAt!.toISOString() }
            : null,
          next: next.map((r) => ({ token: r.a.token, firstName: r.firstName })),
        });
      }
      await audit.viewed(
        { userId: null, name: `Display: ${display.name}`, role: 'display', ip },
        { entityType: 'patient', entityIds: shown, summary: `Shown on the waiting-hall display "${display.name}"` },
      );
      return { name: display.name, at: new Date().toISOString(), doctors };
    },

    /** Today's queue of a doctor; each patient shown is audited as viewed. */
    async queue(doctorId: string, actor: Actor): Promise<OpQueue> {
      const date = clinicNow(timeZone).date;
      // Not locked: a read must not wait behind bookings and calls, which lock this row (issue 34).
      const doctor = await doctorRow(db, doctorId).catch(() => undefined);
      if (!doctor || !doctor.roles.includes('doctor')) throw notFound(`Doctor with ID ${doctorId} not found`);
      const rows = await queueRows(db, doctorId, date);
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: rows.filter((r) => r.a.status === 'Awaiting').map((r) => r.a.patientId),
        summary: `Listed in the OP queue of ${doctor.name}`,
      });
      return {
        doctorId,
        doctorName: doctor.name,
        date,
        serving: rows.filter(isServing).sort(byLatestCall).map(toEntry),
        waiting: waitingOf(rows).map(toEntry),
        away: rows
          .filter(isAway)
          .sort((x, y) => (x.a.sentAt?.getTime() ?? 0) - (y.a.sentAt?.getTime() ?? 0))
          .map(toEntry),
        seen: rows.filter((r) => r.a.status === 'Completed').length,
      };
    },

    /** The next waiting patient is called in: 409 when no one waits. */
    callNext: (doctorId: string, actor: Actor, canCallAny: boolean) =>
      called(
        doctorId,
        actor,
        canCallAny,
        (rows) => {
          const [next] = waitingOf(rows);
          if (!next) throw conflict(NO_ONE_WAITING);
          return next;
        },
        (r) => ({ calledAt: new Date(), callCount: r.a.callCount + 1 }),
        (r) => `Called token ${r.a.token}`,
      ),

    /** The patient called did not come: back into the queue behind the next few waiting. */
    skip: (id: string, actor: Actor, canCallAny: boolean) =>
      calledOne(
        id,
        actor,
        canCallAny,
        (r) => r.a.calledAt !== null,
        NOT_BEING_SEEN,
        (r, rows) => ({ calledAt: null, skipCount: r.a.skipCount + 1, ...behind(r, waitingOf(rows)) }),
        (r) => `Skipped token ${r.a.token}`,
      ),

    /**
     * A waiting or skipped patient is called in again (the display announces the token again). An
     * away patient is not waiting: they come back first.
     */
    recall: (id: string, actor: Actor, canCallAny: boolean) =>
      calledOne(
        id,
        actor,
        canCallAny,
        (r) => !isAway(r),
        ONLY_TODAYS_WAITING,
        (r) => ({ calledAt: new Date(), callCount: r.a.callCount + 1 }),
        (r) => `Recalled token ${r.a.token}`,
      ),
  };
}

export type OpQueueService = ReturnType<typeof createOpQueueService>;
