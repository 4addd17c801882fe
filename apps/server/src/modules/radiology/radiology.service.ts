import { cancelOrderInputSchema, type CancelOrderInput } from '@clinic/shared/encounters';
import { imagingOrderStatus } from '@clinic/shared/status';
import type { Db } from '../../db/client.ts';
import { cancelServiceOrderIn, serviceOrderArea } from '../../lib/service-orders.ts';
import { moveStatus } from '../../lib/status-move.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { ChargesService } from '../billing/charges.service.ts';
import { radiologyOrdersRepository } from './radiology.repository.ts';
import { imagingOrders } from './radiology.table.ts';

/** Radiology owns its orders (imaging studies): placed by consultations (and wards), charged through billing. */
export function createRadiologyService(deps: { db: Db; charges: ChargesService; audit: AuditService }) {
  return {
    ...serviceOrderArea({
      db: deps.db,
      area: 'radiology',
      repository: radiologyOrdersRepository,
      charges: deps.charges,
      audit: deps.audit,
      open: ['Pending', 'In-progress'],
    }),

    /** Calls off a study not yet started, with its charge. */
    async cancel(id: string, input: CancelOrderInput, actor: Actor): Promise<void> {
      const v = cancelOrderInputSchema.parse(input);
      await deps.db.transaction(async (tx) => {
        const order = await moveStatus(tx, imagingOrders, imagingOrderStatus, id, 'Cancelled', {
          cancelReason: v.reason,
          cancelledByName: actor.name,
          updatedAt: new Date(),
        });
        await cancelServiceOrderIn(tx, order, 'radiology', deps, actor);
      });
    },
  };
}

export type RadiologyService = ReturnType<typeof createRadiologyService>;
