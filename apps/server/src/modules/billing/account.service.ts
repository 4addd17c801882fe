import type { PatientAccount } from '@clinic/shared/billing';
import { fullName } from '@clinic/shared/patients';
import type { Db } from '../../db/client.ts';
import { clinicNow } from '../../lib/clinic-time.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { PatientsService } from '../patients/patients.service.ts';
import { accountRepository as repo } from './account.repository.ts';

/** A patient's account with the running balance, read and audited in one transaction. */
export function createAccountService(deps: {
  db: Db;
  audit: AuditService;
  patients: PatientsService;
  timeZone: string;
}) {
  return {
    async ofPatient(patientId: string, actor: Actor): Promise<PatientAccount> {
      const patient = await deps.patients.get(patientId);
      return deps.db.transaction(async (tx) => {
        const account = await repo.entries(tx, patientId);
        const credit = await repo.credit(tx, patientId, clinicNow(deps.timeZone).date);
        await deps.audit.recordViews(tx, actor, {
          entityType: 'patient',
          entityIds: [patientId],
          summary: 'Opened the patient account',
        });
        return {
          patient: { _id: patient._id, name: fullName(patient), mrn: patient.mrn },
          ...account,
          credit,
        };
      });
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
