import { toPaise, toRupees } from '@clinic/shared/money';
import { DUPLICATE_SERVICE, serviceInputSchema, type Service, type ServiceInput } from '@clinic/shared/services';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { changedFields, type AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import { servicesRepository, type ServiceRow } from './services.repository.ts';

function toService(row: ServiceRow): Service {
  return {
    _id: row.id,
    name: row.name,
    category: row.category as Service['category'],
    description: row.description,
    duration: row.durationMinutes,
    price: toRupees(row.pricePaise),
    isActive: row.isActive,
    nonPayableItem: row.nonPayableItem,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toColumns(input: ServiceInput) {
  const v = serviceInputSchema.parse(input);
  return {
    name: v.name,
    category: v.category,
    description: v.description ?? '',
    durationMinutes: v.duration,
    pricePaise: toPaise(v.price),
    isActive: v.isActive,
    // An older client that does not send the tag leaves it as it was.
    ...(v.nonPayableItem !== undefined && { nonPayableItem: v.nonPayableItem }),
  };
}

export function createServicesService(deps: {
  db: Db;
  audit: AuditService;
  /** Whether any patient charge uses the service (then it is deactivated, not deleted). */
  isCharged: (tx: DbOrTx, serviceId: string) => Promise<boolean>;
}) {
  const { db, audit } = deps;

  async function mustFind(tx: DbOrTx, id: string, lock = false): Promise<ServiceRow> {
    const row = await servicesRepository.find(tx, id, lock);
    if (!row) throw notFound(`Service with ID ${id} not found`);
    return row;
  }

  return {
    /** The whole catalogue (a clinic has tens to hundreds of services), active and inactive. */
    async all(): Promise<Service[]> {
      return (await servicesRepository.all(db)).map(toService);
    },

    get: async (id: string) => toService(await mustFind(db, id)),

    /** The cheapest active service of a category, if any. */
    async cheapestActive(category: Service['category']): Promise<Service | undefined> {
      const row = await servicesRepository.cheapestActive(db, category);
      return row ? toService(row) : undefined;
    },

    async add(input: ServiceInput, actor: Actor): Promise<Service> {
      const values = toColumns(input);
      return toService(
        await db.transaction(async (tx) => {
          if (await servicesRepository.nameTaken(tx, values.name)) throw conflict(DUPLICATE_SERVICE);
          const row = await servicesRepository.insert(tx, values);
          await audit.record(tx, actor, {
            action: 'create',
            entityType: 'service',
            entityId: row.id,
            summary: `Added service ${row.name}`,
          });
          return row;
        }),
      );
    },

    async update(id: string, input: ServiceInput, actor: Actor): Promise<Service> {
      const values = toColumns(input);
      return toService(
        await db.transaction(async (tx) => {
          const before = await mustFind(tx, id, true);
          if (await servicesRepository.nameTaken(tx, values.name, id)) throw conflict(DUPLICATE_SERVICE);
          const row = await servicesRepository.update(tx, id, values);
          await audit.record(tx, actor, {
            action: 'update',
            entityType: 'service',
            entityId: id,
            summary: `Changed ${changedFields(before, values).join(', ') || 'nothing'} of ${row.name}`,
          });
          return row;
        }),
      );
    },

    /** Deletes a service nobody was charged for; one already charged is deactivated instead. */
    async remove(id: string, actor: Actor): Promise<{ deactivated: Service | undefined }> {
      return db.transaction(async (tx) => {
        const row = await mustFind(tx, id, true);
        if (await deps.isCharged(tx, id)) {
          const updated = await servicesRepository.update(tx, id, { isActive: false });
          await audit.record(tx, actor, {
            action: 'deactivate',
            entityType: 'service',
            entityId: id,
            summary: `Deactivated service ${row.name} (in use)`,
          });
          return { deactivated: toService(updated) };
        }
        await servicesRepository.softDelete(tx, id);
        await audit.record(tx, actor, {
          action: 'delete',
          entityType: 'service',
          entityId: id,
          summary: `Deleted service ${row.name}`,
        });
        return { deactivated: undefined };
      });
    },
  };
}

export type ServicesService = ReturnType<typeof createServicesService>;
