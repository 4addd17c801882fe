import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { admissions } from '../admissions/admissions.table.ts';
import { patientCharges } from '../billing/charges.table.ts';
import { wardIssues, wardReturns } from './pharmacy.table.ts';

const returned = sql<number>`coalesce((select sum(r.quantity) from ward_returns r where r.issue_id = ${wardIssues.id}), 0)::int`;

/** Ward issues with what came back of each, and the units returned to their batches. */
export const wardReturnRepository = {
  /** The issues of the stay with this IP number, oldest first, with returned units and charge status. */
  issuesOfStay: (db: DbOrTx, ipNumber: string) =>
    db
      .select({ issue: wardIssues, ipNumber: admissions.ipNumber, returned, chargeStatus: patientCharges.status })
      .from(wardIssues)
      .innerJoin(admissions, eq(admissions.id, wardIssues.admissionId))
      .leftJoin(patientCharges, eq(patientCharges.id, wardIssues.chargeId))
      .where(sql`lower(${admissions.ipNumber}) = lower(${ipNumber})`)
      .orderBy(asc(wardIssues.issuedAt), asc(wardIssues.id)),

  /** The issue, locked so two returns of it are counted one after the other, with what came back. */
  async lockIssue(tx: DbOrTx, id: string) {
    const [issue] = await tx.select().from(wardIssues).where(eq(wardIssues.id, id)).for('update');
    if (!issue) return undefined;
    const [row] = await tx
      .select({ n: sql<number>`coalesce(sum(${wardReturns.quantity}), 0)::int` })
      .from(wardReturns)
      .where(eq(wardReturns.issueId, id));
    return { issue, returned: row?.n ?? 0 };
  },

  async byKey(db: DbOrTx, key: string) {
    const [row] = await db.select().from(wardReturns).where(eq(wardReturns.idempotencyKey, key));
    return row;
  },

  async insert(tx: DbOrTx, values: typeof wardReturns.$inferInsert) {
    const [row] = await tx.insert(wardReturns).values(values).returning();
    if (!row) throw new Error('insert into ward_returns returned no row');
    return row;
  },
};
