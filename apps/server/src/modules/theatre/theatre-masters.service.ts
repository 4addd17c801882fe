import {
  equipmentInputSchema,
  theatreInputSchema,
  type Equipment,
  type EquipmentInput,
  type Theatre,
  type TheatreInput,
} from '@clinic/shared/theatre';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import { theatreRepository as repo, type EquipmentRow, type TheatreRow } from './theatre.repository.ts';

export const THEATRE_TAKEN = 'An OT with this identifier already exists';

const toEquipment = (e: EquipmentRow, theatre: string | null): Equipment => ({
  _id: e.id,
  name: e.name,
  theatreId: e.theatreId,
  theatre,
  status: e.status as Equipment['status'],
});

/** Theatres (the spec's OT setup) and their equipment, saved for real, edited and deactivated. */
export function createTheatreMastersService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;

  async function toTheatre(tx: DbOrTx, t: TheatreRow): Promise<Theatre> {
    const own = await repo.ownEquipment(tx, t.id);
    return {
      _id: t.id,
      identifier: t.identifier,
      type: t.type,
      capacity: t.capacity,
      status: t.status as Theatre['status'],
      days: [...t.days].sort(),
      opensAt: t.opensAt,
      closesAt: t.closesAt,
      hourlyRatePaise: t.hourlyRatePaise,
      equipment: own.map((e) => toEquipment(e, t.identifier)),
    };
  }

  /** Keeps the theatre's own equipment list to the names given: new names added, missing ones retired. */
  async function syncEquipment(tx: DbOrTx, theatreId: string, names: string[]) {
    const own = await repo.ownEquipment(tx, theatreId);
    const wanted = new Set(names.map((n) => n.toLowerCase()));
    for (const e of own)
      if (!wanted.has(e.name.toLowerCase())) await repo.updateEquipment(tx, e.id, { status: 'Inactive' });
    const have = new Set(own.map((e) => e.name.toLowerCase()));
    for (const name of names) if (!have.has(name.toLowerCase())) await repo.insertEquipment(tx, { name, theatreId });
  }

  async function saving<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, 'operating_theatres_identifier_key'))
        throw new AppError(409, 'CONFLICT', THEATRE_TAKEN, { identifier: THEATRE_TAKEN });
      throw error;
    }
  }

  return {
    list: async (): Promise<Theatre[]> => Promise.all((await repo.theatres(db)).map((t) => toTheatre(db, t))),

    async get(id: string): Promise<Theatre> {
      const t = await repo.theatre(db, id);
      if (!t) throw notFound(`OT with ID ${id} not found`);
      return toTheatre(db, t);
    },

    create: (input: TheatreInput, actor: Actor) =>
      saving(() =>
        db.transaction(async (tx) => {
          const { equipment, ...v } = theatreInputSchema.parse(input);
          const t = await repo.insertTheatre(tx, v);
          await syncEquipment(tx, t.id, equipment);
          await audit.record(tx, actor, {
            action: 'create',
            entityType: 'theatre',
            entityId: t.id,
            summary: t.identifier,
          });
          return toTheatre(tx, t);
        }),
      ),

    update: (id: string, input: TheatreInput, actor: Actor) =>
      saving(() =>
        db.transaction(async (tx) => {
          const { equipment, ...v } = theatreInputSchema.parse(input);
          const t = await repo.updateTheatre(tx, id, v);
          if (!t) throw notFound(`OT with ID ${id} not found`);
          await syncEquipment(tx, id, equipment);
          await audit.record(tx, actor, {
            action: 'update',
            entityType: 'theatre',
            entityId: id,
            summary: t.identifier,
          });
          return toTheatre(tx, t);
        }),
      ),

    equipment: async (): Promise<Equipment[]> =>
      (await repo.equipment(db)).map(({ e, theatre }) => toEquipment(e, theatre)),

    async addEquipment(input: EquipmentInput, actor: Actor): Promise<Equipment> {
      const v = equipmentInputSchema.parse(input);
      return db.transaction(async (tx) => {
        if (v.theatreId && !(await repo.theatre(tx, v.theatreId)))
          throw notFound(`OT with ID ${v.theatreId} not found`);
        const e = await repo.insertEquipment(tx, v);
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'ot equipment',
          entityId: e.id,
          summary: e.name,
        });
        const [row] = await repo.equipment(tx, [e.id]);
        return toEquipment(e, row?.theatre ?? null);
      });
    },

    async updateEquipment(id: string, input: EquipmentInput, actor: Actor): Promise<Equipment> {
      const v = equipmentInputSchema.parse(input);
      return db.transaction(async (tx) => {
        if (v.theatreId && !(await repo.theatre(tx, v.theatreId)))
          throw notFound(`OT with ID ${v.theatreId} not found`);
        const e = await repo.updateEquipment(tx, id, v);
        if (!e) throw notFound(`Equipment with ID ${id} not found`);
        await audit.record(tx, actor, { action: 'update', entityType: 'ot equipment', entityId: id, summary: e.name });
        const [row] = await repo.equipment(tx, [id]);
        return toEquipment(e, row?.theatre ?? null);
      });
    },
  };
}

export type TheatreMastersService = ReturnType<typeof createTheatreMastersService>;
