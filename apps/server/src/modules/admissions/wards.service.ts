import {
  bedInputSchema,
  roomInputSchema,
  wardInputSchema,
  type AvailableBed,
  type BedInput,
  type RoomInput,
  type RoomType,
  type Ward,
  type WardInput,
} from '@clinic/shared/admissions';
import { fullName } from '@clinic/shared/patients';
import { bedStatus, type BedState } from '@clinic/shared/status';
import { clinicNow } from '../../lib/clinic-time.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { EventBus } from '../../lib/events.ts';
import { moveStatus } from '../../lib/status-move.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import { currentAge } from '../patients/patients.mapping.ts';
import { beds } from './admissions.table.ts';
import { wardsRepository as repo, type RoomRow, type WardRow } from './wards.repository.ts';

const wardNotFound = (id: string) => notFound(`Ward with ID ${id} not found`);

/** Wards, rooms and beds (clinicAdmin's setup) and the live board every clinical area reads. */
export function createWardsService(deps: { db: Db; audit: AuditService; events: EventBus; timeZone: string }) {
  const { db, audit, events } = deps;

  async function wardsWithBeds(wardId?: string): Promise<Ward[]> {
    const [wardRows, roomRows, occupants] = await Promise.all([
      repo.wards(db, wardId),
      repo.roomsAndBeds(db, wardId),
      repo.occupants(db, wardId),
    ]);
    const today = clinicNow(deps.timeZone).date;
    const byBed = new Map(occupants.map((o) => [o.bedId, o]));
    const rooms = new Map<string, Ward['rooms'][number] & { wardId: string }>();
    for (const { room, bed } of roomRows) {
      const entry = rooms.get(room.id) ?? { ...toRoom(room), wardId: room.wardId };
      rooms.set(room.id, entry);
      if (!bed) continue;
      const o = byBed.get(bed.id);
      entry.beds.push({
        _id: bed.id,
        number: bed.number,
        status: bed.status as BedState,
        occupant: o
          ? {
              admissionId: o.admission.id,
              ipNumber: o.admission.ipNumber,
              patientId: o.patient.id,
              patientName: fullName(o.patient),
              mrn: o.patient.mrn,
              age: currentAge(o.patient, today),
              gender: o.patient.gender,
              admittedOn: o.admission.admittedAt.toISOString(),
            }
          : null,
      });
    }
    return wardRows.map((w) =>
      toWard(
        w,
        [...rooms.values()].filter((r) => r.wardId === w.id),
      ),
    );
  }

  return {
    /** Every ward (or one) with its rooms and beds and who lies in each; the patients shown are audited. */
    async list(actor: Actor, wardId?: string): Promise<Ward[]> {
      if (wardId && !(await repo.ward(db, wardId))) throw wardNotFound(wardId);
      const list = await wardsWithBeds(wardId);
      const shown = list.flatMap((w) => w.rooms.flatMap((r) => r.beds.flatMap((b) => b.occupant?.patientId ?? [])));
      await audit.viewed(actor, { entityType: 'patient', entityIds: shown, summary: 'Seen on the bed board' });
      return list;
    },

    async addWard(input: WardInput, actor: Actor): Promise<Ward> {
      const values = wardInputSchema.parse(input);
      const row = await db.transaction(async (tx) => {
        if (await repo.wardNameTaken(tx, values.name)) throw conflict('A ward with this name already exists');
        const created = await repo.insertWard(tx, values);
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'ward',
          entityId: created.id,
          summary: `Added ward ${created.name}`,
        });
        return created;
      });
      return toWard(row, []);
    },

    async editWard(id: string, input: WardInput, actor: Actor): Promise<void> {
      const values = wardInputSchema.parse(input);
      await db.transaction(async (tx) => {
        if (await repo.wardNameTaken(tx, values.name, id)) throw conflict('A ward with this name already exists');
        const row = await repo.updateWard(tx, id, values);
        if (!row) throw wardNotFound(id);
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'ward',
          entityId: id,
          summary: `Updated ward ${row.name}`,
        });
      });
    },

    async addRoom(wardId: string, input: RoomInput, actor: Actor): Promise<void> {
      const values = roomInputSchema.parse(input);
      await db.transaction(async (tx) => {
        if (!(await repo.ward(tx, wardId))) throw wardNotFound(wardId);
        if (await repo.roomNumberTaken(tx, wardId, values.number))
          throw conflict('This ward already has a room with this number');
        const room = await repo.insertRoom(tx, { ...values, wardId });
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'room',
          entityId: room.id,
          summary: `Added room ${room.number}`,
        });
      });
    },

    async editRoom(id: string, input: RoomInput, actor: Actor): Promise<void> {
      const values = roomInputSchema.parse(input);
      await db.transaction(async (tx) => {
        const before = await repo.room(tx, id);
        if (!before) throw notFound(`Room with ID ${id} not found`);
        if (await repo.roomNumberTaken(tx, before.wardId, values.number, id))
          throw conflict('This ward already has a room with this number');
        await repo.updateRoom(tx, id, values);
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'room',
          entityId: id,
          summary: `Updated room ${values.number}`,
        });
      });
    },

    async addBed(roomId: string, input: BedInput, actor: Actor): Promise<void> {
      const values = bedInputSchema.parse(input);
      await events.inTransaction(db, async (tx, publish) => {
        const room = await repo.room(tx, roomId);
        if (!room) throw notFound(`Room with ID ${roomId} not found`);
        if (await repo.bedNumberTaken(tx, roomId, values.number))
          throw conflict('This room already has a bed with this number');
        const bed = await repo.insertBed(tx, { ...values, roomId });
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'bed',
          entityId: bed.id,
          summary: `Added bed ${bed.number} in room ${room.number}`,
        });
        publish('bed.changed', { wardId: room.wardId, bedId: bed.id });
      });
    },

    /** Ready after cleaning, blocked, or back in use; an occupied bed only frees by transfer or discharge. */
    async setBedStatus(bedId: string, status: Extract<BedState, 'Available' | 'Blocked'>, actor: Actor): Promise<void> {
      await events.inTransaction(db, async (tx, publish) => {
        const place = await repo.bedPlace(tx, bedId);
        if (!place) throw notFound(`Bed with ID ${bedId} not found`);
        await moveStatus(tx, beds, bedStatus, bedId, status, { updatedAt: new Date() });
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'bed',
          entityId: bedId,
          summary: `Bed ${place.bed.number} (${place.ward.name}) ${place.bed.status} → ${status}`,
        });
        publish('bed.changed', { wardId: place.ward.id, bedId });
      });
    },

    /** Free beds of a ward, of one room type when given: what the admission form offers. */
    async availableBeds(wardId: string | undefined, roomType?: RoomType): Promise<AvailableBed[]> {
      if (wardId && !(await repo.ward(db, wardId))) throw wardNotFound(wardId);
      const rows = await repo.availableBeds(db, wardId, roomType);
      return rows.map(({ bed, room, ward }) => ({
        _id: bed.id,
        number: bed.number,
        roomId: room.id,
        roomNumber: room.number,
        roomType: room.roomType as RoomType,
        dailyRentPaise: room.dailyRentPaise,
        wardId: ward.id,
        wardName: ward.name,
      }));
    },
  };
}

function toRoom(room: RoomRow): Ward['rooms'][number] {
  return {
    _id: room.id,
    number: room.number,
    roomType: room.roomType as RoomType,
    dailyRentPaise: room.dailyRentPaise,
    isIcu: room.isIcu,
    beds: [],
  };
}

function toWard(w: WardRow, rooms: Ward['rooms']): Ward {
  return {
    _id: w.id,
    name: w.name,
    type: w.type as Ward['type'],
    vitalsEveryHours: w.vitalsEveryHours,
    rooms: rooms.map(({ _id, number, roomType, dailyRentPaise, isIcu, beds }) => ({
      _id,
      number,
      roomType,
      dailyRentPaise,
      isIcu,
      beds,
    })),
  };
}

export type WardsService = ReturnType<typeof createWardsService>;
