import { serviceOrdersRepository } from '../../lib/service-orders.ts';
import { imagingOrders } from './radiology.table.ts';

export const radiologyOrdersRepository = serviceOrdersRepository(imagingOrders, 'Radiology');
