import type { OrderWithPatient, ServiceOrder } from '@clinic/shared/encounters';
import { fullName } from '@clinic/shared/patients';
import type { Paged } from '@clinic/shared/http';
import type { Service } from '@clinic/shared/services';
import type { Publish } from './events.ts';
import { toPaise, toRupees } from '@clinic/shared/money';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import type { PageQuery } from '../db/list.ts';
import type { ServiceOrderTable } from '../db/order-columns.ts';
import type { AuditService } from '../modules/audit/audit.service.ts';
import type { Actor } from '../kernel/actor.ts';
import type { ChargesService } from '../modules/billing/charges.service.ts';
import { patientCharges } from '../modules/billing/charges.table.ts';
import { patients } from '../modules/patients/patients.table.ts';

type OrderRow = ServiceOrderTable['$inferSelect'];

/**
 * Queries common to the order tables of the areas that fulfil catalogue services (lab,
 * radiology). The price is read from the order's charge, where it is stored once.
 */
export function serviceOrdersRepository(table: ServiceOrderTable, category: ServiceOrder['category']) {
  const toOrder = (o: OrderRow, pricePaise: number | null): ServiceOrder => ({
    _id: o.id,
    encounterId: o.encounterId,
    patientId: o.patientId,
    serviceId: o.serviceId,
    serviceName: o.serviceName,
    category,
    price: toRupees(pricePaise ?? 0),
    status: o.status,
    orderedBy: o.orderedByName,
    orderedAt: o.orderedAt.toISOString(),
  });
  const select = (db: DbOrTx) =>
    db
      .select({ o: table, pricePaise: patientCharges.pricePaise, p: patients })
      .from(table)
      .innerJoin(patients, eq(patients.id, table.patientId))
      .leftJoin(patientCharges, eq(patientCharges.id, table.chargeId));

  return {
    async insert(tx: DbOrTx, values: ServiceOrderTable['$inferInsert']): Promise<OrderRow> {
      const [row] = await tx.insert(table).values(values).returning();
      if (!row) throw new Error(`insert into ${category} orders returned no row`);
      return row;
    },

    async setCharge(tx: DbOrTx, id: string, chargeId: string): Promise<void> {
      await tx.update(table).set({ chargeId }).where(eq(table.id, id));
    },

    async ofEncounters(db: DbOrTx, encounterIds: string[]): Promise<ServiceOrder[]> {
      if (encounterIds.length === 0) return [];
      const rows = await select(db).where(inArray(table.encounterId, encounterIds)).orderBy(asc(table.orderedAt));
      return rows.map((r) => toOrder(r.o, r.pricePaise));
    },

    async ofAdmission(db: DbOrTx, admissionId: string): Promise<ServiceOrder[]> {
      const rows = await select(db).where(eq(table.admissionId, admissionId)).orderBy(desc(table.orderedAt));
      return rows.map((r) => toOrder(r.o, r.pricePaise));
    },

    /** A page of the area's worklist: orders in the given states, urgent first, then oldest first. */
    async worklist(db: DbOrTx, states: readonly string[], page: PageQuery): Promise<Paged<OrderWithPatient>> {
      const where = inArray(table.status, [...states]);
      const [rows, [count]] = await Promise.all([
        select(db)
          .where(where)
          .orderBy(desc(table.urgent), asc(table.orderedAt), asc(table.id))
          .limit(page.pageSize)
          .offset((page.page - 1) * page.pageSize),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(where),
      ]);
      return {
        data: rows.map((r) => ({ ...toOrder(r.o, r.pricePaise), patientName: fullName(r.p), mrn: r.p.mrn })),
        total: count?.n ?? 0,
        ...page,
      };
    },
  };
}

type PlaceOrder = {
  patientId: string;
  encounterId: string | null;
  admissionId?: string | null;
  service: { _id: string; name: string; category: string; price: number };
  urgent?: boolean;
};

type AddChargeIn = ChargesService['addChargeIn'];

