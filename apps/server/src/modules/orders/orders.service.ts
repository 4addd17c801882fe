import {
  cancelOrderInputSchema,
  type CancelOrderInput,
  type OrderWithPatient,
  type ServiceOrder,
} from '@clinic/shared/encounters';
import type { Paged } from '@clinic/shared/http';
import { toPaise } from '@clinic/shared/money';
import type { Service } from '@clinic/shared/services';
import type { StatusMachine } from '@clinic/shared/status';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { PageQuery } from '../../db/list.ts';
import type { Publish } from '../../lib/events.ts';
import { moveStatus } from '../../lib/status-move.ts';
import { AppError } from '../../lib/errors.ts';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../kernel/actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ChargesService } from '../billing/charges.service.ts';
import type { ServiceOrderTable } from './orders.table.ts';
import { ordersRepository } from './orders.repository.ts';

export const NOT_YOUR_ORDER = 'Only the doctor who placed this order, or the lab or radiology desk, can cancel it';

export type OrderArea = 'lab' | 'radiology';

/** One charged line of work done: its natural key, the service (if from the catalogue) and price. */
type DoneLine = {
  sourceId: string;
  serviceId: string | null;
  serviceName: string;
  category: string;
  unitPricePaise: number;
};

type NewOrder = {
  patientId: string;
  encounterId: string | null;
  admissionId?: string | null;
  service: Service;
  urgent?: boolean;
};

/**
 * The orders module owns an order's life for every area that fulfils catalogue services: placing
 * it with its charge, the orders of a visit or a stay, the area's open worklist, and calling it
 * off with a reason and by whom (its pending charge with it). The area owns what happens between
 * (samples and results, images and reports) through its own machine.
 */
export function createOrdersService(deps: {
  db: Db;
  charges: Pick<ChargesService, 'addChargeIn' | 'cancelChargeIn'>;
  audit: AuditService;
}) {
  const { db, charges, audit } = deps;

  return {
    /**
     * Charges what was done for an order an area fulfils on its own machine (a surgery: the
     * procedure, the theatre's time, anaesthesia), in the caller's transaction. Each line has its
     * own natural key, so doing it twice never charges twice. Returns the total in paise.
     */
    async chargeDoneIn(
      tx: DbOrTx,
      order: { area: 'theatre'; patientId: string; admissionId: string | null },
      lines: DoneLine[],
      actor: Actor,
    ): Promise<number> {
      let total = 0;
      for (const line of lines.filter((l) => l.unitPricePaise > 0)) {
        await charges.addChargeIn(
          tx,
          { patientId: order.patientId, admissionId: order.admissionId, sourceArea: order.area, ...line },
          actor,
        );
        total += line.unitPricePaise;
      }
      return total;
    },

    /** One area's orders on its table and machine; `open` are the states its worklist shows. */
    area<S extends string>(config: {
      area: OrderArea;
      category: ServiceOrder['category'];
      table: ServiceOrderTable;
      /** The area's machine; it must have a Cancelled state. */
      machine: StatusMachine<S | 'Cancelled'>;
      open: readonly S[];
    }) {
      const repository = ordersRepository(config.table, config.category);
      return {
        /** Places one order and charges it, in the caller's transaction: the order is the charge's source, so it is never charged twice. */
        async placeOrderIn(tx: DbOrTx, order: NewOrder, actor: Actor, publish: Publish): Promise<string> {
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
          const charge = await charges.addChargeIn(
            tx,
            {
              patientId: order.patientId,
              admissionId: order.admissionId ?? null,
              sourceArea: config.area,
              sourceId: row.id,
              serviceId: order.service._id,
              serviceName: order.service.name,
              category: order.service.category,
              unitPricePaise: toPaise(order.service.price),
            },
            actor,
          );
          await repository.setCharge(tx, row.id, charge.id);
          publish('order.placed', { area: config.area, orderId: row.id, patientId: order.patientId });
          return row.id;
        },

        ordersOfEncounters: (conn: DbOrTx, encounterIds: string[]): Promise<ServiceOrder[]> =>
          repository.ofEncounters(conn, encounterIds),

        /** The orders placed from an admission's ward, newest first. */
        ordersOfAdmission: (conn: DbOrTx, admissionId: string): Promise<ServiceOrder[]> =>
          repository.ofAdmission(conn, admissionId),

        /** A page of the area's open orders; each patient shown is audited as viewed. */
        async worklist(page: PageQuery, actor: Actor): Promise<Paged<OrderWithPatient>> {
          const orders = await repository.worklist(db, config.open, page);
          await audit.viewed(actor, {
            entityType: 'patient',
            entityIds: orders.data.map((o) => o.patientId),
            summary: `Listed in the ${config.area} worklist`,
          });
          return orders;
        },

        /**
         * Only the doctor who placed an order calls it off, or whoever holds `orders.cancel-any`
         * (the lab and radiology desks). It goes along its machine's edge to Cancelled (409 once it is past that), with
         * the reason and who, and cancels its pending charge in the same transaction (a billed one
         * refuses: a credit note corrects the bill).
         */
        async cancel(id: string, input: CancelOrderInput, actor: Actor, canCancelAny: boolean): Promise<void> {
          const v = cancelOrderInputSchema.parse(input);
          await db.transaction(async (tx) => {
            if (!canCancelAny) {
              const [own] = await tx
                .select({ orderedBy: config.table.orderedBy })
                .from(config.table)
                .where(eq(config.table.id, id));
              if (own && own.orderedBy !== actor.userId) throw new AppError(403, 'FORBIDDEN', NOT_YOUR_ORDER);
            }
            const order = await moveStatus<ServiceOrderTable, S | 'Cancelled'>(
              tx,
              config.table,
              config.machine,
              id,
              'Cancelled',
              {
                cancelReason: v.reason,
                cancelledByName: actor.name,
                updatedAt: new Date(),
              },
            );
            if (order.chargeId) await charges.cancelChargeIn(tx, order.chargeId, actor);
            await audit.record(tx, actor, {
              action: 'update',
              entityType: `${config.area} order`,
              entityId: order.id,
              summary: 'Cancelled with its charge',
            });
          });
        },
      };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
export type AreaOrders = ReturnType<OrdersService['area']>;
