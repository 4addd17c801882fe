import type { LabReport, LabResult, LabSample } from '@clinic/shared/lab';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { admissions } from '../admissions/admissions.table.ts';
import { labCriticalAcks, labOrders, labReports, labResults, labSamples } from './lab.table.ts';
import { rangeText } from '@clinic/shared/lab';

export type SampleRow = typeof labSamples.$inferSelect;
export type ReportRow = typeof labReports.$inferSelect;
type ResultRow = typeof labResults.$inferSelect;

export const toSample = (s: SampleRow): LabSample => ({
  accessionNumber: s.accessionNumber,
  sampleType: s.sampleType,
  collectedAt: s.collectedAt.toISOString(),
  collectedBy: s.collectedByName,
  rejectedAt: s.rejectedAt?.toISOString() ?? null,
  rejectedBy: s.rejectedByName,
  rejectionReason: s.rejectionReason,
});

const toResult = (r: ResultRow): LabResult => ({
  parameterId: r.parameterId,
  name: r.name,
  unit: r.unit,
  value: r.value,
  flag: r.flag as LabResult['flag'],
  rangeText: rangeText(r.rangeMin === null && r.rangeMax === null ? null : { min: r.rangeMin, max: r.rangeMax }),
  rangeLabel: r.rangeLabel,
  comment: r.comment,
});

export const toReport = (r: ReportRow, results: ResultRow[]): LabReport => ({
  _id: r.id,
  version: r.version,
  condition: r.condition,
  comment: r.comment,
  enteredBy: r.enteredByName,
  enteredAt: r.enteredAt.toISOString(),
  approvedBy: r.approvedByName,
  approvedByQualification: r.approvedByQualification,
  approvedByRegistration: r.approvedByRegistration,
  approvedAt: r.approvedAt?.toISOString() ?? null,
  amendmentReason: r.amendmentReason,
  results: results
    .filter((x) => x.reportId === r.id)
    .sort((a, b) => a.position - b.position)
    .map(toResult),
});

