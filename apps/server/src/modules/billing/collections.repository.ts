import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { patients } from '../patients/patients.table.ts';
import { payments } from './payments.table.ts';

/** Every payment between two instants, oldest first, with the patient's MRN where there is one. */
export const collectionsRepository = {
  between: (db: DbOrTx, from: Date, to: Date) =>
    db
      .select({ p: payments, mrn: patients.mrn })
      .from(payments)
      .leftJoin(patients, eq(patients.id, payments.patientId))
      .where(and(gte(payments.receivedAt, from), lt(payments.receivedAt, to)))
      .orderBy(asc(payments.receivedAt)),
};
