import { imagingOrderStatus } from '@clinic/shared/status';
import { serviceOrderTable } from '../../db/order-columns.ts';

/** Imaging studies ordered for a patient; radiology owns them until the report is signed. */
export const imagingOrders = serviceOrderTable('imaging_orders', imagingOrderStatus, 'Pending');