/** Samples, report versions and their values: what the lab writes as an order moves along. */
export const labResultsRepository = {
  async lockOrder(tx: DbOrTx, id: string) {
    const [row] = await tx.select().from(labOrders).where(eq(labOrders.id, id)).for('update');
    return row;
  },

  async insertSample(tx: DbOrTx, values: typeof labSamples.$inferInsert): Promise<SampleRow> {
    const [row] = await tx.insert(labSamples).values(values).returning();
    if (!row) throw new Error('insert into lab_samples returned no row');
    return row;
  },

  async latestSample(db: DbOrTx, orderId: string): Promise<SampleRow | undefined> {
    const [row] = await db
      .select()
      .from(labSamples)
      .where(eq(labSamples.orderId, orderId))
      .orderBy(desc(labSamples.collectedAt))
      .limit(1);
    return row;
  },

  samplesOf: (db: DbOrTx, orderIds: string[]) =>
    orderIds.length === 0
      ? Promise.resolve([] as SampleRow[])
      : db.select().from(labSamples).where(inArray(labSamples.orderId, orderIds)).orderBy(desc(labSamples.collectedAt)),

  async rejectSample(tx: DbOrTx, id: string, values: { byName: string; reason: string }): Promise<void> {
    await tx
      .update(labSamples)
      .set({ rejectedAt: new Date(), rejectedByName: values.byName, rejectionReason: values.reason })
      .where(and(eq(labSamples.id, id), isNull(labSamples.rejectedAt)));
  },

  async sampleByAccession(db: DbOrTx, accession: string): Promise<SampleRow | undefined> {
    const [row] = await db
      .select()
      .from(labSamples)
      .where(eq(sql`upper(${labSamples.accessionNumber})`, accession.toUpperCase()));
    return row;
  },

  async latestReport(db: DbOrTx, orderId: string): Promise<ReportRow | undefined> {
    const [row] = await db
      .select()
      .from(labReports)
      .where(eq(labReports.orderId, orderId))
      .orderBy(desc(labReports.version))
      .limit(1);
    return row;
  },

  async insertReport(tx: DbOrTx, values: typeof labReports.$inferInsert): Promise<ReportRow> {
    const [row] = await tx.insert(labReports).values(values).returning();
    if (!row) throw new Error('insert into lab_reports returned no row');
    return row;
  },

  /** Rewrites an unapproved report's values (the trigger refuses it once approved). */
  async rewriteReport(
    tx: DbOrTx,
    id: string,
    values: Partial<typeof labReports.$inferInsert>,
    results: (typeof labResults.$inferInsert)[],
  ): Promise<void> {
    await tx.update(labReports).set(values).where(eq(labReports.id, id));
    await tx.delete(labResults).where(eq(labResults.reportId, id));
    await tx.insert(labResults).values(results);
  },

  async insertResults(tx: DbOrTx, results: (typeof labResults.$inferInsert)[]): Promise<void> {
    await tx.insert(labResults).values(results);
  },

  async approveReport(
    tx: DbOrTx,
    id: string,
    by: { userId: string | null; name: string; qualification: string | null; registration: string | null },
  ): Promise<boolean> {
    const rows = await tx
      .update(labReports)
      .set({
        approvedBy: by.userId,
        approvedByName: by.name,
        approvedByQualification: by.qualification,
        approvedByRegistration: by.registration,
        approvedAt: new Date(),
      })
      .where(and(eq(labReports.id, id), isNull(labReports.approvedAt)))
      .returning({ id: labReports.id });
    return rows.length > 0;
  },

  /** Every report version of the orders, newest first, with its values. */
  async reportsOf(db: DbOrTx, orderIds: string[]) {
    if (orderIds.length === 0) return [];
    const reports = await db
      .select()
      .from(labReports)
      .where(inArray(labReports.orderId, orderIds))
      .orderBy(desc(labReports.version));
    const results = reports.length
      ? await db
          .select()
          .from(labResults)
          .where(
            inArray(
              labResults.reportId,
              reports.map((r) => r.id),
            ),
          )
      : [];
    return reports.map((r) => ({ row: r, report: toReport(r, results) }));
  },

  /** A patient's approved numeric values of one parameter, the current version of each order, oldest first. */
  trend: (db: DbOrTx, patientId: string, parameterId: string) =>
    db
      .select({ value: labResults.valueNumber, flag: labResults.flag, at: labSamples.collectedAt })
      .from(labResults)
      .innerJoin(labReports, eq(labReports.id, labResults.reportId))
      .innerJoin(labOrders, eq(labOrders.id, labReports.orderId))
      .leftJoin(
        labSamples,
        sql`${labSamples.id} = (select s.id from lab_samples s where s.order_id = "lab_orders"."id" and s.rejected_at is null order by s.collected_at desc limit 1)`,
      )
      .where(
        and(
          eq(labOrders.patientId, patientId),
          eq(labResults.parameterId, parameterId),
          sql`${labResults.valueNumber} is not null`,
          sql`${labReports.approvedAt} is not null`,
          sql`${labReports.version} = (select max(r.version) from lab_reports r where r.order_id = "lab_orders"."id" and r.approved_at is not null)`,
        ),
      )
      .orderBy(asc(labSamples.collectedAt)),

  /** Critical reports not yet acknowledged, latest version of each order only; `enteredBefore`: waiting since then. */
  unseenCritical: (
    db: DbOrTx,
    where: { orderedBy?: string; admissionId?: string; patientId?: string; enteredBefore?: Date },
  ) =>
    db
      .select({ report: labReports, order: labOrders })
      .from(labReports)
      .innerJoin(labOrders, eq(labOrders.id, labReports.orderId))
      .leftJoin(labCriticalAcks, eq(labCriticalAcks.reportId, labReports.id))
      .where(
        and(
          eq(labReports.critical, true),
          isNull(labCriticalAcks.reportId),
          sql`${labReports.version} = (select max(r.version) from lab_reports r where r.order_id = "lab_orders"."id")`,
          where.orderedBy ? eq(labOrders.orderedBy, where.orderedBy) : undefined,
          where.admissionId ? eq(labOrders.admissionId, where.admissionId) : undefined,
          where.patientId ? eq(labOrders.patientId, where.patientId) : undefined,
          where.enteredBefore ? lte(labReports.enteredAt, where.enteredBefore) : undefined,
        ),
      )
      .orderBy(desc(labReports.enteredAt))
      .limit(50),

  /**
   * The flagged values of the patients' current approved reports that were approved after the
   * patient's latest consultation (none since means none seen), newest first, in one query.
   */
  unseenAbnormal: (db: DbOrTx, patientIds: string[]) =>
    db
      .select({
        patientId: labOrders.patientId,
        orderId: labOrders.id,
        serviceName: labOrders.serviceName,
        name: labResults.name,
        value: labResults.value,
        unit: labResults.unit,
        flag: labResults.flag,
        approvedAt: labReports.approvedAt,
      })
      .from(labResults)
      .innerJoin(labReports, eq(labReports.id, labResults.reportId))
      .innerJoin(labOrders, eq(labOrders.id, labReports.orderId))
      .where(
        and(
          inArray(labOrders.patientId, patientIds),
          isNotNull(labResults.flag),
          sql`${labReports.version} = (select max(r.version) from lab_reports r where r.order_id = "lab_orders"."id" and r.approved_at is not null)`,
          sql`not exists (select 1 from encounters e where e.patient_id = "lab_orders"."patient_id" and e.created_at >= ${labReports.approvedAt})`,
        ),
      )
      .orderBy(desc(labReports.approvedAt), asc(labResults.position))
      .limit(500),

  resultsOfReports: (db: DbOrTx, reportIds: string[]) =>
    reportIds.length === 0
      ? Promise.resolve([] as ResultRow[])
      : db.select().from(labResults).where(inArray(labResults.reportId, reportIds)),

  async acknowledge(tx: DbOrTx, reportId: string, by: { userId: string | null; name: string }): Promise<boolean> {
    const rows = await tx
      .insert(labCriticalAcks)
      .values({ reportId, seenBy: by.userId, seenByName: by.name })
      .onConflictDoNothing()
      .returning({ reportId: labCriticalAcks.reportId });
    return rows.length > 0;
  },

  /** The admitting doctor of each of these stays. */
  async admittingDoctors(db: DbOrTx, admissionIds: string[]): Promise<Map<string, string>> {
    if (admissionIds.length === 0) return new Map();
    const rows = await db
      .select({ id: admissions.id, doctor: admissions.admittingDoctorId })
      .from(admissions)
      .where(inArray(admissions.id, admissionIds));
    return new Map(rows.map((r) => [r.id, r.doctor]));
  },

  /** Whose a report's critical alert is: the doctor who ordered the test and, for a stay, the admitting doctor. */
  async alertOwners(db: DbOrTx, reportId: string): Promise<string[]> {
    const [row] = await db
      .select({ orderedBy: labOrders.orderedBy, admitting: admissions.admittingDoctorId })
      .from(labReports)
      .innerJoin(labOrders, eq(labOrders.id, labReports.orderId))
      .leftJoin(admissions, eq(admissions.id, labOrders.admissionId))
      .where(eq(labReports.id, reportId));
    return [row?.orderedBy, row?.admitting].filter((id): id is string => Boolean(id));
  },

  async report(db: DbOrTx, id: string): Promise<ReportRow | undefined> {
    const [row] = await db.select().from(labReports).where(eq(labReports.id, id));
    return row;
  },
};
