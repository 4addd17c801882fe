import { DISCHARGED_READ_ONLY } from '@clinic/shared/admissions';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { admissionsRepository, type AdmissionRow } from './admissions.repository.ts';

export const admissionNotFound = (id: string) => notFound(`Admission with ID ${id} not found`);

/**
 * The admission, locked for the caller's transaction: a discharge waits for writes in flight
 * and nothing is written after it. `active` refuses a discharged admission (read-only).
 */
export async function lockAdmission(tx: DbOrTx, id: string, mode: 'active' | 'any'): Promise<AdmissionRow> {
  const admission = await admissionsRepository.lock(tx, id);
  if (!admission) throw admissionNotFound(id);
  if (mode === 'active' && admission.status !== 'Active') throw conflict(DISCHARGED_READ_ONLY);
  return admission;
}

/** The admission with its patient, for reads; 404 when there is none. */
export async function admissionOf(db: DbOrTx, id: string) {
  const row = await admissionsRepository.one(db, id);
  if (!row) throw admissionNotFound(id);
  return row;
}
