import type { OrderWithPatient, Service, ServiceOrder } from '@clinic/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Publish } from '../../lib/events.ts';
import { placeServiceOrderIn } from '../../lib/service-orders.ts';
import type { Actor } from '../audit/audit.service.ts';
import type { ChargesService } from '../billing/charges.service.ts';
import { labOrdersRepository } from './lab.repository.ts';

/** Orders the lab area has not finished, the worklist's default. */
const OPEN = ['Ordered', 'Sample collected', 'Rejected', 'Result entered'] as const;
export const LAB_WORKLIST_LIMIT = 200;

/** Lab owns its orders (lab tests): placed by consultations (and wards), charged through billing. */
export function createLabService(deps: { db: Db; charges: ChargesService }) {
  return {
    /** Places one order inside the caller's transaction, with its charge. */
    async placeOrderIn(
      tx: DbOrTx,
      order: { patientId: string; encounterId: string | null; service: Service; urgent?: boolean },
      actor: Actor,
      publish: Publish,
    ): Promise<string> {
      const row = await placeServiceOrderIn(tx, labOrdersRepository, 'lab', deps.charges.addChargeIn, order, actor);
      publish('order.placed', { area: 'lab', orderId: row.id, patientId: order.patientId });
      return row.id;
    },

    ordersOfEncounters: (db: DbOrTx, encounterIds: string[]): Promise<ServiceOrder[]> =>
      labOrdersRepository.ofEncounters(db, encounterIds),

    worklist: (): Promise<OrderWithPatient[]> => labOrdersRepository.worklist(deps.db, OPEN, LAB_WORKLIST_LIMIT),
  };
}

export type LabService = ReturnType<typeof createLabService>;
