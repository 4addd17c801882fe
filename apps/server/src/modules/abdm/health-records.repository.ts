import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { admissions } from '../admissions/admissions.table.ts';
import { dischargeSummaries } from '../admissions/ward-round.table.ts';
import { bills } from '../billing/bills.table.ts';
import { encounters, prescriptionItems } from '../encounters/encounters.table.ts';
import { labOrders, labReports } from '../lab/lab.table.ts';
import { imagingOrders, radiologyReports } from '../radiology/radiology.table.ts';

/**
 * The patient's care contexts that have a record to share, each read with what says which
 * documents it has: the visits (with their medicine count), approved lab orders, signed studies,
 * stays with a discharge summary, and bills.
 */
export const healthRecordsRepository = {
  async visits(db: DbOrTx, patientId: string) {
    return db
      .select({
        id: encounters.id,
        at: encounters.createdAt,
        doctorName: encounters.doctorName,
        // A join, not a subquery in the select: drizzle writes a lone table's columns there
        // unqualified, so a subquery's "id" would be the prescription item's own (a count of 0).
        medicines: count(prescriptionItems.id),
      })
      .from(encounters)
      .leftJoin(prescriptionItems, eq(prescriptionItems.encounterId, encounters.id))
      .where(eq(encounters.patientId, patientId))
      .groupBy(encounters.id)
      .orderBy(desc(encounters.createdAt));
  },

  async labOrders(db: DbOrTx, patientId: string) {
    return db
      .selectDistinctOn([labOrders.id], { id: labOrders.id, at: labOrders.orderedAt, name: labOrders.serviceName })
      .from(labOrders)
      .innerJoin(labReports, and(eq(labReports.orderId, labOrders.id), isNotNull(labReports.approvedAt)))
      .where(eq(labOrders.patientId, patientId))
      .orderBy(labOrders.id);
  },

  async studies(db: DbOrTx, patientId: string) {
    return db
      .select({ id: imagingOrders.id, at: imagingOrders.orderedAt, name: imagingOrders.serviceName })
      .from(imagingOrders)
      .innerJoin(
        radiologyReports,
        and(eq(radiologyReports.orderId, imagingOrders.id), isNotNull(radiologyReports.signedAt)),
      )
      .where(eq(imagingOrders.patientId, patientId));
  },

  async staysWithSummary(db: DbOrTx, patientId: string) {
    return db
      .select({
        id: admissions.id,
        at: admissions.admittedAt,
        ipNumber: admissions.ipNumber,
        department: admissions.department,
        dischargedAt: admissions.dischargedAt,
      })
      .from(admissions)
      .innerJoin(dischargeSummaries, eq(dischargeSummaries.admissionId, admissions.id))
      .where(eq(admissions.patientId, patientId));
  },

  async bills(db: DbOrTx, patientId: string) {
    return db
      .select({ id: bills.id, at: bills.finalizedAt, number: bills.number })
      .from(bills)
      .where(eq(bills.patientId, patientId));
  },

  /** A stay's facts the discharge summary document needs beyond the summary itself. */
  async stay(db: DbOrTx, admissionId: string) {
    const [row] = await db
      .select({
        patientId: admissions.patientId,
        ipNumber: admissions.ipNumber,
        department: admissions.department,
        admittedAt: admissions.admittedAt,
        dischargedAt: admissions.dischargedAt,
      })
      .from(admissions)
      .where(eq(admissions.id, admissionId));
    return row;
  },
};
