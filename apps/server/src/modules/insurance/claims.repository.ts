import { and, asc, desc, eq, gte, inArray, isNotNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { admissions } from '../admissions/admissions.table.ts';
import { DECISION_LIMIT_MINUTES } from '@clinic/shared/insurance';
import { billContracts } from '../billing/folio.table.ts';
import { patients } from '../patients/patients.table.ts';
import { claimCases, claimEvents, patientCoverages, payers } from './insurance.table.ts';

export type ClaimCaseRow = typeof claimCases.$inferSelect;
export type ClaimEventRow = typeof claimEvents.$inferSelect;
export type ListedClaimCase = ClaimCaseRow & {
  payerName: string;
  tpaName: string | null;
  policyNumber: string;
  copayPercent: number;
};

const tpas = alias(payers, 'claim_tpa');

const listed = {
  c: claimCases,
  payerName: payers.name,
  tpaName: tpas.name,
  policyNumber: patientCoverages.policyNumber,
  employeeId: patientCoverages.employeeId,
  copayPercent: patientCoverages.copayPercent,
};

type Joined = {
  c: ClaimCaseRow;
  payerName: string;
  tpaName: string | null;
  policyNumber: string;
  employeeId: string;
  copayPercent: number;
};
const flat = (r: Joined): ListedClaimCase => ({
  ...r.c,
  payerName: r.payerName,
  tpaName: r.tpaName,
  policyNumber: r.policyNumber || r.employeeId,
  copayPercent: Number(r.copayPercent),
});

const withPayers = (conn: DbOrTx) =>
  conn
    .select(listed)
    .from(claimCases)
    .innerJoin(patientCoverages, eq(patientCoverages.id, claimCases.coverageId))
    .innerJoin(payers, eq(payers.id, patientCoverages.payerId))
    .leftJoin(tpas, eq(tpas.id, patientCoverages.tpaId));

export const claimsRepository = {
  /** The stay, its patient and the cover on its payer contract (null when the patient pays). */
  async stay(conn: DbOrTx, admissionId: string) {
    const [row] = await conn
      .select({
        id: admissions.id,
        patientId: admissions.patientId,
        ipNumber: admissions.ipNumber,
        status: admissions.status,
        coverageId: billContracts.coverageId,
        approvedPaise: billContracts.approvedPaise,
        copayPercent: patientCoverages.copayPercent,
      })
      .from(admissions)
      .leftJoin(billContracts, eq(billContracts.admissionId, admissions.id))
      .leftJoin(patientCoverages, eq(patientCoverages.id, billContracts.coverageId))
      .where(eq(admissions.id, admissionId));
    return row && { ...row, copayPercent: Number(row.copayPercent ?? 0) };
  },

  casesOf: async (conn: DbOrTx, admissionId: string) =>
    (await withPayers(conn).where(eq(claimCases.admissionId, admissionId)).orderBy(desc(claimCases.createdAt))).map(
      flat,
    ),

  async case(conn: DbOrTx, id: string, lock = false) {
    const query = withPayers(conn).where(eq(claimCases.id, id));
    const [row] = lock ? await query.for('update', { of: claimCases }) : await query;
    return row && flat(row);
  },

  /** The stay's live case with this cover, if any (the one a second request would clash with). */
  live: async (conn: DbOrTx, admissionId: string, coverageId: string) =>
    (
      await conn
        .select({ id: claimCases.id })
        .from(claimCases)
        .where(
          and(
            eq(claimCases.admissionId, admissionId),
            eq(claimCases.coverageId, coverageId),
            ne(claimCases.status, 'Cancelled'),
          ),
        )
    )[0],

  /** Whether the stay's live claim on this cover has the payer's final approval (true with no live claim). */
  async finalApproved(conn: DbOrTx, admissionId: string, coverageId: string): Promise<boolean> {
    const [c] = await conn
      .select({ status: claimCases.status, stage: claimCases.stage })
      .from(claimCases)
      .where(
        and(
          eq(claimCases.admissionId, admissionId),
          eq(claimCases.coverageId, coverageId),
          ne(claimCases.status, 'Cancelled'),
        ),
      );
    return !c || (c.stage === 'Final' && (c.status === 'Approved' || c.status === 'Partial'));
  },

  insertCase: async (conn: DbOrTx, values: typeof claimCases.$inferInsert) =>
    (await conn.insert(claimCases).values(values).returning({ id: claimCases.id }))[0],

  updateCase: (conn: DbOrTx, id: string, values: Partial<typeof claimCases.$inferInsert>) =>
    conn
      .update(claimCases)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(claimCases.id, id)),

  addEvent: (conn: DbOrTx, values: typeof claimEvents.$inferInsert) => conn.insert(claimEvents).values(values),

  eventsOf: (conn: DbOrTx, caseIds: string[]) =>
    caseIds.length === 0
      ? Promise.resolve([] as ClaimEventRow[])
      : conn.select().from(claimEvents).where(inArray(claimEvents.caseId, caseIds)).orderBy(asc(claimEvents.at)),

  /**
   * The TPA desk's list, oldest wait first: claims still moving (not approved for good, rejected
   * or cancelled), or every claim; with the stay and patient they belong to.
   */
  async list(conn: DbOrTx, open: boolean) {
    const rows = await conn
      .select({
        ...listed,
        ipNumber: admissions.ipNumber,
        patient: {
          id: patients.id,
          title: patients.title,
          givenName: patients.givenName,
          middleName: patients.middleName,
          familyName: patients.familyName,
          mrn: patients.mrn,
        },
      })
      .from(claimCases)
      .innerJoin(patientCoverages, eq(patientCoverages.id, claimCases.coverageId))
      .innerJoin(payers, eq(payers.id, patientCoverages.payerId))
      .leftJoin(tpas, eq(tpas.id, patientCoverages.tpaId))
      .innerJoin(admissions, eq(admissions.id, claimCases.admissionId))
      .innerJoin(patients, eq(patients.id, admissions.patientId))
      .where(open ? notInArray(claimCases.status, ['Approved', 'Rejected', 'Cancelled']) : undefined)
      .orderBy(asc(claimCases.waitingSince), desc(claimCases.updatedAt))
      .limit(200);
    return rows.map((r) => ({ ...flat(r), ipNumber: r.ipNumber, patient: r.patient }));
  },

  /** The payers' decisions between two instants, by who decided (the TPA, or the payer itself). */
  async decisionTimes(conn: DbOrTx, from: Date, to: Date) {
    // The limits are the code's own numbers, written into the SQL (a bound parameter would be text).
    const limit = sql`case ${claimEvents.stage} when 'Final' then ${sql.raw(String(DECISION_LIMIT_MINUTES.Final))} else ${sql.raw(String(DECISION_LIMIT_MINUTES['Pre-auth']))} end`;
    const handler = sql<string>`coalesce(${tpas.name}, ${payers.name})`;
    return conn
      .select({
        handler,
        decisions: sql<number>`count(*)::int`,
        late: sql<number>`count(*) filter (where ${claimEvents.minutesTaken} > ${limit})::int`,
        averageMinutes: sql<number>`round(avg(${claimEvents.minutesTaken}))::int`,
        longestMinutes: sql<number>`max(${claimEvents.minutesTaken})::int`,
      })
      .from(claimEvents)
      .innerJoin(claimCases, eq(claimCases.id, claimEvents.caseId))
      .innerJoin(patientCoverages, eq(patientCoverages.id, claimCases.coverageId))
      .innerJoin(payers, eq(payers.id, patientCoverages.payerId))
      .leftJoin(tpas, eq(tpas.id, patientCoverages.tpaId))
      .where(and(isNotNull(claimEvents.minutesTaken), gte(claimEvents.at, from), lt(claimEvents.at, to)))
      .groupBy(handler)
      .orderBy(handler);
  },
};
