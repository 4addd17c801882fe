import {
  careOrderInputSchema,
  careOrderReasonSchema,
  CHOOSE_A_PROCEDURE,
  NOT_YOUR_CARE_ORDER,
  ONLY_PROCEDURES_DONE,
  PROCEDURES_ARE_DONE,
  type CareOrder,
  type CareOrderInput,
  type CareOrderReason,
} from '@clinic/shared/admissions';
import { toPaise } from '@clinic/shared/money';
import type { Service } from '@clinic/shared/services';
import { careOrderStatus, type CareOrderState } from '@clinic/shared/status';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { moveStatus } from '../../lib/status-move.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ChargesService } from '../billing/charges.service.ts';
import type { ServicesService } from '../services/services.service.ts';
import { admissionOf, lockAdmission } from './admission-access.ts';
import { careOrdersRepository as repo, type CareOrderRow } from './care-orders.repository.ts';
import { careOrders } from './care-orders.table.ts';

/** Lab, radiology and consultations have their own order paths; the ward orders the rest. */
const WARD_CATEGORIES: readonly Service['category'][] = ['Procedure', 'Therapy', 'Cardiology', 'Dental', 'Other'];

const toCareOrder = (r: CareOrderRow): CareOrder => ({
  _id: r.id,
  admissionId: r.admissionId,
  kind: r.kind as CareOrder['kind'],
  title: r.title,
  instructions: r.instructions,
  urgency: r.urgency as CareOrder['urgency'],
  status: r.status as CareOrderState,
  pricePaise: r.pricePaise,
  orderedBy: r.orderedByName,
  orderedById: r.orderedBy,
  orderedAt: r.orderedAt.toISOString(),
  endedAt: r.endedAt?.toISOString() ?? null,
  endedBy: r.endedByName,
  endReason: r.endReason,
});

/**
 * Orders on a stay besides medicines, tests and studies: procedures and services (charged to the
 * stay when the nurse or doctor marks them done), the diet (one at a time: a new one stops the
 * last) and nursing instructions. A doctor stops what is no longer needed; only the doctor who
 * placed an order cancels it as written in error.
 */
export function createCareOrdersService(deps: {
  db: Db;
  audit: AuditService;
  services: Pick<ServicesService, 'get'>;
  charges: Pick<ChargesService, 'addChargeIn'>;
}) {
  const { db, audit } = deps;

  async function wardService(id: string): Promise<Service> {
    try {
      const service = await deps.services.get(id);
      if (service.isActive && WARD_CATEGORIES.includes(service.category)) return service;
    } catch (error) {
      if (!(error instanceof AppError && error.statusCode === 404)) throw error;
    }
    throw badRequest(CHOOSE_A_PROCEDURE, { serviceId: CHOOSE_A_PROCEDURE });
  }

  /** Ends an active order: Done (procedures), Stopped or Cancelled, with who and why, audited. */
  async function end(
    id: string,
    to: Exclude<CareOrderState, 'Active'>,
    reason: string,
    actor: Actor,
    check: (order: CareOrderRow) => void,
  ): Promise<CareOrder> {
    const row = await db.transaction(async (tx) => {
      const order = await repo.lock(tx, id);
      if (!order) throw notFound(`Care order with ID ${id} not found`);
      const admission = await lockAdmission(tx, order.admissionId, 'active');
      check(order);
      const ended = await moveStatus(tx, careOrders, careOrderStatus, id, to, {
        endedAt: new Date(),
        endedByName: actor.name ?? 'Unknown',
        endReason: reason,
      });
      if (to === 'Done' && order.pricePaise && order.pricePaise > 0)
        await deps.charges.addChargeIn(
          tx,
          {
            patientId: order.patientId,
            admissionId: order.admissionId,
            sourceArea: 'ward',
            sourceId: order.id,
            serviceId: order.serviceId,
            serviceName: order.title,
            category: 'Procedure',
            unitPricePaise: order.pricePaise,
          },
          actor,
        );
      await audit.record(tx, actor, {
        action: 'update',
        entityType: 'care_order',
        entityId: id,
        summary: `${order.kind} order "${order.title}" ${to.toLowerCase()} on ${admission.ipNumber}${reason ? `: ${reason}` : ''}`,
      });
      return ended;
    });
    return toCareOrder(row);
  }

  return {
    async place(admissionId: string, input: CareOrderInput, actor: Actor): Promise<CareOrder> {
      const v = careOrderInputSchema.parse(input);
      // Read before the transaction: the catalogue has its own connection use.
      const service = v.kind === 'Procedure' ? await wardService(v.serviceId) : null;
      const row = await db.transaction(async (tx) => {
        const admission = await lockAdmission(tx, admissionId, 'active');
        const byName = actor.name ?? 'Unknown';
        if (v.kind === 'Diet') {
          const current = await repo.activeDiet(tx, admissionId);
          if (current)
            await moveStatus(tx, careOrders, careOrderStatus, current.id, 'Stopped', {
              endedAt: new Date(),
              endedByName: byName,
              endReason: `Changed to ${v.diet}`,
            });
        }
        const saved = await repo.insert(tx, {
          admissionId,
          patientId: admission.patientId,
          kind: v.kind,
          serviceId: service?._id ?? null,
          title: v.kind === 'Procedure' ? service!.name : v.kind === 'Diet' ? v.diet : 'Nursing instruction',
          instructions: v.instructions,
          urgency: v.kind === 'Diet' ? 'Routine' : v.urgency,
          pricePaise: service ? toPaise(service.price) : null,
          orderedBy: actor.userId,
          orderedByName: byName,
        });
        await audit.record(tx, actor, {
          action: 'create',
          entityType: 'care_order',
          entityId: saved.id,
          summary: `${v.kind} order "${saved.title}" on ${admission.ipNumber}`,
        });
        return saved;
      });
      return toCareOrder(row);
    },

    /** The stay's care orders, newest first; the patient is audited as viewed. */
    async list(admissionId: string, actor: Actor): Promise<CareOrder[]> {
      const admission = await admissionOf(db, admissionId);
      const rows = await repo.ofAdmission(db, admissionId);
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: [admission.patient.id],
        summary: `Viewed care orders of ${admission.admission.ipNumber}`,
      });
      return rows.map(toCareOrder);
    },

    /** A procedure or service was done: it is charged to the stay at the price it was ordered at. */
    done: (id: string, actor: Actor) =>
      end(id, 'Done', '', actor, (o) => {
        if (o.kind !== 'Procedure') throw conflict(ONLY_PROCEDURES_DONE);
      }),

    stop(id: string, input: CareOrderReason, actor: Actor) {
      const v = careOrderReasonSchema.parse(input);
      return end(id, 'Stopped', v.reason, actor, (o) => {
        if (o.kind === 'Procedure') throw conflict(PROCEDURES_ARE_DONE);
      });
    },

    cancel(id: string, input: CareOrderReason, actor: Actor) {
      const v = careOrderReasonSchema.parse(input);
      return end(id, 'Cancelled', v.reason, actor, (o) => {
        if (o.orderedBy !== actor.userId) throw forbidden(NOT_YOUR_CARE_ORDER);
      });
    },
  };
}

export type CareOrdersService = ReturnType<typeof createCareOrdersService>;
