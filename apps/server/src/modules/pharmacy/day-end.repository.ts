import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

type Range = { from: Date; to: Date };

const rows = async <T>(db: DbOrTx, query: ReturnType<typeof sql>) => (await db.execute(query)).rows as T[];

/** Aggregates for the pharmacy's day end, each one statement. */
export const dayEndRepository = {
  sales: (db: DbOrTx, r: Range) =>
    rows<{ bills: number; total: number }>(
      db,
      sql`select count(*)::int as bills, coalesce(sum(total_paise), 0)::bigint as total from pharmacy_sales where sold_at >= ${r.from} and sold_at < ${r.to}`,
    ),

  returns: (db: DbOrTx, r: Range) =>
    rows<{ notes: number; total: number }>(
      db,
      sql`select count(*)::int as notes, coalesce(sum(total_paise), 0)::bigint as total from pharmacy_returns where returned_at >= ${r.from} and returned_at < ${r.to}`,
    ),

  /** Money in (bills) and out (refunds of pharmacy credit notes) by payment mode. */
  byMode: (db: DbOrTx, r: Range) =>
    rows<{ mode: string; received: number; refunded: number }>(
      db,
      sql`select p.mode,
            coalesce(sum(p.amount_paise) filter (where s.id is not null), 0)::bigint as received,
            coalesce(sum(p.amount_paise) filter (where pr.id is not null), 0)::bigint as refunded
          from payments p
          left join pharmacy_sales s on s.payment_id = p.id
          left join pharmacy_returns pr on pr.refund_payment_id = p.id
          where p.received_at >= ${r.from} and p.received_at < ${r.to} and (s.id is not null or pr.id is not null)
          group by p.mode order by p.mode`,
    ),

  byUser: (db: DbOrTx, r: Range) =>
    rows<{ user: string; bills: number; sales: number; returns: number }>(
      db,
      sql`select u.name as user, coalesce(s.bills, 0)::int as bills, coalesce(s.total, 0)::bigint as sales, coalesce(rt.total, 0)::bigint as returns
          from (select sold_by_name as name from pharmacy_sales where sold_at >= ${r.from} and sold_at < ${r.to}
                union select returned_by_name from pharmacy_returns where returned_at >= ${r.from} and returned_at < ${r.to}) u
          left join (select sold_by_name, count(*) as bills, sum(total_paise) as total from pharmacy_sales
                     where sold_at >= ${r.from} and sold_at < ${r.to} group by sold_by_name) s on s.sold_by_name = u.name
          left join (select returned_by_name, sum(total_paise) as total from pharmacy_returns
                     where returned_at >= ${r.from} and returned_at < ${r.to} group by returned_by_name) rt on rt.returned_by_name = u.name
          order by u.name`,
    ),

  nearExpiry: (db: DbOrTx, today: string, until: string) =>
    rows<{ drugName: string; batchNumber: string; expiryDate: string; quantity: number }>(
      db,
      sql`select d.name as "drugName", b.batch_number as "batchNumber", to_char(b.expiry_date, 'YYYY-MM-DD') as "expiryDate", b.quantity_on_hand as quantity
          from batches b join drugs d on d.id = b.drug_id
          where b.quantity_on_hand > 0 and b.expiry_date > ${today} and b.expiry_date <= ${until}
          order by b.expiry_date, d.name limit 100`,
    ),

  belowReorder: (db: DbOrTx) =>
    rows<{ drugName: string; stock: number; reorderLevel: number }>(
      db,
      sql`select d.name as "drugName", coalesce(sum(b.quantity_on_hand), 0)::int as stock, d.reorder_level as "reorderLevel"
          from drugs d left join batches b on b.drug_id = d.id
          where d.deleted_at is null and d.reorder_level is not null
          group by d.id having coalesce(sum(b.quantity_on_hand), 0) < d.reorder_level
          order by d.name limit 100`,
    ),
};
