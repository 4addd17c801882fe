import { serviceOrdersRepository } from '../../lib/service-orders.ts';
import { labOrders } from './lab.table.ts';

export const labOrdersRepository = serviceOrdersRepository(labOrders, 'Laboratory');
