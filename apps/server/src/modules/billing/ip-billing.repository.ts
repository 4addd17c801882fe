import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { searchAny, type PageQuery } from '../../db/list.ts';
import type { DbOrTx } from '../../db/client.ts';
import { admissions, beds, bedStays, rooms, wards } from '../admissions/admissions.table.ts';
import { patients } from '../patients/patients.table.ts';
import { patientCharges } from './charges.table.ts';
import { bills } from './bills.table.ts';
import { payments } from './payments.table.ts';
import { stayMoney } from './bills.repository.ts';

type PendingChargeRow = {
  id: string;
  service_id: string | null;
  source_area: string;
  service_name: string;
  category: string;
  quantity: number;
  price_paise: number;
  gst_rate_bp: number;
  created_ms: number;
};
export type PendingCharge = {
  id: string;
  serviceId: string | null;
  sourceArea: string;
  serviceName: string;
  category: string;
  quantity: number;
  pricePaise: number;
  gstRateBp: number;
  createdAt: Date;
};

/** What an IP bill is made of: the stay and its beds, its pending charges, its deposits, its bill. */
export const ipBillingRepository = {
  async admission(db: DbOrTx, id: string) {
    const [row] = await db
      .select({ a: admissions, p: patients })
      .from(admissions)
      .innerJoin(patients, eq(patients.id, admissions.patientId))
      .where(eq(admissions.id, id));
    return row;
  },

  /** Locks the admission row, so a finalize and a discharge or a deposit happen one after the other. */
  async lockAdmission(tx: DbOrTx, id: string) {
    const [row] = await tx.select().from(admissions).where(eq(admissions.id, id)).for('update');
    return row;
  },

  /** Admitted patients and those discharged in the last 30 days, newest first. */
  async page(db: DbOrTx, query: { search?: string } & PageQuery) {
    const where = and(
      or(eq(admissions.status, 'Active'), sql`${admissions.dischargedAt} > now() - interval '30 days'`),
      searchAny([patients.searchName, patients.mrn], query.search?.toLowerCase()),
    );
    const [rows, [count]] = await Promise.all([
      db
        .select({ a: admissions, p: patients })
        .from(admissions)
        .innerJoin(patients, eq(patients.id, admissions.patientId))
        .where(where)
        .orderBy(desc(admissions.status), desc(admissions.admittedAt))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(admissions)
        .innerJoin(patients, eq(patients.id, admissions.patientId))
        .where(where),
    ]);
    return { rows, total: count?.n ?? 0 };
  },

  stays: (db: DbOrTx, admissionId: string) =>
    db
      .select({ s: bedStays, bed: beds.number, roomType: rooms.roomType, isIcu: rooms.isIcu, ward: wards.name })
      .from(bedStays)
      .innerJoin(beds, eq(beds.id, bedStays.bedId))
      .innerJoin(rooms, eq(rooms.id, beds.roomId))
      .innerJoin(wards, eq(wards.id, rooms.wardId))
      .where(eq(bedStays.admissionId, admissionId))
      .orderBy(asc(bedStays.seq)),

  /** A stay's charges not yet billed, with what a bill line needs of them (a long stay has thousands). */
  /**
   * A stay's charges waiting for its bill, oldest first, with the nine columns a bill line needs.
   * Read as plain rows and built here in one literal each: a year's stay has 7,300, and the query
   * builder's general mapping of them was a fifth of the bill view's time.
   */
  async pendingCharges(db: DbOrTx, admissionId: string): Promise<PendingCharge[]> {
    const { rows } = await db.execute<PendingChargeRow>(sql`
      select id, service_id, source_area, service_name, category, quantity,
             price_paise::float8 as price_paise, gst_rate_bp,
             (extract(epoch from created_at) * 1000)::float8 as created_ms
      from ${patientCharges}
      where admission_id = ${admissionId} and status = 'Pending'
      order by created_at`);
    return rows.map((r) => ({
      id: r.id,
      serviceId: r.service_id,
      sourceArea: r.source_area,
      serviceName: r.service_name,
      category: r.category,
      quantity: r.quantity,
      pricePaise: r.price_paise,
      gstRateBp: r.gst_rate_bp,
      createdAt: new Date(r.created_ms),
    }));
  },

  lockCharges: (tx: DbOrTx, ids: string[]) =>
    ids.length === 0
      ? Promise.resolve([])
      : tx.select().from(patientCharges).where(inArray(patientCharges.id, ids)).for('update'),

  payments: (db: DbOrTx, admissionId: string) =>
    db
      .select()
      .from(payments)
      .where(and(eq(payments.admissionId, admissionId), stayMoney))
      .orderBy(asc(payments.receivedAt)),

  /** The stay's final bill (not its supplementary bills). */
  async bill(db: DbOrTx, admissionId: string) {
    const [row] = await db
      .select()
      .from(bills)
      .where(and(eq(bills.admissionId, admissionId), isNull(bills.supplementOf)));
    return row;
  },

  /** Bills made for charges that came after the stay's final bill, oldest first. */
  supplementary: (db: DbOrTx, admissionId: string) =>
    db
      .select()
      .from(bills)
      .where(and(eq(bills.admissionId, admissionId), isNotNull(bills.supplementOf)))
      .orderBy(asc(bills.finalizedAt)),
};
