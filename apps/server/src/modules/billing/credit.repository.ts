import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** Credit still valid on `today`: allowed on one stay, or (stay null) on a patient's OP bills. */
export async function validCreditIn(
  db: DbOrTx,
  on: { admissionId: string } | { patientId: string },
  today: string,
): Promise<number> {
  const scope =
    'admissionId' in on
      ? sql`admission_id = ${on.admissionId}`
      : sql`patient_id = ${on.patientId} and admission_id is null`;
  const res = await db.execute<{ total: string }>(sql`
    select coalesce(sum(amount_paise), 0)::bigint as total from credit_approvals
     where ${scope} and valid_until >= ${today}::date`);
  return Number(res.rows[0]?.total ?? 0);
}
