import { fullName } from '@clinic/shared/patients';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { currentAge } from '../patients/patients.mapping.ts';
import { patients } from '../patients/patients.table.ts';
import { appointments } from './appointments.table.ts';

export type QueueRow = {
  a: typeof appointments.$inferSelect;
  patientName: string;
  firstName: string;
  mrn: string;
  age: number;
  gender: string;
};

/** A doctor's appointments of one day that are in the queue or were seen, with their patients. */
export async function queueRows(db: DbOrTx, doctorId: string, date: string, lock = false): Promise<QueueRow[]> {
  const query = db
    .select({ a: appointments, p: patients })
    .from(appointments)
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .where(
      and(
        eq(appointments.doctorId, doctorId),
        eq(appointments.appointmentDate, date),
        inArray(appointments.status, ['Awaiting', 'Completed']),
      ),
    );
  const rows = lock ? await query.for('update', { of: appointments }) : await query;
  return rows.map(({ a, p }) => ({
    a,
    patientName: fullName(p),
    firstName: p.givenName,
    mrn: p.mrn,
    age: currentAge(p, date),
    gender: p.gender,
  }));
}

export const opQueueRepository = {
  async setCalled(
    tx: DbOrTx,
    id: string,
    calledAt: Date | null,
    set: { callCount?: number; skipCount?: number; queueSeq?: number; queueLane?: number },
  ) {
    await tx
      .update(appointments)
      .set({ calledAt, ...set, updatedAt: new Date() })
      .where(eq(appointments.id, id));
  },

  /**
   * Away (the lab or radiology in `sentTo`, another doctor with `sentTo` null) since `sentAt`, or
   * back when both are null. Either way the patient is no longer being seen.
   */
  async setAway(tx: DbOrTx, id: string, sentTo: 'lab' | 'radiology' | null, sentAt: Date | null) {
    await tx
      .update(appointments)
      .set({ sentTo, sentAt, calledAt: null, updatedAt: new Date() })
      .where(eq(appointments.id, id));
  },
};
