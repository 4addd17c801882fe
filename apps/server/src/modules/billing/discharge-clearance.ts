import type { DbOrTx } from '../../db/client.ts';

/**
 * Billing's word on a discharge, asked inside the discharging transaction: null when the patient
 * may leave, otherwise the reason they may not (shown to the doctor as a 409).
 */
export type DischargeClearance = (tx: DbOrTx, admission: { id: string; patientId: string }) => Promise<string | null>;
