import type { DbOrTx } from '../../db/client.ts';

/**
 * Billing's word on a discharge, asked inside the discharging transaction: null when the patient
 * may leave, otherwise the reason they may not (shown to the doctor as a 409).
 */
export type DischargeClearance = (tx: DbOrTx, admission: { id: string; patientId: string }) => Promise<string | null>;

/**
 * Until the IP bill exists (the billing issue), billing holds no discharge: charges stay on the
 * admission and are billed after. The billing issue replaces this with "the IP bill is finalized".
 */
export const clearDischargeWithoutBill: DischargeClearance = () => Promise.resolve(null);
