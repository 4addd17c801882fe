import type { OrderWithPatient, ServiceOrder } from '@clinic/shared/encounters';
import type { Paged } from '@clinic/shared/http';
import { orderPhase } from '@clinic/shared/orders';
import { fullName } from '@clinic/shared/patients';
import { toRupees } from '@clinic/shared/money';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { PageQuery } from '../../db/list.ts';
import { patientCharges } from '../billing/charges.table.ts';
import { patients } from '../patients/patients.table.ts';
import type { ServiceOrderTable } from './orders.table.ts';

type OrderRow = ServiceOrderTable['$inferSelect'];

/**
 * The queries of one area's order table (lab, radiology). The price and whether the order is
 * billed are read from its charge, where they are stored once.
 */
export function ordersRepository(table: ServiceOrderTable, category: ServiceOrder['category']) {
  const toOrder = (o: OrderRow, pricePaise: number | null, chargeStatus: string | null): ServiceOrder => ({
    _id: o.id,
    encounterId: o.encounterId,
    patientId: o.patientId,
    serviceId: o.serviceId,
    serviceName: o.serviceName,
    category,
    price: toRupees(pricePaise ?? 0),
    status: o.status,
    phase: orderPhase(o.status),
    charge: chargeStatus,
    cancelReason: o.cancelReason,
    cancelledBy: o.cancelledByName,
    orderedBy: o.orderedByName,
    orderedAt: o.orderedAt.toISOString(),
  });
  const select = (db: DbOrTx) =>
    db
      .select({ o: table, pricePaise: patientCharges.pricePaise, chargeStatus: patientCharges.status, p: patients })
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
      return rows.map((r) => toOrder(r.o, r.pricePaise, r.chargeStatus));
    },

    async ofAdmission(db: DbOrTx, admissionId: string): Promise<ServiceOrder[]> {
      const rows = await select(db).where(eq(table.admissionId, admissionId)).orderBy(desc(table.orderedAt));
      return rows.map((r) => toOrder(r.o, r.pricePaise, r.chargeStatus));
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
        data: rows.map((r) => ({
          ...toOrder(r.o, r.pricePaise, r.chargeStatus),
          patientName: fullName(r.p),
          mrn: r.p.mrn,
        })),
        total: count?.n ?? 0,
        ...page,
      };
    },
  };
}
