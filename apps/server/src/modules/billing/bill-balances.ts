import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

const signed = sql.raw(`case when y.purpose = 'Refund' then -y.amount_paise else y.amount_paise end`);

/**
 * Bills with what is still owed on them, by the patient and by the payer, as a relation
 * (id, patient_id, number, kind, total_paise, finalized_at, patient_due, payer_due): every bill,
 * or only those of the ids in `ids` (see idsIn). The patient owes their share and any payer
 * shortfall moved to them, less credit notes and what they paid: payments against the bill and,
 * for a stay's main bill, every payment of the stay (deposits) not made against one of its
 * supplementary bills. The payer owes its share less what it settled. Each total is summed once
 * per table and joined, so the cost grows with the tables, not their product (a correlated form
 * took minutes on a year's bills); restricted to a few bills, each table is read by index.
 */
export function billBalancesOf(ids?: SQL): SQL {
  const among = (column: string) => (ids ? sql`${sql.raw(column)} = any(${ids})` : sql`true`);
  return sql`(
  select b.id, b.patient_id, b.number, b.kind, b.total_paise, b.finalized_at,
    b.total_paise - b.payer_share_paise + coalesce(cs.to_patient, 0) - coalesce(cn.amount, 0) - coalesce(pb.paid, 0)
      - case when b.admission_id is not null and b.supplement_of is null
             then coalesce(pa.paid, 0) - coalesce(both_ways.paid, 0) else 0 end as patient_due,
    b.payer_share_paise - coalesce(cs.settled, 0) as payer_due
  from bills b
  left join (
    select bill_id, sum(to_patient_paise) as to_patient,
      sum(paid_paise + tds_paise + write_off_paise + to_patient_paise) as settled
    from claim_settlements where ${among('bill_id')} group by bill_id
  ) cs on cs.bill_id = b.id
  left join (
    select bill_id, sum(amount_paise) as amount from credit_notes where ${among('bill_id')} group by bill_id
  ) cn on cn.bill_id = b.id
  left join (
    select y.against_id, sum(${signed}) as paid from payments y
    where y.against_id is not null and ${among('y.against_id')} group by y.against_id
  ) pb on pb.against_id = b.id
  left join (
    select y.admission_id, sum(${signed}) as paid
    from payments y left join bills s on s.id = y.against_id
    where y.admission_id is not null and (s.id is null or s.supplement_of is null)
      and ${ids ? sql`y.admission_id = any(array(select admission_id from bills where id = any(${ids})))` : sql`true`}
    group by y.admission_id
  ) pa on pa.admission_id = b.admission_id
  left join (
    select y.against_id, sum(${signed}) as paid
    from payments y join bills m on m.id = y.against_id and m.admission_id = y.admission_id
    where ${among('y.against_id')}
    group by y.against_id
  ) both_ways on both_ways.against_id = b.id
  where ${among('b.id')}
)`;
}

/** Every bill with its balances (see billBalancesOf). */
export const billBalances = billBalancesOf();

/**
 * Bill ids as one array value: the planner then reads each table by index for that many bills,
 * where a subquery of unknown size made it scan every payment.
 */
export const idsIn = (ids: readonly string[]): SQL => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * The bills whose money moved since their dues were last kept: those marked, and a marked stay's
 * main bill (its deposits count on it). `upTo`: only the marks up to that id.
 */
export async function markedBills(db: DbOrTx, upTo?: string): Promise<string[]> {
  const marks = sql`select bill_id, admission_id from bill_dues_dirty${upTo ? sql` where id <= ${upTo}` : sql``}`;
  const res = await db.execute<{ id: string }>(sql`
    select id from bills where id in (select bill_id from (${marks}) m)
    union
    select id from bills where supplement_of is null and admission_id in (select admission_id from (${marks}) m)`);
  return res.rows.map((r) => r.id);
}

/**
 * The bills on which anything is owed, with the same columns as billBalances: the kept dues of
 * the bills not `marked`, and the marked few worked out live (decision 0037). Reads a few
 * thousand rows by a partial index instead of summing every payment there is.
 */
export function owedBillsAmong(marked: readonly string[]): SQL {
  return sql`(
  select b.id, b.patient_id, b.number, b.kind, b.total_paise, b.finalized_at, d.patient_due, d.payer_due
  from bill_dues d join bills b on b.id = d.bill_id
  where (d.patient_due > 0 or d.payer_due > 0) and not (d.bill_id = any(${idsIn(marked)}))
  union all
  select * from ${billBalancesOf(idsIn(marked))} live where live.patient_due > 0 or live.payer_due > 0
)`;
}

/**
 * Reads the owed bills (owedBillsAmong) in one snapshot with the marks that say which to work out
 * live: its own read-only REPEATABLE READ transaction, or the caller's, which then must be one.
 */
export async function readOwed<T>(db: DbOrTx, read: (tx: DbOrTx, owed: SQL) => Promise<T>): Promise<T> {
  if ('rollback' in db) return read(db, owedBillsAmong(await markedBills(db)));
  return db.transaction(async (tx) => read(tx, owedBillsAmong(await markedBills(tx))), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}
