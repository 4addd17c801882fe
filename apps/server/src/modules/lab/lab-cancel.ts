import { cancelOrderInputSchema, type CancelOrderInput } from '@clinic/shared/encounters';
import { labOrderStatus } from '@clinic/shared/status';
import type { Db } from '../../db/client.ts';
import { cancelServiceOrderIn } from '../../lib/service-orders.ts';
import { moveStatus } from '../../lib/status-move.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { ChargesService } from '../billing/charges.service.ts';
import { labOrders } from './lab.table.ts';

/** Calls off a lab test before its result (ordered, or its sample rejected), with its charge. */
export async function cancelLabOrder(
  deps: { db: Db; charges: Pick<ChargesService, 'cancelChargeIn'>; audit: AuditService },
  id: string,
  input: CancelOrderInput,
  actor: Actor,
): Promise<void> {
  const v = cancelOrderInputSchema.parse(input);
  await deps.db.transaction(async (tx) => {
    const order = await moveStatus(tx, labOrders, labOrderStatus, id, 'Cancelled', {
      cancelReason: v.reason,
      cancelledByName: actor.name,
      updatedAt: new Date(),
    });
    await cancelServiceOrderIn(tx, order, 'lab', deps, actor);
  });
}
