import type { OrderWithPatient, Service, ServiceOrder } from '@clinic/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Publish } from '../../lib/events.ts';
import { placeServiceOrderIn } from '../../lib/service-orders.ts';
import type { Actor } from '../audit/audit.service.ts';
import type { ChargesService } from '../billing/charges.service.ts';
import { radiologyOrdersRepository } from './radiology.repository.ts';

/** Orders the radiology area has not finished, the worklist's default. */
const OPEN = ['Pending', 'In-progress'] as const;
export const RADIOLOGY_WORKLIST_LIMIT = 200;

/** Radiology owns its orders (imaging studies): placed by consultations (and wards), charged through billing. */
export function createRadiologyService(deps: { db: Db; charges: ChargesService }) {
  return {
    /** Places one order inside the caller's transaction, with its charge. */
    async placeOrderIn(
      tx: DbOrTx,
      order: { patientId: string; encounterId: string | null; service: Service; urgent?: boolean },
      actor: Actor,
      publish: Publish,
    ): Promise<string> {
      const row = await placeServiceOrderIn(
        tx,
        radiologyOrdersRepository,
        'radiology',
        deps.charges.addChargeIn,
        order,
        actor,
      );
      publish('order.placed', { area: 'radiology', orderId: row.id, patientId: order.patientId });
      return row.id;
    },

    ordersOfEncounters: (db: DbOrTx, encounterIds: string[]): Promise<ServiceOrder[]> =>
      radiologyOrdersRepository.ofEncounters(db, encounterIds),

    worklist: (): Promise<OrderWithPatient[]> =>
      radiologyOrdersRepository.worklist(deps.db, OPEN, RADIOLOGY_WORKLIST_LIMIT),
  };
}

export type RadiologyService = ReturnType<typeof createRadiologyService>;
