import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Piece } from './report-reading.ts';

/**
 * One bed stay that overlaps a range, as the census counts it: where it was, the wards before and
 * after it in the same admission, the clinic days it began and ended on (null outside the range),
 * and how the admission ended when this was its last bed.
 */
export type StayRow = {
  ward_id: string;
  seq: number;
  prev_ward: string | null;
  next_ward: string | null;
  start_day: string | null;
  end_day: string | null;
  at_start: boolean;
  left_as: string | null;
  admitted_day: string;
};

export type WardRow = { id: string; name: string; beds: number };

/** Stays that began in [from, before); from null: any time before. */
type StartingIn = { from: Date | null; before: Date };

export const censusRepository = {
  /**
   * The bed stays overlapping [start, end): a stay counts from the instant it began until the
   * instant it ended, so one that ended exactly at the start is still in (its end is on day one).
   * The neighbouring wards are read over all the admission's stays, before the range filter. A
   * death ends the last stay at the time of death.
   */
  async staysOverlapping(
    db: DbOrTx,
    timeZone: string,
    start: Date,
    end: Date,
    startingIn?: StartingIn,
  ): Promise<StayRow[]> {
    // Admissions are narrowed to the piece's with a day to spare on each side (a bed taken a
    // moment before the admission was recorded); the stays' own start decides which piece has them.
    const admitted = startingIn
      ? sql`admitted_at < ${startingIn.before}::timestamptz + interval '1 day'
          and (discharged_at is null or discharged_at >= greatest(${startingIn.from ?? start}::timestamptz, ${start}::timestamptz) - interval '1 day')`
      : sql`true`;
    const starting = startingIn
      ? sql`st.from_at < ${startingIn.before} and ${startingIn.from ? sql`st.from_at >= ${startingIn.from}` : sql`true`}`
      : sql`true`;
    const result = await db.execute<StayRow>(sql`
      with adm as (
        select id, admitted_at, discharged_at, discharge_type, death_at from admissions
        where admitted_at < ${end} and (discharged_at is null or discharged_at >= ${start}) and ${admitted}
      ), st as (
        select bs.admission_id, bs.seq, bs.from_at, r.ward_id,
          lag(r.ward_id) over w as prev_ward, lead(r.ward_id) over w as next_ward,
          -- A death ends the stay when it happened, not when the discharge was recorded.
          case when lead(r.ward_id) over w is null and adm.discharge_type = 'Death'
               then greatest(bs.from_at, least(bs.to_at, adm.death_at)) else bs.to_at end as to_at
        from bed_stays bs
        join adm on adm.id = bs.admission_id
        join beds b on b.id = bs.bed_id
        join rooms r on r.id = b.room_id
        window w as (partition by bs.admission_id order by bs.seq)
      )
      select st.ward_id, st.seq, st.prev_ward, st.next_ward,
        case when st.from_at >= ${start} then to_char(st.from_at at time zone ${timeZone}, 'YYYY-MM-DD') end as start_day,
        case when st.to_at < ${end} then to_char(st.to_at at time zone ${timeZone}, 'YYYY-MM-DD') end as end_day,
        (st.from_at < ${start}) as at_start,
        case when st.next_ward is null and adm.discharged_at is not null then adm.discharge_type end as left_as,
        to_char(adm.admitted_at at time zone ${timeZone}, 'YYYY-MM-DD') as admitted_day
      from st join adm on adm.id = st.admission_id
      where st.from_at < ${end} and (st.to_at is null or st.to_at >= ${start}) and ${starting}`);
    return result.rows;
  },

  /**
   * The same stays read a piece at a time, by when each began: first those that began before the
   * range, then those that began in each piece. Every stay is in exactly one piece, and each row
   * is worked out against the whole range, so the rows are those of one whole read.
   */
  async staysOverlappingInPieces(db: DbOrTx, timeZone: string, pieces: Piece[]): Promise<StayRow[]> {
    const start = pieces[0]!.start;
    const end = pieces.at(-1)!.end;
    const rows = await this.staysOverlapping(db, timeZone, start, end, { from: null, before: start });
    for (const p of pieces)
      rows.push(...(await this.staysOverlapping(db, timeZone, start, end, { from: p.start, before: p.end })));
    return rows;
  },

  /** Every ward with the number of its beds, by name. */
  async wardsWithBeds(db: DbOrTx): Promise<WardRow[]> {
    const result = await db.execute<WardRow>(sql`
      select w.id, w.name, count(b.id)::int as beds
      from wards w left join rooms r on r.ward_id = w.id left join beds b on b.room_id = r.id
      group by w.id, w.name order by w.name`);
    return result.rows;
  },
};
