import type { Db } from '../../db/client.ts';
import { serviceOrderArea } from '../../lib/service-orders.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ChargesService } from '../billing/charges.service.ts';
import { labOrdersRepository } from './lab.repository.ts';

/** Lab owns its orders (lab tests): placed by consultations (and wards), charged through billing. */
export function createLabService(deps: { db: Db; charges: ChargesService; audit: AuditService }) {
  return serviceOrderArea({
    db: deps.db,
    area: 'lab',
    repository: labOrdersRepository,
    charges: deps.charges,
    audit: deps.audit,
    open: ['Ordered', 'Sample collected', 'Rejected', 'Result entered'],
  });
}

export type LabService = ReturnType<typeof createLabService>;
