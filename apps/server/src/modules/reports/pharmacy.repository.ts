import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

type Range = { start: Date; end: Date };

/** One drug's movement out of the pharmacy in a range, net of what came back. */
export type DrugSalesRow = {
  drug_id: string;
  drug: string;
  schedule: string;
  units_sold: number;
  units_issued: number;
  sales: number;
  cost: number;
};

/** A batch on the shelf that has expired or soon will. */
export type ExpiryRow = {
  drug: string;
  batch: string;
  expiry: string;
  days_left: number;
  units: number;
  cost: number;
  mrp: number;
};

/** A drug in stock (unexpired) and its value at cost. */
export type StockRow = { drug_id: string; drug: string; units: number; cost: number };
/** How many units of a drug went out (sold or issued to a ward, before returns) in a range. */
export type OutRow = { drug_id: string; units_out: number };

/** Sales of a prescription-only drug in the range. */
export type ScheduledSalesRow = { schedule: string; drug: string; bills: number; units: number; amount: number };

/**
 * A unit's cost is its batch's purchase price (PTR, before GST) shared over the pack; money is
 * paise throughout, rounded once per drug.
 */
const unitCost = (units: unknown, batchPtr: unknown, perPack: unknown) =>
  sql`(${units})::numeric * ${batchPtr} / greatest(${perPack}, 1)`;

/**
 * The sales of a range as one array: their lines are then read by the sale's index. Joined, the
 * planner read all of a year's sale lines for a fortnight's sales.
 */
const salesOf = (r: Range) =>
  sql`array(select id from pharmacy_sales where sold_at >= ${r.start} and sold_at < ${r.end})`;

