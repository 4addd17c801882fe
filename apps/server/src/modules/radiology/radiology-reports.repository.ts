import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { searchAny, type PageQuery } from '../../db/list.ts';
import { admissions } from '../admissions/admissions.table.ts';
import { encounterDiagnoses } from '../encounters/encounters.table.ts';
import { patients } from '../patients/patients.table.ts';
import { users } from '../staff/staff.table.ts';
import { imagingOrders, radiologyAddenda, radiologyReports } from './radiology.table.ts';

export type CaseRow = {
  o: typeof imagingOrders.$inferSelect;
  p: typeof patients.$inferSelect;
  r: typeof radiologyReports.$inferSelect | null;
  ipNumber: string | null;
};

const OPEN = ['Pending', 'In-progress'];

const selectCases = (db: DbOrTx) =>
  db
    .select({ o: imagingOrders, p: patients, r: radiologyReports, ipNumber: admissions.ipNumber })
    .from(imagingOrders)
    .innerJoin(patients, eq(patients.id, imagingOrders.patientId))
    .leftJoin(radiologyReports, eq(radiologyReports.orderId, imagingOrders.id))
    .leftJoin(admissions, eq(admissions.id, imagingOrders.admissionId));

/** Imaging studies with their reports, addenda and the staff who take and report them. */
export const radiologyReportsRepository = {
  /** Open cases (urgent first, then oldest) or completed ones (latest signed first), a page at a time. */
  async page(db: DbOrTx, query: { tab: 'open' | 'completed'; search?: string } & PageQuery) {
    const where = and(
      query.tab === 'open' ? inArray(imagingOrders.status, OPEN) : eq(imagingOrders.status, 'Completed'),
      searchAny([patients.searchName, patients.mrn], query.search?.toLowerCase()),
    );
    const order =
      query.tab === 'open'
        ? [desc(imagingOrders.urgent), asc(imagingOrders.orderedAt), asc(imagingOrders.id)]
        : [desc(radiologyReports.signedAt), desc(imagingOrders.id)];
    const [rows, [count]] = await Promise.all([
      selectCases(db)
        .where(where)
        .orderBy(...order)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(imagingOrders)
        .innerJoin(patients, eq(patients.id, imagingOrders.patientId))
        .where(where),
    ]);
    return { rows: rows as CaseRow[], total: count?.n ?? 0 };
  },

  async one(db: DbOrTx, orderId: string): Promise<CaseRow | undefined> {
    const [row] = await selectCases(db).where(eq(imagingOrders.id, orderId));
    return row;
  },

  /** A patient's studies with signed reports, newest first. */
  async signedOfPatient(db: DbOrTx, patientId: string): Promise<CaseRow[]> {
    const rows = await selectCases(db)
      .where(and(eq(imagingOrders.patientId, patientId), eq(radiologyReports.status, 'Signed')))
      .orderBy(desc(radiologyReports.signedAt))
      .limit(50);
    return rows;
  },

  async lockOrder(tx: DbOrTx, orderId: string) {
    const [row] = await tx.select().from(imagingOrders).where(eq(imagingOrders.id, orderId)).for('update');
    return row;
  },

  async setStatus(tx: DbOrTx, orderId: string, status: string) {
    await tx.update(imagingOrders).set({ status, updatedAt: new Date() }).where(eq(imagingOrders.id, orderId));
  },

  async report(db: DbOrTx, orderId: string) {
    const [row] = await db.select().from(radiologyReports).where(eq(radiologyReports.orderId, orderId));
    return row;
  },

  async upsertReport(tx: DbOrTx, values: typeof radiologyReports.$inferInsert) {
    // Every column but the key may change while the report is a draft (the trigger guards signed ones).
    const changes: Partial<typeof values> = { ...values, updatedAt: new Date() };
    delete changes.orderId;
    await tx
      .insert(radiologyReports)
      .values(values)
      .onConflictDoUpdate({ target: radiologyReports.orderId, set: changes });
  },

  addenda: (db: DbOrTx, orderIds: string[]) =>
    orderIds.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(radiologyAddenda)
          .where(inArray(radiologyAddenda.orderId, orderIds))
          .orderBy(asc(radiologyAddenda.addedAt)),

  async insertAddendum(tx: DbOrTx, values: typeof radiologyAddenda.$inferInsert) {
    const [row] = await tx.insert(radiologyAddenda).values(values).returning();
    if (!row) throw new Error('insert into radiology_addenda returned no row');
    return row;
  },

  /** The consultation's diagnoses, or the stay's reason for admission: what the doctor asked about. */
  async clinicalDetails(db: DbOrTx, order: { encounterId: string | null; admissionId: string | null }) {
    if (order.encounterId) {
      const rows = await db
        .select({ description: encounterDiagnoses.description, code: encounterDiagnoses.code })
        .from(encounterDiagnoses)
        .where(eq(encounterDiagnoses.encounterId, order.encounterId))
        .orderBy(asc(encounterDiagnoses.position));
      return rows.map((d) => (d.code ? `${d.description} (${d.code})` : d.description)).join('; ');
    }
    if (order.admissionId) {
      const [a] = await db
        .select({ reason: admissions.reason })
        .from(admissions)
        .where(eq(admissions.id, order.admissionId));
      return a?.reason ?? '';
    }
    return '';
  },

  /** Active staff with the radiology role: the technicians and radiologists to assign. */
  radiologyStaff: (db: DbOrTx) =>
    db
      .select({
        id: users.id,
        name: users.name,
        qualification: users.qualification,
        registrationNumber: users.registrationNumber,
      })
      .from(users)
      .where(and(sql`'radiology' = any(${users.roles})`, eq(users.isActive, true)))
      .orderBy(asc(users.name)),

  async staffMember(db: DbOrTx, id: string) {
    const [row] = await db
      .select({
        id: users.id,
        name: users.name,
        roles: users.roles,
        qualification: users.qualification,
        registrationNumber: users.registrationNumber,
        isActive: users.isActive,
      })
      .from(users)
      .where(eq(users.id, id));
    return row;
  },
};
