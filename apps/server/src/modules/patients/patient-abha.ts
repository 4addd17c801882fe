import {
  abhaNumberDigits,
  canonicalAbhaAddress,
  formatAbhaNumber,
  isAbhaAddress,
  isAbhaNumberShape,
} from '@clinic/shared/abdm';
import { fullName } from '@clinic/shared/patients';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import { patientsRepository } from './patients.repository.ts';

type Abha = { abhaNumber?: string | null; abhaAddress?: string | null };

const takenMessage = (what: string, holder: Parameters<typeof fullName>[0] & { mrn: string }) =>
  `${what} is already registered to ${fullName(holder)} (${holder.mrn}): open that record instead`;

/**
 * Refuses (409) an ABHA number or address another patient holds, naming that patient, so the
 * desk opens the existing record rather than making a second one. Not overridable: one person.
 */
export async function refuseAbhaHeldElsewhere(tx: DbOrTx, abha: Abha, exceptId?: string): Promise<void> {
  const holders = await patientsRepository.abhaHolders(tx, abha, exceptId);
  for (const holder of holders) {
    if (abha.abhaNumber && holder.abhaNumber === abha.abhaNumber) {
      const message = takenMessage(`ABHA number ${formatAbhaNumber(abha.abhaNumber)}`, holder);
      throw new AppError(409, 'ABHA_TAKEN', message, { abhaNumber: message });
    }
    const message = takenMessage(`ABHA address ${abha.abhaAddress}`, holder);
    throw new AppError(409, 'ABHA_TAKEN', message, { abhaAddress: message });
  }
}

/** Two desks saving the same ABHA at once: the unique index refuses the second, said as the check would. */
export function abhaRace(error: unknown): AppError | undefined {
  if (isUniqueViolation(error, 'patients_abha_number_uq') || isUniqueViolation(error, 'patients_abha_address_uq')) {
    return new AppError(409, 'ABHA_TAKEN', 'This ABHA is already registered to another patient: search for it');
  }
  return undefined;
}

/** A search that is an ABHA number ("91-7561-4088-8857") or address ("name@abdm"), else undefined. */
export function abhaSearch(search: string): Abha | undefined {
  const digits = abhaNumberDigits(search);
  if (/^[\d\s-]+$/.test(search) && isAbhaNumberShape(digits)) return { abhaNumber: digits };
  const address = canonicalAbhaAddress(search);
  if (isAbhaAddress(address)) return { abhaAddress: address };
  return undefined;
}
