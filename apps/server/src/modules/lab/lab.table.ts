import { labOrderStatus } from '@clinic/shared/status';
import { serviceOrderTable } from '../../db/order-columns.ts';

/** Lab tests ordered for a patient; the lab owns them from placing to approved result. */
export const labOrders = serviceOrderTable('lab_orders', labOrderStatus, 'Ordered');
