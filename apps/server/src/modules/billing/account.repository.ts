import type { PatientAccount } from '@clinic/shared/billing';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

type Entry = PatientAccount['entries'][number];

/** The latest entries this many (the running balance and totals still count them all). */
const LATEST = 2000;

/**
 * Every money event of a patient, in time order, from the tables of bills, payments and the
 * pharmacy, with the running balance counted in the database over all of them.
 */
export const accountRepository = {
  async entries(
    db: DbOrTx,
    patientId: string,
  ): Promise<{ entries: Entry[]; billedPaise: number; paidPaise: number; balancePaise: number }> {
    const res = await db.execute<{
      at: Date | string;
      kind: Entry['kind'];
      number: string;
      detail: string;
      debit: string;
      credit: string;
      balance: string;
      billed: string;
      paid: string;
      total: string;
    }>(sql`
      select e.*,
             sum(e.debit - e.credit) over (order by e.at, e.kind, e.number rows unbounded preceding) as balance,
             sum(case when e.kind in ('Bill', 'Pharmacy bill') then e.debit else 0 end) over () as billed,
             sum(case when e.kind in ('Receipt', 'Deposit') then e.credit else 0 end) over () as paid,
             sum(e.debit - e.credit) over () as total
      from (
      select b.finalized_at as at, 'Bill' as kind, b.number,
             case when b.supplement_of is not null then 'Supplementary IP bill'
                  else b.kind || ' bill' end
               || case when b.payer_share_paise > 0 then ' (payer ' || b.payer_name || ' pays part)' else '' end as detail,
             b.total_paise - b.payer_share_paise as debit, 0 as credit
        from bills b where b.patient_id = ${patientId}
      union all
      select s.sold_at, 'Pharmacy bill', s.bill_number, s.kind || ' medicines', s.total_paise, 0
        from pharmacy_sales s where s.patient_id = ${patientId}
      union all
      select p.received_at,
             case p.purpose when 'Refund' then 'Refund' when 'Advance' then 'Deposit' else 'Receipt' end,
             p.receipt_number,
             p.mode || coalesce(' ' || p.reference, ''),
             case when p.purpose = 'Refund' then p.amount_paise else 0 end,
             case when p.purpose = 'Refund' then 0 else p.amount_paise end
        from payments p where p.patient_id = ${patientId}
      union all
      select cs.at, 'Payer shortfall', b.number, 'Not paid by ' || b.payer_name || ': moved to the patient',
             cs.to_patient_paise, 0
        from claim_settlements cs join bills b on b.id = cs.bill_id
       where b.patient_id = ${patientId} and cs.to_patient_paise > 0
      union all
      select c.created_at, 'Credit note', c.number, c.reason, 0, c.amount_paise
        from credit_notes c where c.patient_id = ${patientId}
      union all
      select r.returned_at, 'Pharmacy return', r.credit_note_number, r.reason, 0, r.total_paise
        from pharmacy_returns r join pharmacy_sales s on s.id = r.sale_id where s.patient_id = ${patientId}
      ) e (at, kind, number, detail, debit, credit)
      order by e.at desc, e.kind desc, e.number desc
      limit ${LATEST}`);
    const first = res.rows[0];
    return {
      entries: res.rows.reverse().map((r) => ({
        at: new Date(r.at).toISOString(),
        kind: r.kind,
        number: r.number,
        detail: r.detail,
        debitPaise: Number(r.debit),
        creditPaise: Number(r.credit),
        balancePaise: Number(r.balance),
      })),
      billedPaise: Number(first?.billed ?? 0),
      paidPaise: Number(first?.paid ?? 0),
      balancePaise: Number(first?.total ?? 0),
    };
  },

  async credit(db: DbOrTx, patientId: string, today: string) {
    const res = await db.execute<{
      id: string;
      amount_paise: string;
      valid_until: string;
      reason: string;
      approved_by_name: string;
      admission_id: string | null;
    }>(sql`
      select id, amount_paise, valid_until::text as valid_until, reason, approved_by_name, admission_id
        from credit_approvals where patient_id = ${patientId} and valid_until >= ${today}::date
       order by approved_at`);
    return res.rows.map((r) => ({
      _id: r.id,
      amountPaise: Number(r.amount_paise),
      validUntil: r.valid_until,
      reason: r.reason,
      approvedBy: r.approved_by_name,
      admissionId: r.admission_id,
    }));
  },
};
