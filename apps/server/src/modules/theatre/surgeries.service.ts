import { toPaise } from '@clinic/shared/money';
import {
  ANAESTHESIA_SPECIALITY,
  checklistIncomplete,
  missingChecks,
  operationNoteInputSchema,
  OVERRIDE_BY_TEAM,
  rescheduleInputSchema,
  surgeryChecklistInputSchema,
  surgeryInputSchema,
  surgeryStatusInputSchema,
  type OperationNoteInput,
  type RescheduleInput,
  type Surgery,
  type SurgeryChecklistInput,
  type SurgeryInput,
  type SurgeryStatusInput,
} from '@clinic/shared/theatre';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { clinicInstant } from '../../lib/clinic-time.ts';
import { AppError, forbidden, notFound, ruleBroken } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { PatientsService } from '../patients/patients.service.ts';
import type { ServicesService } from '../services/services.service.ts';
import type { StaffService } from '../staff/staff.service.ts';
import { surgeriesRepository as repo } from './surgeries.repository.ts';
import { operationTimeIssues, startedAt } from './operation-times.ts';
import { chargeSurgery, minutesBetween } from './surgery-charges.ts';
import { checkSlot } from './surgery-conflicts.ts';
import { surgeriesView } from './surgery-view.ts';
import { theatreRepository } from './theatre.repository.ts';
import {
  CHECKLIST_BEFORE_START,
  mustMove,
  NOTE_BY_SURGEON,
  NOTE_WHEN_IN_PROGRESS,
  START_EARLY_MINUTES,
  tooEarlyToStart,
} from './surgery-rules.ts';

export type SurgeriesDeps = {
  db: Db;
  audit: AuditService;
  orders: Pick<OrdersService, 'chargeDoneIn'>;
  services: ServicesService;
  patients: PatientsService;
  staff: Pick<StaffService, 'findById'>;
  timeZone: string;
  /** Minutes a theatre needs between two surgeries (OT_CLEANING_MINUTES). */
  cleaningMinutes: number;
  /** Anaesthesia charge as a percent of the procedure (ANAESTHESIA_CHARGE_PERCENT). */
  anaesthesiaPercent: number;
};

