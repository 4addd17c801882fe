import {
  alreadyAway,
  awayPlace,
  NOT_AWAY,
  ONLY_TODAYS_TO_SEND,
  SEND_TO_SAME_DOCTOR,
  sendToSchema,
  type OpPriority,
  type QueueEntry,
  type SendToInput,
  type SendToResult,
} from '@clinic/shared/appointments';
import type { Db, Tx } from '../../db/client.ts';
import type { Actor } from '../../kernel/actor.ts';
import { clinicNow } from '../../lib/clinic-time.ts';
import { conflict, notFound, ruleBroken } from '../../lib/errors.ts';
import type { EventBus, Publish } from '../../lib/events.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AppointmentsService } from './appointments.service.ts';
import { appointmentsRepository, lockDoctorRow } from './appointments.repository.ts';
import { isAway, mayCall, sentToOf, toEntry } from './op-queue-entry.ts';
import { opQueueRepository as repo, queueRows, type QueueRow } from './op-queue.repository.ts';

/**
 * Send to: the doctor sends a waiting or seen patient to the lab or radiology (away until back,
 * then waiting at their old place), or to another doctor the same day (a walk-in in that doctor's
 * queue, arrived at once; this visit shows as away until the patient is back or the doctor
 * completes it). Each move runs under the doctor's row lock, like a call, and is audited.
 */
export function createOpQueueSendService(deps: {
  db: Db;
  audit: AuditService;
  events: EventBus;
  appointments: AppointmentsService;
  timeZone: string;
}) {
  const { db, audit, events, timeZone } = deps;

  /** The doctor whose queue the appointment is in; the move re-reads it under that doctor's lock. */
  async function doctorOf(id: string): Promise<string> {
    const row = await appointmentsRepository.find(db, id);
    if (!row) throw notFound(`Appointment with ID ${id} not found`);
    if (row.appointmentDate !== clinicNow(timeZone).date) throw conflict(ONLY_TODAYS_TO_SEND);
    return row.doctorId;
  }

  /**
   * Locks the doctors' rows (in id order, so two doctors sending patients to each other at once
   * never wait on each other) and finds the appointment in the first one's queue today.
   */
  async function lockedRow(tx: Tx, id: string, doctorIds: string[]) {
    const names = new Map<string, string>();
    for (const doctorId of [...doctorIds].sort()) {
      const doctor = await lockDoctorRow(tx, doctorId);
      if (doctor) names.set(doctorId, doctor.name);
    }
    const rows = await queueRows(tx, doctorIds[0] as string, clinicNow(timeZone).date, true);
    const r = rows.find((x) => x.a.id === id);
    if (!r || r.a.status !== 'Awaiting') throw conflict(ONLY_TODAYS_TO_SEND);
    return { r, names };
  }

  async function away(r: QueueRow, input: { to: 'lab' | 'radiology' }, tx: Tx, actor: Actor) {
    const sentAt = new Date();
    await repo.setAway(tx, r.a.id, input.to, sentAt);
    await audit.record(tx, actor, {
      action: 'update',
      entityType: 'appointment',
      entityId: r.a.id,
      // The note is the doctor's free text: it may be clinical, so the trail names the move only.
      summary: `Sent token ${r.a.token} to ${awayPlace(input.to)}`,
    });
    return { ...r, a: { ...r.a, sentTo: input.to, sentAt, calledAt: null } };
  }

  /** A walk-in with the other doctor, arrived with this visit's flag; this visit is away (sent_at alone). */
  async function referred(
    r: QueueRow,
    input: { doctorId: string; note: string; names: Map<string, string> },
    tx: Tx,
    actor: Actor,
    publish: Publish,
  ) {
    const made = await deps.appointments.arriveWalkInIn(
      tx,
      {
        patientId: r.a.patientId,
        mrn: r.mrn,
        doctorId: input.doctorId,
        reason: `Sent by ${input.names.get(r.a.doctorId) ?? 'another doctor'}${input.note ? `: ${input.note}` : ''}`,
        notes: '',
      },
      r.a.priority as OpPriority | null,
      actor,
    );
    const sentAt = new Date();
    await repo.setAway(tx, r.a.id, null, sentAt);
    const doctorName = input.names.get(input.doctorId) ?? '';
    await audit.record(tx, actor, {
      action: 'update',
      entityType: 'appointment',
      entityId: r.a.id,
      summary: `Sent token ${r.a.token} to ${doctorName} (their token ${made.token})`,
    });
    publish('op-queue.changed', { doctorId: input.doctorId, appointmentId: made.id });
    return {
      row: { ...r, a: { ...r.a, sentTo: null, sentAt, calledAt: null } },
      referral: { appointmentId: made.id, doctorId: input.doctorId, doctorName, token: made.token },
    };
  }

  return {
    async sendTo(id: string, input: SendToInput, actor: Actor, canCallAny: boolean): Promise<SendToResult> {
      const v = sendToSchema.parse(input);
      const doctorId = await doctorOf(id);
      mayCall(doctorId, actor, canCallAny);
      const to = v.to === 'doctor' ? (v.doctorId as string) : null;
      if (to === doctorId) throw ruleBroken(SEND_TO_SAME_DOCTOR);
      return events.inTransaction(db, async (tx, publish) => {
        const { r, names } = await lockedRow(tx, id, to ? [doctorId, to] : [doctorId]);
        if (isAway(r)) throw conflict(alreadyAway(r.a.token, sentToOf(r) ?? v.to));
        const note = v.note ?? '';
        const sent =
          v.to === 'doctor'
            ? await referred(r, { doctorId: to as string, note, names }, tx, actor, publish)
            : { row: await away(r, { to: v.to }, tx, actor), referral: null };
        publish('op-queue.changed', { doctorId, appointmentId: id });
        return { entry: toEntry(sent.row), referral: sent.referral };
      });
    },

    /** Back from the lab, radiology or the other doctor: waiting again at the place they had. */
    async back(id: string, actor: Actor, canCallAny: boolean): Promise<QueueEntry> {
      const doctorId = await doctorOf(id);
      mayCall(doctorId, actor, canCallAny);
      return events.inTransaction(db, async (tx, publish) => {
        const { r } = await lockedRow(tx, id, [doctorId]);
        const from = sentToOf(r);
        if (!from) throw conflict(NOT_AWAY);
        await repo.setAway(tx, id, null, null);
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'appointment',
          entityId: id,
          summary: `Token ${r.a.token} back from ${awayPlace(from)}`,
        });
        publish('op-queue.changed', { doctorId, appointmentId: id });
        return toEntry({ ...r, a: { ...r.a, sentTo: null, sentAt: null, calledAt: null } });
      });
    },
  };
}

export type OpQueueSendService = ReturnType<typeof createOpQueueSendService>;
