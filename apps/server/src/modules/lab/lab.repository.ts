import { fullName } from '@clinic/shared/patients';
import type { LabOrder, LabWorklistQuery } from '@clinic/shared/lab';
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, type PageQuery } from '../../db/list.ts';
import { patients } from '../patients/patients.table.ts';
import { labOrders } from './lab.table.ts';

export type LabOrderRow = typeof labOrders.$inferSelect;
export type PatientRow = typeof patients.$inferSelect;

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/** The latest sample's accession and time, and the latest report's critical and amendment marks. */
const progress = {
  accession: sql<
    string | null
  >`(select s.accession_number from lab_samples s where s.order_id = "lab_orders"."id" order by s.collected_at desc limit 1)`,
  collectedAt: sql<
    string | Date | null
  >`(select s.collected_at from lab_samples s where s.order_id = "lab_orders"."id" and s.rejected_at is null order by s.collected_at desc limit 1)`,
  critical: sql<boolean>`coalesce((select r.critical from lab_reports r where r.order_id = "lab_orders"."id" order by r.version desc limit 1), false)`,
  amending: sql<boolean>`coalesce((select r.version > 1 and r.approved_at is null from lab_reports r where r.order_id = "lab_orders"."id" order by r.version desc limit 1), false)`,
};

type ProgressRow = {
  o: LabOrderRow;
  p: PatientRow;
  accession: string | null;
  collectedAt: string | Date | null;
  critical: boolean;
  amending: boolean;
};

export const toLabOrder = (r: ProgressRow): LabOrder => ({
  _id: r.o.id,
  patientId: r.o.patientId,
  patientName: fullName(r.p),
  mrn: r.p.mrn,
  serviceName: r.o.serviceName,
  status: r.o.status as LabOrder['status'],
  urgent: r.o.urgent,
  encounterId: r.o.encounterId,
  admissionId: r.o.admissionId,
  orderedBy: r.o.orderedByName,
  orderedAt: r.o.orderedAt.toISOString(),
  accessionNumber: r.accession,
  sampleCollectedAt: iso(r.collectedAt),
  critical: r.critical,
  amending: r.amending,
});

const selectOrders = (db: DbOrTx) =>
  db
    .select({ o: labOrders, p: patients, ...progress })
    .from(labOrders)
    .innerJoin(patients, eq(patients.id, labOrders.patientId));

/** The lab's reads of its orders: the worklist, one order, a visit's orders, a patient's. */
export const labWorklistRepository = {
  async page(db: DbOrTx, query: LabWorklistQuery & PageQuery, timeZone: string) {
    const pattern = query.search ? containsPattern(query.search) : undefined;
    const where = and(
      query.status ? eq(labOrders.status, query.status) : sql`${labOrders.status} <> 'Cancelled'`,
      query.date ? sql`(${labOrders.orderedAt} at time zone ${timeZone})::date = ${query.date}::date` : undefined,
      pattern
        ? or(
            ilike(patients.searchName, pattern),
            ilike(patients.mrn, pattern),
            ilike(labOrders.serviceName, pattern),
            sql`exists (select 1 from lab_samples s where s.order_id = "lab_orders"."id" and s.accession_number ilike ${pattern})`,
          )
        : undefined,
    );
    const [rows, [count]] = await Promise.all([
      selectOrders(db)
        .where(where)
        .orderBy(desc(labOrders.urgent), asc(labOrders.orderedAt), asc(labOrders.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(labOrders)
        .innerJoin(patients, eq(patients.id, labOrders.patientId))
        .where(where),
    ]);
    return { data: rows.map(toLabOrder), total: count?.n ?? 0 };
  },

  async one(db: DbOrTx, id: string) {
    const [row] = await selectOrders(db).where(eq(labOrders.id, id));
    return row;
  },

  /**
   * The orders of the same visit as this one: the same consultation, or for a ward order the
   * same admission and clinic day.
   */
  visit: (db: DbOrTx, order: LabOrderRow, timeZone: string) =>
    selectOrders(db)
      .where(
        order.encounterId
          ? eq(labOrders.encounterId, order.encounterId)
          : and(
              eq(labOrders.admissionId, order.admissionId ?? order.id),
              sql`(${labOrders.orderedAt} at time zone ${timeZone})::date = (${order.orderedAt.toISOString()}::timestamptz at time zone ${timeZone})::date`,
            ),
      )
      .orderBy(asc(labOrders.orderedAt), asc(labOrders.serviceName)),

  ofPatient: (db: DbOrTx, patientId: string) =>
    selectOrders(db)
      .where(and(eq(labOrders.patientId, patientId), sql`${labOrders.status} <> 'Cancelled'`))
      .orderBy(desc(labOrders.orderedAt))
      .limit(100),

  async patient(db: DbOrTx, id: string): Promise<PatientRow | undefined> {
    const [row] = await db.select().from(patients).where(eq(patients.id, id));
    return row;
  },
};
