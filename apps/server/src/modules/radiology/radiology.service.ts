import type { Db } from '../../db/client.ts';
import { serviceOrderArea } from '../../lib/service-orders.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ChargesService } from '../billing/charges.service.ts';
import { radiologyOrdersRepository } from './radiology.repository.ts';

/** Radiology owns its orders (imaging studies): placed by consultations (and wards), charged through billing. */
export function createRadiologyService(deps: { db: Db; charges: ChargesService; audit: AuditService }) {
  return serviceOrderArea({
    db: deps.db,
    area: 'radiology',
    repository: radiologyOrdersRepository,
    charges: deps.charges,
    audit: deps.audit,
    open: ['Pending', 'In-progress'],
  });
}

export type RadiologyService = ReturnType<typeof createRadiologyService>;
