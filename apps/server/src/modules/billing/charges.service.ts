import { toRupees, type Charge } from '@clinic/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, notFound, ruleBroken } from '../../lib/errors.ts';
import type { Actor, AuditService } from '../audit/audit.service.ts';
import type { PatientsService } from '../patients/patients.service.ts';
import type { ServicesService } from '../services/services.service.ts';
import { patientCharges } from './charges.table.ts';

type Row = typeof patientCharges.$inferSelect;

function toCharge(row: Row): Charge {
  return {
    _id: row.id,
    patientId: row.patientId,
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    category: row.category,
    price: toRupees(row.pricePaise),
    status: row.status as Charge['status'],
    createdBy: row.createdByName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Whether a service has ever been charged to a patient. */
export async function isServiceCharged(tx: DbOrTx, serviceId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: patientCharges.id })
    .from(patientCharges)
    .where(eq(patientCharges.serviceId, serviceId))
    .limit(1);
  return row !== undefined;
}

/** Records a pending charge for a service at its current price, inside the caller's transaction. */
export async function insertCharge(
  tx: DbOrTx,
  charge: { patientId: string; serviceId: string; serviceName: string; category: string; pricePaise: number },
  actor: Actor,
): Promise<Row> {
  const [created] = await tx
    .insert(patientCharges)
    .values({ ...charge, createdBy: actor.userId, createdByName: actor.name })
    .returning();
  if (!created) throw new Error('insert into patient_charges returned no row');
  return created;
}

/** Services recorded against a patient for the billing area to bill. */
export function createChargesService(deps: {
  db: Db;
  audit: AuditService;
  patients: PatientsService;
  services: ServicesService;
}) {
  const { db, audit } = deps;

  return {
    async list(patientId: string, status?: Charge['status']): Promise<Charge[]> {
      await deps.patients.get(patientId);
      const rows = await db
        .select()
        .from(patientCharges)
        .where(and(eq(patientCharges.patientId, patientId), status ? eq(patientCharges.status, status) : undefined))
        .orderBy(desc(patientCharges.createdAt));
      return rows.map(toCharge);
    },

    /** Adds an active service to a patient at today's price. */
    async add(patientId: string, serviceId: string, actor: Actor): Promise<Charge> {
      const patient = await deps.patients.get(patientId);
      const service = await deps.services.get(serviceId);
      if (!service.isActive) throw ruleBroken('This service is inactive and cannot be added to a patient');
      const row = await db.transaction(async (tx) => {
        const created = await insertCharge(
          tx,
          {
            patientId,
            serviceId,
            serviceName: service.name,
            category: service.category,
            pricePaise: Math.round(service.price * 100),
          },
          actor,
        );
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'charge',
          entityId: created.id,
          summary: `Charged ${service.name} to ${patient.mrn}`,
        });
        return created;
      });
      return toCharge(row);
    },

    /** Cancels a charge that has not been billed yet. */
    async cancel(patientId: string, chargeId: string, actor: Actor): Promise<Charge> {
      const row = await db.transaction(async (tx) => {
        const [found] = await tx
          .select()
          .from(patientCharges)
          .where(and(eq(patientCharges.id, chargeId), eq(patientCharges.patientId, patientId)))
          .for('update');
        if (!found) throw notFound(`Charge with ID ${chargeId} not found`);
        if (found.status !== 'pending') throw conflict('Only a pending charge can be cancelled');
        const [updated] = await tx
          .update(patientCharges)
          .set({ status: 'cancelled', cancelledAt: sql`now()` })
          .where(eq(patientCharges.id, chargeId))
          .returning();
        await audit.record(tx, actor, {
          action: 'update',
          entityType: 'charge',
          entityId: chargeId,
          summary: `Cancelled ${found.serviceName}`,
        });
        return updated ?? found;
      });
      return toCharge(row);
    },
  };
}

export type ChargesService = ReturnType<typeof createChargesService>;
