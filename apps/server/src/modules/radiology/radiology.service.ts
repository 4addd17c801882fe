import { imagingOrderStatus } from '@clinic/shared/status';
import type { OrdersService } from '../orders/orders.service.ts';
import { imagingOrders } from './radiology.table.ts';

/**
 * Radiology's orders (imaging studies), placed by consultations and wards: their life (placing with
 * the charge, worklist, cancelling a study not yet started) is the orders module's, on radiology's
 * table and machine; the cases and reports are radiology's own.
 */
export function createRadiologyService(deps: { orders: OrdersService }) {
  return deps.orders.area({
    area: 'radiology',
    category: 'Radiology',
    table: imagingOrders,
    machine: imagingOrderStatus,
    open: ['Pending', 'In-progress'],
  });
}

export type RadiologyService = ReturnType<typeof createRadiologyService>;
