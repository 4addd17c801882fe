import { toRupees, type PrescriptionLine, type ServiceOrder } from '@clinic/shared';
import type { prescriptionItems, serviceOrders } from './encounters.table.ts';

export function toPrescriptionLine(r: typeof prescriptionItems.$inferSelect): PrescriptionLine {
  return {
    _id: r.id,
    drugId: r.drugId,
    drugName: r.drugName,
    schedule: r.schedule,
    dose: r.dose,
    frequency: r.frequency,
    durationDays: r.durationDays,
    route: r.route,
    instructions: r.instructions,
    quantity: r.quantity,
    status: r.status,
  };
}

export function toOrder(r: typeof serviceOrders.$inferSelect): ServiceOrder {
  return {
    _id: r.id,
    encounterId: r.encounterId,
    patientId: r.patientId,
    serviceId: r.serviceId,
    serviceName: r.serviceName,
    category: r.category as ServiceOrder['category'],
    price: toRupees(r.pricePaise),
    status: r.status,
    orderedBy: r.orderedBy,
    orderedAt: r.orderedAt.toISOString(),
  };
}
