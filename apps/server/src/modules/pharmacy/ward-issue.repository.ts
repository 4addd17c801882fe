import { and, desc, eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, type PageQuery } from '../../db/list.ts';
import { admissions, bedStays, beds, rooms, wards } from '../admissions/admissions.table.ts';
import { medicationOrders } from '../admissions/ward-round.table.ts';
import { patients } from '../patients/patients.table.ts';
import { wardIssues } from './pharmacy.table.ts';

const issuedOf = sql<number>`coalesce((select sum(w.quantity) from ward_issues w where w.medication_order_id = "medication_orders"."id"), 0)::int`;

/** Inpatient orders as the pharmacy sees them (admissions writes them), and the ward issues against them. */
export const wardIssueRepository = {
  /** Active orders of admitted patients, newest first, by patient name or MRN and IP number. */
  async activeOrders(db: DbOrTx, filter: { search?: string; ipNumber?: string }, page: PageQuery) {
    const where = and(
      eq(medicationOrders.status, 'Active'),
      eq(admissions.status, 'Active'),
      filter.search
        ? sql`(${patients.searchName} ilike ${containsPattern(filter.search)} or ${patients.mrn} ilike ${containsPattern(filter.search)} or ${medicationOrders.drugName} ilike ${containsPattern(filter.search)})`
        : undefined,
      filter.ipNumber ? sql`${admissions.ipNumber} ilike ${containsPattern(filter.ipNumber)}` : undefined,
    );
    const joined = <T extends PgSelect>(q: T) =>
      q
        .innerJoin(admissions, eq(admissions.id, medicationOrders.admissionId))
        .innerJoin(patients, eq(patients.id, admissions.patientId))
        .innerJoin(bedStays, and(eq(bedStays.admissionId, admissions.id), sql`${bedStays.toAt} is null`))
        .innerJoin(beds, eq(beds.id, bedStays.bedId))
        .innerJoin(rooms, eq(rooms.id, beds.roomId))
        .innerJoin(wards, eq(wards.id, rooms.wardId));
    const [rows, [count]] = await Promise.all([
      joined(
        db
          .select({
            order: medicationOrders,
            admission: admissions,
            patient: patients,
            bed: beds,
            ward: wards,
            issued: issuedOf,
          })
          .from(medicationOrders)
          .$dynamic(),
      )
        .where(where)
        .orderBy(desc(medicationOrders.orderedAt), desc(medicationOrders.id))
        .limit(page.pageSize)
        .offset((page.page - 1) * page.pageSize),
      joined(
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(medicationOrders)
          .$dynamic(),
      ).where(where),
    ]);
    return { rows, total: count?.n ?? 0 };
  },

  /** The order with its admission, locked while an issue is written against it. */
  async lockOrder(tx: DbOrTx, orderId: string) {
    const [row] = await tx
      .select({ order: medicationOrders, admission: admissions })
      .from(medicationOrders)
      .innerJoin(admissions, eq(admissions.id, medicationOrders.admissionId))
      .where(eq(medicationOrders.id, orderId))
      .for('update', { of: medicationOrders });
    return row;
  },

  async issueByKey(db: DbOrTx, key: string) {
    const [row] = await db.select().from(wardIssues).where(eq(wardIssues.idempotencyKey, key));
    return row;
  },

  async insertIssue(tx: DbOrTx, values: typeof wardIssues.$inferInsert) {
    const [row] = await tx.insert(wardIssues).values(values).returning();
    if (!row) throw new Error('insert into ward_issues returned no row');
    return row;
  },

  async setCharge(tx: DbOrTx, id: string, chargeId: string): Promise<void> {
    await tx.update(wardIssues).set({ chargeId }).where(eq(wardIssues.id, id));
  },

  ipNumberOf: async (db: DbOrTx, admissionId: string) =>
    (await db.select({ ip: admissions.ipNumber }).from(admissions).where(eq(admissions.id, admissionId)))[0]?.ip ?? '',

  issuesById: (db: DbOrTx, id: string) => db.select().from(wardIssues).where(eq(wardIssues.id, id)),
};
