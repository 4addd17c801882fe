import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { billBalances } from '../billing/bill-balances.ts';

type Range = { start: Date; end: Date; timeZone: string };
const day = (column: ReturnType<typeof sql.raw>, timeZone: string) =>
  sql`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;

export type MoneyByDay = {
  day: string;
  bills: number;
  pharmacy: number;
  credits: number;
  discounts: number;
  collected: number;
  refunds: number;
};

/**
 * What the revenue report reads: bills, pharmacy bills, credit notes, returns and payments of a
 * range, each summed by clinic day in the database (amounts come back as paise in bigint text).
 */
export const revenueRepository = {
  async byDay(db: DbOrTx, r: Range): Promise<MoneyByDay[]> {
    const result = await db.execute<Record<keyof MoneyByDay, string>>(sql`
      select d as day, sum(bills)::bigint as bills, sum(pharmacy)::bigint as pharmacy, sum(credits)::bigint as credits,
        sum(discounts)::bigint as discounts, sum(collected)::bigint as collected, sum(refunds)::bigint as refunds
      from (
        select ${day(sql.raw('finalized_at'), r.timeZone)} as d, total_paise as bills, 0 as pharmacy, 0 as credits,
          discount_paise as discounts, 0 as collected, 0 as refunds
          from bills where finalized_at >= ${r.start} and finalized_at < ${r.end}
        union all
        select ${day(sql.raw('sold_at'), r.timeZone)}, 0, total_paise, 0, 0, 0, 0
          from pharmacy_sales where sold_at >= ${r.start} and sold_at < ${r.end}
        union all
        select ${day(sql.raw('created_at'), r.timeZone)}, 0, 0, amount_paise, 0, 0, 0
          from credit_notes where created_at >= ${r.start} and created_at < ${r.end}
        union all
        select ${day(sql.raw('returned_at'), r.timeZone)}, 0, 0, total_paise, 0, 0, 0
          from pharmacy_returns where returned_at >= ${r.start} and returned_at < ${r.end}
        union all
        select ${day(sql.raw('received_at'), r.timeZone)}, 0, 0, 0, 0,
          case when purpose = 'Refund' then 0 else amount_paise end,
          case when purpose = 'Refund' then amount_paise else 0 end
          from payments where received_at >= ${r.start} and received_at < ${r.end}
      ) m (d, bills, pharmacy, credits, discounts, collected, refunds)
      group by d`);
    return result.rows.map((x) => ({
      day: x.day,
      bills: Number(x.bills),
      pharmacy: Number(x.pharmacy),
      credits: Number(x.credits),
      discounts: Number(x.discounts),
      collected: Number(x.collected),
      refunds: Number(x.refunds),
    }));
  },

  /** The bills' lines by their section (consultation, laboratory, room...), before bill-level discounts. */
  async byGroup(db: DbOrTx, r: Range): Promise<{ group: string; lines: number; amount: number }[]> {
    const result = await db.execute<{ group: string; lines: string; amount: string }>(sql`
      select l.section as group, count(*) as lines, sum(l.total_paise)::bigint as amount
      from bill_lines l join bills b on b.id = l.bill_id
      where b.finalized_at >= ${r.start} and b.finalized_at < ${r.end}
      group by l.section
      union all
      select 'Pharmacy', count(*), coalesce(sum(total_paise), 0)::bigint
      from pharmacy_sales where sold_at >= ${r.start} and sold_at < ${r.end}
      having count(*) > 0
      order by 3 desc`);
    return result.rows.map((x) => ({ group: x.group, lines: Number(x.lines), amount: Number(x.amount) }));
  },

  /**
   * Each doctor's consultations billed (the consulting doctor of the visit) and in-patient bills
   * (the admitting doctor of the stay).
   */
  async byDoctor(
    db: DbOrTx,
    r: Range,
  ): Promise<
    { doctor: string; consultations: number; consultationAmount: number; stays: number; stayAmount: number }[]
  > {
    const result = await db.execute<Record<string, string>>(sql`
      select u.name as doctor, sum(consultations) as consultations, sum(consultation_amount)::bigint as consultation_amount,
        sum(stays) as stays, sum(stay_amount)::bigint as stay_amount
      from (
        select e.doctor_id, 1 as consultations, l.total_paise as consultation_amount, 0 as stays, 0 as stay_amount
          from bill_lines l join bills b on b.id = l.bill_id
          join patient_charges c on c.id = l.charge_id and c.source_area = 'consultation'
          join encounters e on e.id = c.source_id
          where b.finalized_at >= ${r.start} and b.finalized_at < ${r.end}
        union all
        select a.admitting_doctor_id, 0, 0, 1, b.total_paise
          from bills b join admissions a on a.id = b.admission_id
          where b.finalized_at >= ${r.start} and b.finalized_at < ${r.end}
      ) x join users u on u.id = x.doctor_id
      group by u.name order by 3 desc, 5 desc`);
    return result.rows.map((x) => ({
      doctor: x.doctor!,
      consultations: Number(x.consultations),
      consultationAmount: Number(x.consultation_amount),
      stays: Number(x.stays),
      stayAmount: Number(x.stay_amount),
    }));
  },

  async byPayer(
    db: DbOrTx,
    r: Range,
  ): Promise<{ payerType: string; payer: string; bills: number; amount: number; payerShare: number }[]> {
    const result = await db.execute<Record<string, string>>(sql`
      select payer_type, payer_name, count(*) as bills, sum(total_paise)::bigint as amount,
        sum(payer_share_paise)::bigint as payer_share
      from bills where finalized_at >= ${r.start} and finalized_at < ${r.end}
      group by payer_type, payer_name
      order by 1, 4 desc`);
    return result.rows.map((x) => ({
      payerType: x.payer_type!,
      payer: x.payer_name ?? '',
      bills: Number(x.bills),
      amount: Number(x.amount),
      payerShare: Number(x.payer_share),
    }));
  },

  /** Discounts on the bills of the range: who gave each and who approved it (none: within their own limit). */
  async discounts(
    db: DbOrTx,
    r: Range,
  ): Promise<{ givenBy: string; approvedBy: string; bills: number; amount: number }[]> {
    const result = await db.execute<Record<string, string>>(sql`
      select coalesce(d.requested_by_name, b.finalized_by_name) as given_by, coalesce(d.decided_by_name, '') as approved_by,
        count(*) as bills, sum(b.discount_paise)::bigint as amount
      from bills b
      left join lateral (
        select requested_by_name, decided_by_name from bill_discounts x
        where x.status = 'Approved' and (x.result_bill_id = b.id or (b.admission_id is not null and x.admission_id = b.admission_id))
        order by x.decided_at desc limit 1
      ) d on true
      where b.discount_paise > 0 and b.finalized_at >= ${r.start} and b.finalized_at < ${r.end}
      group by 1, 2 order by 4 desc`);
    return result.rows.map((x) => ({
      givenBy: x.given_by!,
      approvedBy: x.approved_by ?? '',
      bills: Number(x.bills),
      amount: Number(x.amount),
    }));
  },

  async refunds(db: DbOrTx, r: Range): Promise<{ by: string; mode: string; count: number; amount: number }[]> {
    const result = await db.execute<Record<string, string>>(sql`
      select coalesce(received_by_name, 'Unknown') as by, mode, count(*) as count, sum(amount_paise)::bigint as amount
      from payments where purpose = 'Refund' and received_at >= ${r.start} and received_at < ${r.end}
      group by 1, 2 order by 4 desc`);
    return result.rows.map((x) => ({ by: x.by!, mode: x.mode!, count: Number(x.count), amount: Number(x.amount) }));
  },

  /**
   * What is owed today on every bill, by the patient and by the payer, with the bill's age in days
   * at `asOf`: the billing desk's own balances.
   */
  async dues(db: DbOrTx, asOf: string, timeZone: string): Promise<{ patient: number; payer: number; age: number }[]> {
    const result = await db.execute<{ patient: string; payer: string; age: number }>(sql`
      select ${asOf}::date - (d.finalized_at at time zone ${timeZone})::date as age,
        d.patient_due as patient, d.payer_due as payer
      from ${billBalances} d
      where d.patient_due > 0 or d.payer_due > 0`);
    return result.rows.map((x) => ({ patient: Number(x.patient), payer: Number(x.payer), age: Number(x.age) }));
  },
};