export const pharmacyReportRepository = {
  /**
   * Per drug: OP and counter sales (before GST) less returns made in the range, and ward issues
   * (charged to the stay without GST) less ward returns; each at its batch's purchase price.
   */
  async salesByDrug(db: DbOrTx, r: Range): Promise<DrugSalesRow[]> {
    const result = await db.execute<DrugSalesRow>(sql`
      with movement as (
        select l.drug_id, l.quantity as sold, 0 as issued, l.taxable_paise as sales,
          ${unitCost(sql`l.quantity`, sql`b.ptr_paise`, sql`l.units_per_pack`)} as cost
        from pharmacy_sale_lines l
        join batches b on b.id = l.batch_id
        where l.sale_id = any(${salesOf(r)})
        union all
        select l.drug_id, -rl.quantity, 0, -rl.taxable_paise,
          -${unitCost(sql`rl.quantity`, sql`b.ptr_paise`, sql`l.units_per_pack`)}
        from pharmacy_returns pr
        join pharmacy_return_lines rl on rl.return_id = pr.id
        join pharmacy_sale_lines l on l.id = rl.sale_line_id
        join batches b on b.id = l.batch_id
        where pr.returned_at >= ${r.start} and pr.returned_at < ${r.end}
        union all
        select w.drug_id, 0, w.quantity, w.amount_paise,
          ${unitCost(sql`w.quantity`, sql`b.ptr_paise`, sql`w.units_per_pack`)}
        from ward_issues w join batches b on b.id = w.batch_id
        where w.issued_at >= ${r.start} and w.issued_at < ${r.end}
        union all
        select w.drug_id, 0, -wr.quantity, -wr.credit_paise,
          -${unitCost(sql`wr.quantity`, sql`b.ptr_paise`, sql`w.units_per_pack`)}
        from ward_returns wr
        join ward_issues w on w.id = wr.issue_id
        join batches b on b.id = w.batch_id
        where wr.returned_at >= ${r.start} and wr.returned_at < ${r.end}
      )
      select m.drug_id, d.name as drug, d.schedule,
        sum(m.sold)::int as units_sold, sum(m.issued)::int as units_issued,
        sum(m.sales)::float8 as sales, sum(m.cost)::float8 as cost
      from movement m join drugs d on d.id = m.drug_id
      group by m.drug_id, d.name, d.schedule
      order by sum(m.sales) desc, d.name`);
    return result.rows;
  },

  /** Batches still holding stock that expired before `until`, soonest first. */
  async expiring(db: DbOrTx, today: string, until: string): Promise<ExpiryRow[]> {
    const result = await db.execute<ExpiryRow>(sql`
      select d.name as drug, b.batch_number as batch, b.expiry_date::text as expiry,
        (b.expiry_date - ${today}::date) as days_left, b.quantity_on_hand as units,
        round(${unitCost(sql`b.quantity_on_hand`, sql`b.ptr_paise`, sql`d.units_per_pack`)})::float8 as cost,
        round(${unitCost(sql`b.quantity_on_hand`, sql`b.mrp_paise`, sql`d.units_per_pack`)})::float8 as mrp
      from batches b join drugs d on d.id = b.drug_id
      where b.quantity_on_hand > 0 and b.expiry_date < ${until}::date
      order by b.expiry_date, d.name, b.batch_number`);
    return result.rows;
  },

  /** Every drug with unexpired stock today. */
  async stock(db: DbOrTx, today: string): Promise<StockRow[]> {
    const result = await db.execute<StockRow>(sql`
      select b.drug_id, d.name as drug, sum(b.quantity_on_hand)::int as units,
        round(sum(${unitCost(sql`b.quantity_on_hand`, sql`b.ptr_paise`, sql`d.units_per_pack`)}))::float8 as cost
      from batches b join drugs d on d.id = b.drug_id
      where b.quantity_on_hand > 0 and b.expiry_date >= ${today}::date
      group by b.drug_id, d.name`);
    return result.rows;
  },

  async outs(db: DbOrTx, r: Range): Promise<OutRow[]> {
    const result = await db.execute<OutRow>(sql`
      select drug_id, sum(quantity)::int as units_out from (
        select l.drug_id, l.quantity from pharmacy_sale_lines l where l.sale_id = any(${salesOf(r)})
        union all
        select drug_id, quantity from ward_issues where issued_at >= ${r.start} and issued_at < ${r.end}
      ) o group by drug_id`);
    return result.rows;
  },

  /** The clinic day each of some drugs last went out before `end` (read for the few that barely move). */
  async lastOut(db: DbOrTx, drugIds: string[], end: Date, timeZone: string): Promise<Map<string, string>> {
    if (drugIds.length === 0) return new Map();
    const result = await db.execute<{ drug_id: string; last_out: string }>(sql`
      select d.id as drug_id, (greatest(
        (select max(s.sold_at) from pharmacy_sale_lines l join pharmacy_sales s on s.id = l.sale_id
          where l.drug_id = d.id and s.sold_at < ${end}),
        (select max(w.issued_at) from ward_issues w where w.drug_id = d.id and w.issued_at < ${end})
      ) at time zone ${timeZone})::date::text as last_out
      from drugs d where d.id in (${sql.join(
        drugIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
    return new Map(result.rows.filter((r) => r.last_out).map((r) => [r.drug_id, r.last_out]));
  },

  /** Schedule H, H1 and X supplies of the range by drug, as sold (the law counts the supply, not the return). */
  async scheduled(db: DbOrTx, r: Range): Promise<ScheduledSalesRow[]> {
    const result = await db.execute<ScheduledSalesRow>(sql`
      select l.schedule, d.name as drug, count(distinct l.sale_id)::int as bills,
        sum(l.quantity)::int as units, sum(l.amount_paise)::float8 as amount
      from pharmacy_sale_lines l
      join drugs d on d.id = l.drug_id
      where l.sale_id = any(${salesOf(r)}) and l.schedule in ('H', 'H1', 'X')
      group by l.schedule, d.name
      order by array_position(array['X', 'H1', 'H'], l.schedule), sum(l.quantity) desc, d.name`);
    return result.rows;
  },
};
