import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { readOwed } from '../billing/bill-balances.ts';
import { reportSumsRepository, type Figure, type SumRange } from './report-sums.repository.ts';

type Range = { start: Date; end: Date; timeZone: string };

export type MoneyByDay = {
  day: string;
  bills: number;
  pharmacy: number;
  credits: number;
  discounts: number;
  collected: number;
  refunds: number;
};

const DAY_FIGURES = [
  'revenue.bills',
  'revenue.pharmacy',
  'revenue.credits',
  'revenue.discounts',
  'revenue.collected',
  'revenue.refunds',
] as const satisfies readonly Figure[];
const DAY_COLUMN: Record<(typeof DAY_FIGURES)[number], Exclude<keyof MoneyByDay, 'day'>> = {
  'revenue.bills': 'bills',
  'revenue.pharmacy': 'pharmacy',
  'revenue.credits': 'credits',
  'revenue.discounts': 'discounts',
  'revenue.collected': 'collected',
  'revenue.refunds': 'refunds',
};

/**
 * What the revenue report reads: money by day and by service group from the kept sums, and the
 * rest from the records of the range (amounts come back as paise in bigint text).
 */
export const revenueRepository = {
  /** Money by clinic day, from the kept sums (decision 0037). */
  async byDay(db: DbOrTx, r: SumRange): Promise<MoneyByDay[]> {
    const rows = await reportSumsRepository.read(db, DAY_FIGURES, r);
    const days = new Map<string, MoneyByDay>();
    for (const row of rows) {
      let d = days.get(row.day);
      if (!d) {
        d = { day: row.day, bills: 0, pharmacy: 0, credits: 0, discounts: 0, collected: 0, refunds: 0 };
        days.set(row.day, d);
      }
      d[DAY_COLUMN[row.figure as (typeof DAY_FIGURES)[number]]] += row.amount;
    }
    return [...days.values()];
  },

  /** The bills' lines by their section (consultation, laboratory, room...), before bill-level discounts. */
  async byGroup(db: DbOrTx, r: SumRange): Promise<{ group: string; lines: number; amount: number }[]> {
    const rows = await reportSumsRepository.read(db, ['revenue.section', 'revenue.pharmacy'], r);
    const groups = new Map<string, { group: string; lines: number; amount: number }>();
    for (const row of rows) {
      const group = row.figure === 'revenue.pharmacy' ? 'Pharmacy' : row.key;
      const g = groups.get(group) ?? { group, lines: 0, amount: 0 };
      g.lines += row.n;
      g.amount += row.amount;
      groups.set(group, g);
    }
    return [...groups.values()].filter((g) => g.lines !== 0).sort((a, b) => b.amount - a.amount);
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
    const result = await readOwed(db, (tx, owedBills) =>
      tx.execute<{ patient: string; payer: string; age: number }>(sql`
        select ${asOf}::date - (d.finalized_at at time zone ${timeZone})::date as age,
          d.patient_due as patient, d.payer_due as payer
        from ${owedBills} d
        where d.patient_due > 0 or d.payer_due > 0`),
    );
    return result.rows.map((x) => ({ patient: Number(x.patient), payer: Number(x.payer), age: Number(x.age) }));
  },
};
