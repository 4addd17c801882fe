import { sql } from 'drizzle-orm';

const signed = sql.raw(`case when y.purpose = 'Refund' then -y.amount_paise else y.amount_paise end`);

/**
 * Every bill with what is still owed on it, by the patient and by the payer, as a relation
 * (id, patient_id, number, kind, total_paise, finalized_at, patient_due, payer_due). The patient
 * owes their share and any payer shortfall moved to them, less credit notes and what they paid:
 * payments against the bill and, for a stay's main bill, every payment of the stay (deposits)
 * not made against one of its supplementary bills. The payer owes its share less what it settled.
 * Each total is summed once per table and joined, so the cost grows with the tables, not their
 * product (a correlated form took minutes on a year's bills).
 */
export const billBalances = sql`(
  select b.id, b.patient_id, b.number, b.kind, b.total_paise, b.finalized_at,
    b.total_paise - b.payer_share_paise + coalesce(cs.to_patient, 0) - coalesce(cn.amount, 0) - coalesce(pb.paid, 0)
      - case when b.admission_id is not null and b.supplement_of is null
             then coalesce(pa.paid, 0) - coalesce(both_ways.paid, 0) else 0 end as patient_due,
    b.payer_share_paise - coalesce(cs.settled, 0) as payer_due
  from bills b
  left join (
    select bill_id, sum(to_patient_paise) as to_patient,
      sum(paid_paise + tds_paise + write_off_paise + to_patient_paise) as settled
    from claim_settlements group by bill_id
  ) cs on cs.bill_id = b.id
  left join (select bill_id, sum(amount_paise) as amount from credit_notes group by bill_id) cn on cn.bill_id = b.id
  left join (
    select y.against_id, sum(${signed}) as paid from payments y where y.against_id is not null group by y.against_id
  ) pb on pb.against_id = b.id
  left join (
    select y.admission_id, sum(${signed}) as paid
    from payments y left join bills s on s.id = y.against_id
    where y.admission_id is not null and (s.id is null or s.supplement_of is null)
    group by y.admission_id
  ) pa on pa.admission_id = b.admission_id
  left join (
    select y.against_id, sum(${signed}) as paid
    from payments y join bills m on m.id = y.against_id and m.admission_id = y.admission_id
    group by y.against_id
  ) both_ways on both_ways.against_id = b.id
)`;
