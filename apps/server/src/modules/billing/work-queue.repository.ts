import type { WorkQueue } from '@clinic/shared/billing';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { readOwed } from './bill-balances.ts';

const LIMIT = 50;
const nameOf = sql.raw(`trim(concat_ws(' ', p.given_name, p.middle_name, p.family_name))`);

/** What waits for the billing desk, read in three plain queries (oldest first). */
export const workQueueRepository = {
  async unbilled(db: DbOrTx): Promise<WorkQueue['unbilled']> {
    const res = await db.execute<{
      patient_id: string;
      name: string;
      mrn: string;
      charges: number;
      amount: string;
      since: Date | string;
    }>(sql`
      select c.patient_id, ${nameOf} as name, p.mrn, count(*)::int as charges,
             sum(c.quantity * c.price_paise)::bigint as amount, min(c.created_at) as since
      from patient_charges c join patients p on p.id = c.patient_id
      where c.status = 'Pending' and c.admission_id is null
      group by c.patient_id, p.id
      order by min(c.created_at)
      limit ${LIMIT}`);
    return res.rows.map((r) => ({
      patientId: r.patient_id,
      patientName: r.name,
      mrn: r.mrn,
      charges: r.charges,
      amountPaise: Number(r.amount),
      since: new Date(r.since).toISOString(),
    }));
  },

  async dues(db: DbOrTx): Promise<WorkQueue['dues']> {
    const res = await readOwed(db, (tx, owedBills) =>
      tx.execute<{
        id: string;
        number: string;
        kind: 'OP' | 'IP';
        total_paise: string;
        finalized_at: Date | string;
        patient_id: string;
        name: string;
        mrn: string;
        balance: string;
      }>(sql`
      select d.id, d.number, d.kind, d.total_paise, d.finalized_at, d.patient_id, ${nameOf} as name, p.mrn,
        d.patient_due as balance
      from (
        select * from ${owedBills} o where o.patient_due > 0 order by o.finalized_at limit ${LIMIT}
      ) d join patients p on p.id = d.patient_id
      order by d.finalized_at`),
    );
    return res.rows.map((r) => ({
      patientId: r.patient_id,
      patientName: r.name,
      mrn: r.mrn,
      billId: r.id,
      number: r.number,
      kind: r.kind,
      totalPaise: Number(r.total_paise),
      balancePaise: Number(r.balance),
      finalizedAt: new Date(r.finalized_at).toISOString(),
    }));
  },

  async awaitingFinal(db: DbOrTx): Promise<WorkQueue['awaitingFinal']> {
    const res = await db.execute<{
      id: string;
      ip_number: string;
      patient_id: string;
      name: string;
      mrn: string;
      reason: WorkQueue['awaitingFinal'][number]['reason'];
      since: Date | string;
    }>(sql`
      select a.id, a.ip_number, a.patient_id, ${nameOf} as name, p.mrn,
        case when exists (select 1 from bills b where b.admission_id = a.id)
             then 'Charges after the final bill' else 'Discharge initiated' end as reason,
        coalesce(a.discharge_initiated_at, a.admitted_at) as since
      from admissions a join patients p on p.id = a.patient_id
      where a.id in (
        -- Each side read by its own index: one condition over every stay read every stay's charges.
        select id from admissions x
        where x.discharge_initiated_at is not null
          and not exists (select 1 from bills b where b.admission_id = x.id)
        union
        select c.admission_id from patient_charges c
        where c.admission_id is not null and c.status = 'Pending'
          and exists (select 1 from bills b where b.admission_id = c.admission_id)
      )
      order by since
      limit ${LIMIT}`);
    return res.rows.map((r) => ({
      patientId: r.patient_id,
      patientName: r.name,
      mrn: r.mrn,
      admissionId: r.id,
      ipNumber: r.ip_number,
      reason: r.reason,
      since: new Date(r.since).toISOString(),
    }));
  },
};