/** Booking surgeries on theatres, moving them, and completing them with the surgeon's note. */
export function createSurgeriesService(deps: SurgeriesDeps) {
  const { db, audit, timeZone } = deps;

  async function doctor(id: string, label: string, speciality?: string) {
    const row = await deps.staff.findById(id);
    if (!row?.isActive || !row.roles.includes('doctor')) throw ruleBroken(`The ${label} must be an active doctor`);
    if (speciality && row.speciality !== speciality)
      throw ruleBroken(`The ${label} must be a doctor with the ${speciality} speciality`);
    return row;
  }

  async function one(tx: DbOrTx, id: string): Promise<Surgery> {
    const row = await repo.get(tx, id);
    if (!row) throw notFound(`Surgery with ID ${id} not found`);
    const [surgery] = await surgeriesView(tx, [row], timeZone);
    if (!surgery) throw notFound(`Surgery with ID ${id} not found`);
    return surgery;
  }

  /** The slot's theatre and equipment, checked; equipment kept in another theatre cannot be taken. */
  async function place(tx: DbOrTx, theatreId: string, equipmentIds: string[]) {
    const theatre = await theatreRepository.theatre(tx, theatreId);
    if (!theatre) throw notFound(`OT with ID ${theatreId} not found`);
    const equipment = await theatreRepository.equipment(tx, equipmentIds);
    if (equipment.length !== new Set(equipmentIds).size) throw notFound('Some of the equipment was not found');
    for (const { e, theatre: home } of equipment) {
      if (e.status !== 'Active') throw ruleBroken(`${e.name} is inactive`);
      if (e.theatreId && e.theatreId !== theatre.id) throw ruleBroken(`${e.name} is kept in ${home ?? 'another OT'}`);
    }
    return { theatre, equipment: equipment.map(({ e }) => ({ id: e.id, name: e.name })) };
  }

  /** One booking at a time across the hospital: the check and the insert see the same bookings. */
  const lockBookings = (tx: DbOrTx) =>
    tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('surgery-booking', 0))`);
  const span = (date: string, startTime: string, minutes: number) => {
    const startAt = clinicInstant(timeZone, date, startTime);
    return { startAt, endAt: new Date(startAt.getTime() + minutes * 60_000) };
  };
  const settings = { timeZone, cleaningMinutes: deps.cleaningMinutes };

  return {
    async get(id: string, actor: Actor): Promise<Surgery> {
      const surgery = await one(db, id);
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: [surgery.patient._id],
        summary: 'Viewed surgery',
      });
      return surgery;
    },

    async book(input: SurgeryInput, actor: Actor): Promise<Surgery> {
      const v = surgeryInputSchema.parse(input);
      const patient = await deps.patients.get(v.patientId);
      const procedure = await deps.services.get(v.procedureId);
      if (!procedure.isActive) throw ruleBroken('This procedure is inactive and cannot be booked');
      const surgeon = await doctor(v.surgeonId, 'surgeon');
      const anaesthetist = await doctor(v.anaesthetistId, 'anaesthetist', ANAESTHESIA_SPECIALITY);
      const assistant = v.assistantId ? await doctor(v.assistantId, 'assistant') : null;
      const people = [surgeon.id, anaesthetist.id, assistant?.id].filter(Boolean);
      if (new Set(people).size !== people.length)
        throw ruleBroken('The surgeon, assistant and anaesthetist must be different people');
      return db.transaction(async (tx) => {
        const { startAt, endAt } = span(v.date, v.startTime, v.durationMinutes);
        if (startAt.getTime() < Date.now() - 5 * 60_000) throw ruleBroken('A surgery cannot be booked in the past');
        await lockBookings(tx);
        const { theatre, equipment } = await place(tx, v.theatreId, v.equipmentIds);
        const team = [
          { id: surgeon.id, name: surgeon.name, role: 'surgeon' as const },
          { id: anaesthetist.id, name: anaesthetist.name, role: 'anaesthetist' as const },
          ...(assistant ? [{ id: assistant.id, name: assistant.name, role: 'assistant' as const }] : []),
        ];
        await checkSlot(tx, { id: null, patientId: patient._id, theatre, startAt, endAt, team, equipment }, settings);
        const admission = await repo.activeAdmission(tx, patient._id);
        const row = await repo.insert(tx, {
          patientId: patient._id,
          admissionId: admission?.id ?? null,
          procedureId: procedure._id,
          procedureName: procedure.name,
          surgeonId: surgeon.id,
          surgeonName: surgeon.name,
          assistantId: assistant?.id ?? null,
          assistantName: assistant?.name ?? null,
          anaesthetistId: anaesthetist.id,
          anaesthetistName: anaesthetist.name,
          anaesthesiaType: v.anaesthesiaType,
          theatreId: theatre.id,
          startAt,
          endAt,
          equipmentIds: equipment.map((e) => e.id),
          checklist: v.checklist,
          notes: v.notes,
          bookedBy: actor.userId,
          bookedByName: actor.name ?? 'Unknown',
        });
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'surgery',
          entityId: row.id,
          summary: `patient ${patient._id}, ${theatre.identifier}`,
        });
        return one(tx, row.id);
      });
    },

    /** Moves a booking (a drag on the calendar) with the same checks as booking it. */
    async reschedule(id: string, input: RescheduleInput, actor: Actor): Promise<Surgery> {
      const v = rescheduleInputSchema.parse(input);
      return db.transaction(async (tx) => {
        await lockBookings(tx);
        const s = await repo.lockedRow(tx, id);
        if (!s) throw notFound(`Surgery with ID ${id} not found`);
        if (s.status !== 'Scheduled' && s.status !== 'Postponed')
          throw ruleBroken(`A surgery that is ${s.status.toLowerCase()} cannot be moved`);
        const { startAt, endAt } = span(v.date, v.startTime, v.durationMinutes);
        if (startAt.getTime() < Date.now() - 5 * 60_000) throw ruleBroken('A surgery cannot be moved into the past');
        const { theatre, equipment } = await place(tx, v.theatreId, s.equipmentIds);
        const team = [
          { id: s.surgeonId, name: s.surgeonName, role: 'surgeon' as const },
          { id: s.anaesthetistId, name: s.anaesthetistName, role: 'anaesthetist' as const },
          ...(s.assistantId ? [{ id: s.assistantId, name: s.assistantName ?? '', role: 'assistant' as const }] : []),
        ];
        await checkSlot(tx, { id, patientId: s.patientId, theatre, startAt, endAt, team, equipment }, settings);
        await repo.update(tx, id, { theatreId: theatre.id, startAt, endAt, status: 'Scheduled', statusReason: '' });
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'surgery',
          entityId: id,
          summary: `moved to ${theatre.identifier} ${v.date} ${v.startTime}`,
        });
        return one(tx, id);
      });
    },

    /**
     * Starts, postpones or cancels a booking. Starting needs the whole pre-op checklist; the
     * surgeon or the anaesthetist of the surgery may start it without, giving the reason (kept as
     * the status reason; the audit entry names the missing items and the override).
     */
    /** `canOverrideAny`: the actor holds theatre.checklist.override (an OT in-charge), not only the booked team. */
    async setStatus(id: string, input: SurgeryStatusInput, actor: Actor, canOverrideAny = false): Promise<Surgery> {
      const v = surgeryStatusInputSchema.parse(input);
      return db.transaction(async (tx) => {
        const s = await repo.lockedRow(tx, id);
        if (!s) throw notFound(`Surgery with ID ${id} not found`);
        mustMove(s.status, v.status);
        let summary = `status ${s.status} → ${v.status}`;
        if (v.status === 'In progress') {
          if (Date.now() < s.startAt.getTime() - START_EARLY_MINUTES * 60_000)
            throw ruleBroken(tooEarlyToStart(timeZone, s.startAt));
          const missing = missingChecks(s.checklist);
          if (missing.length > 0) {
            if (!v.overrideChecklist) throw ruleBroken(checklistIncomplete(missing));
            if (!canOverrideAny && actor.userId !== s.surgeonId && actor.userId !== s.anaesthetistId)
              throw forbidden(OVERRIDE_BY_TEAM);
            summary += `, pre-op checklist overridden; missing: ${missing.join(', ')}`;
          }
        }
        await repo.update(tx, id, {
          status: v.status,
          statusReason: v.reason,
          ...(v.status === 'In progress' ? { startedAt: new Date() } : {}),
        });
        await audit.record(tx, actor, { action: 'update', entityType: 'surgery', entityId: id, summary });
        return one(tx, id);
      });
    },

    /** Ticks the pre-op checklist as its items are done, until the surgery starts. */
    async setChecklist(id: string, input: SurgeryChecklistInput, actor: Actor): Promise<Surgery> {
      const v = surgeryChecklistInputSchema.parse(input);
      return db.transaction(async (tx) => {
        const s = await repo.lockedRow(tx, id);
        if (!s) throw notFound(`Surgery with ID ${id} not found`);
        if (s.status !== 'Scheduled' && s.status !== 'Postponed') throw ruleBroken(CHECKLIST_BEFORE_START);
        await repo.update(tx, id, { checklist: v.checklist });
        const missing = missingChecks(v.checklist);
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'surgery',
          entityId: id,
          summary: `pre-op checklist: done ${v.checklist.join(', ') || 'none'}; missing ${missing.join(', ') || 'none'}`,
        });
        return one(tx, id);
      });
    },

    /** The surgeon's note: completes the surgery and charges procedure, theatre and anaesthesia. */
    async complete(id: string, input: OperationNoteInput, actor: Actor): Promise<Surgery> {
      const v = operationNoteInputSchema.parse(input);
      const booked = await repo.get(db, id);
      if (!booked) throw notFound(`Surgery with ID ${id} not found`);
      // Read before the transaction: the embedded database has one connection.
      const procedure = await deps.services.get(booked.s.procedureId);
      return db.transaction(async (tx) => {
        const s = await repo.lockedRow(tx, id);
        if (!s) throw notFound(`Surgery with ID ${id} not found`);
        if (actor.userId !== s.surgeonId && actor.userId !== s.assistantId) throw forbidden(NOTE_BY_SURGEON);
        if (s.status !== 'In progress') throw ruleBroken(NOTE_WHEN_IN_PROGRESS);
        const wrongTimes = operationTimeIssues(v, { startedAt: startedAt(s), now: new Date(), timeZone });
        if (Object.keys(wrongTimes).length > 0)
          throw new AppError(422, 'RULE_BROKEN', Object.values(wrongTimes).join('; '), wrongTimes);
        const theatre = await theatreRepository.theatre(tx, s.theatreId);
        if (!theatre) throw notFound(`OT with ID ${s.theatreId} not found`);
        await repo.insertNote(tx, {
          surgeryId: id,
          ...v,
          writtenBy: actor.userId ?? s.surgeonId,
          writtenByName: actor.name ?? '',
        });
        const chargedPaise = await chargeSurgery(
          tx,
          deps.orders,
          {
            surgery: s,
            theatre,
            procedure: { pricePaise: toPaise(procedure.price), category: procedure.category },
            minutesInTheatre: minutesBetween(v.inTheatreAt, v.outOfTheatreAt),
            anaesthesiaPercent: deps.anaesthesiaPercent,
          },
          actor,
        );
        await repo.update(tx, id, { status: 'Completed', chargedPaise });
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'surgery',
          entityId: id,
          summary: 'completed with operation note',
        });
        return one(tx, id);
      });
    },
  };
}

export type SurgeriesService = ReturnType<typeof createSurgeriesService>;
