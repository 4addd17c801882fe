import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

export type FavouriteRow = {
  drug_id: string;
  drug_name: string;
  times: number;
  dose: string;
  frequency: string;
  duration_days: number;
  route: string;
  instructions: string;
};

export type EarlierLineRow = {
  drug_id: string;
  drug_name: string;
  live: boolean;
  dose: string;
  frequency: string;
  duration_days: number;
  route: string;
  instructions: string;
  quantity: number;
};

/** Reads of what doctors prescribed before: a doctor's favourites, a patient's last prescription. */
export const prescriptionHistoryRepository = {
  /**
   * The drugs the doctor prescribed most over the last `days`, still in the catalogue, each with
   * the way they most often wrote it (dose, frequency, days and route together, so the line reads
   * as one they really wrote; a tie goes to the latest) and that way's latest instructions.
   */
  async favourites(db: DbOrTx, doctorId: string, days: number, limit: number): Promise<FavouriteRow[]> {
    const res = await db.execute<FavouriteRow>(sql`
      with lines as (
        select pi.drug_id, pi.dose, pi.frequency, pi.duration_days, pi.route, pi.instructions, e.created_at
        from prescription_items pi
        join encounters e on e.id = pi.encounter_id
        where e.doctor_id = ${doctorId} and e.created_at >= now() - make_interval(days => ${days})
      ), per_drug as (
        select drug_id, count(*)::int as times, max(created_at) as last_at from lines group by drug_id
      ), ways as (
        select drug_id, dose, frequency, duration_days, route,
               (array_agg(instructions order by created_at desc))[1] as instructions,
               row_number() over (partition by drug_id order by count(*) desc, max(created_at) desc) as rank
        from lines
        group by drug_id, dose, frequency, duration_days, route
      )
      select p.drug_id, d.name as drug_name, p.times, w.dose, w.frequency, w.duration_days, w.route, w.instructions
      from per_drug p
      join ways w on w.drug_id = p.drug_id and w.rank = 1
      join drugs d on d.id = p.drug_id and d.deleted_at is null
      order by p.times desc, p.last_at desc, lower(d.name)
      limit ${limit}`);
    return res.rows;
  },

  /** The patient's latest consultation that prescribed anything: who wrote it and when. */
  async lastPrescribing(
    db: DbOrTx,
    patientId: string,
  ): Promise<{ id: string; doctor_name: string; created_at: Date | string } | undefined> {
    const res = await db.execute<{ id: string; doctor_name: string; created_at: Date | string }>(sql`
      select e.id, e.doctor_name, e.created_at
      from encounters e
      where e.patient_id = ${patientId}
        and exists (select 1 from prescription_items pi where pi.encounter_id = e.id)
      order by e.created_at desc
      limit 1`);
    return res.rows[0];
  },

  /** The lines of a consultation as written, with whether each drug is still in the catalogue. */
  async linesOf(db: DbOrTx, encounterId: string): Promise<EarlierLineRow[]> {
    const res = await db.execute<EarlierLineRow>(sql`
      select pi.drug_id, pi.drug_name, (d.id is not null and d.deleted_at is null) as live, pi.dose,
             pi.frequency, pi.duration_days, pi.route, pi.instructions, pi.quantity
      from prescription_items pi
      left join drugs d on d.id = pi.drug_id
      where pi.encounter_id = ${encounterId}
      order by pi.position`);
    return res.rows;
  },
};
