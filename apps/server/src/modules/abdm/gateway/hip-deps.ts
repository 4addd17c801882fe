import type { Patient } from '@clinic/shared/patients';
import type { Db } from '../../../db/client.ts';
import type { AuditService } from '../../audit/audit.service.ts';
import type { HealthRecordsService } from '../health-records.service.ts';
import type { AbdmGateway } from './gateway-client.ts';

/** What the HIP's linking and sharing work with: the records, the patient, the gateway (null: off) and our HFR id. */
export type HipDeps = {
  db: Db;
  audit: AuditService;
  records: HealthRecordsService;
  patient: (id: string) => Promise<Patient>;
  gateway: AbdmGateway | null;
  hipId: string | null;
};