/**
 * Places an order and charges it through billing, inside the caller's transaction: the order
 * is the charge's source, so the same order is never charged twice.
 */
export async function placeServiceOrderIn(
  tx: DbOrTx,
  repository: ReturnType<typeof serviceOrdersRepository>,
  area: 'lab' | 'radiology',
  addChargeIn: AddChargeIn,
  order: PlaceOrder,
  actor: Actor,
): Promise<OrderRow> {
  const row = await repository.insert(tx, {
    patientId: order.patientId,
    encounterId: order.encounterId,
    admissionId: order.admissionId ?? null,
    serviceId: order.service._id,
    serviceName: order.service.name,
    urgent: order.urgent ?? false,
    orderedBy: actor.userId,
    orderedByName: actor.name ?? 'Unknown',
  });
  const charge = await addChargeIn(
    tx,
    {
      patientId: order.patientId,
      admissionId: order.admissionId ?? null,
      sourceArea: area,
      sourceId: row.id,
      serviceId: order.service._id,
      serviceName: order.service.name,
      category: order.service.category,
      unitPricePaise: toPaise(order.service.price),
    },
    actor,
  );
  await repository.setCharge(tx, row.id, charge.id);
  return { ...row, chargeId: charge.id };
}

/**
 * What every area that fulfils catalogue services offers the others and its own worklist:
 * placing an order (with its charge) inside the caller's transaction, the orders of
 * consultations, and the worklist of orders in its open states.
 */
export function serviceOrderArea(deps: {
  db: DbOrTx;
  area: 'lab' | 'radiology';
  repository: ReturnType<typeof serviceOrdersRepository>;
  charges: ChargesService;
  audit: AuditService;
  open: readonly string[];
}) {
  return {
    /** Places one order inside the caller's transaction, with its charge. */
    async placeOrderIn(
      tx: DbOrTx,
      order: {
        patientId: string;
        encounterId: string | null;
        admissionId?: string | null;
        service: Service;
        urgent?: boolean;
      },
      actor: Actor,
      publish: Publish,
    ): Promise<string> {
      const row = await placeServiceOrderIn(tx, deps.repository, deps.area, deps.charges.addChargeIn, order, actor);
      publish('order.placed', { area: deps.area, orderId: row.id, patientId: order.patientId });
      return row.id;
    },

    ordersOfEncounters: (db: DbOrTx, encounterIds: string[]): Promise<ServiceOrder[]> =>
      deps.repository.ofEncounters(db, encounterIds),

    /** The orders placed from an admission's ward, newest first. */
    ordersOfAdmission: (db: DbOrTx, admissionId: string): Promise<ServiceOrder[]> =>
      deps.repository.ofAdmission(db, admissionId),

    /** A page of the area's open orders; each patient shown is audited as viewed. */
    async worklist(page: PageQuery, actor: Actor): Promise<Paged<OrderWithPatient>> {
      const orders = await deps.repository.worklist(deps.db, deps.open, page);
      await deps.audit.recordViews(deps.db, actor, {
        entityType: 'patient',
        entityIds: orders.data.map((o) => o.patientId),
        summary: `Listed in the ${deps.area} worklist`,
      });
      return orders;
    },
  };
}

/**
 * The rest of calling off an order whose status the caller has just moved to Cancelled, in the
 * same transaction: its pending charge is cancelled (a billed one refuses), and the audit says so.
 */
export async function cancelServiceOrderIn(
  tx: DbOrTx,
  order: { id: string; chargeId: string | null },
  area: 'lab' | 'radiology',
  deps: { charges: Pick<ChargesService, 'cancelChargeIn'>; audit: AuditService },
  actor: Actor,
): Promise<void> {
  if (order.chargeId) await deps.charges.cancelChargeIn(tx, order.chargeId, actor);
  await deps.audit.record(tx, actor, {
    action: 'update',
    entityType: `${area} order`,
    entityId: order.id,
    summary: 'Cancelled with its charge',
  });
}
