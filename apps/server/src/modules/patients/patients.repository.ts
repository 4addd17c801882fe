import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { patients } from './patients.table.ts';

export type PatientRow = typeof patients.$inferSelect;
export type NewPatientRow = typeof patients.$inferInsert;

/** How the patient master filters: name words, an MRN, a phone, the admitted flag, and a keyset cursor. */
export type PatientFilter = {
  /** Words of 3+ characters: matched through the trigram index. */
  indexedWords: string[];
  /** Shorter words: only narrow what the indexed words found. */
  otherWords: string[];
  /** The phonetic key of each indexed word ('' when too short to use the index). */
  wordKeys?: string[];
  mrn?: string;
  mrnSeq?: number;
  phone?: string;
  /** Five to nine digits: any part of the number. */
  phonePart?: string;
  /** An ABHA number's 14 digits, or an ABHA address in lower case: the one patient holding it. */
  abhaNumber?: string;
  abhaAddress?: string;
  admitted?: boolean;
  beforeSeq?: number;
  limit: number;
  /**
   * Of a name search: only names spelled as typed ('exact'), only names that sound alike but are
   * spelled otherwise ('sounds'), or both (unset). Ranked search asks for one, then the other.
   */
  spelling?: 'exact' | 'sounds';
};

/** Whether a name search also finds other spellings (every word's key is long enough to use). */
export const soundsAlike = (filter: PatientFilter): boolean =>
  filter.indexedWords.length > 0 &&
  (filter.wordKeys ?? []).length === filter.indexedWords.length &&
  (filter.wordKeys ?? []).every((k) => k.length >= 3);

const summaryColumns = {
  id: patients.id,
  mrnSeq: patients.mrnSeq,
  mrn: patients.mrn,
  title: patients.title,
  givenName: patients.givenName,
  middleName: patients.middleName,
  familyName: patients.familyName,
  dateOfBirth: patients.dateOfBirth,
  ageYears: patients.ageYears,
  ageRecordedOn: patients.ageRecordedOn,
  gender: patients.gender,
  phone: patients.phone,
  isAdmitted: patients.isAdmitted,
};
export type PatientSummaryRow = Pick<PatientRow, keyof typeof summaryColumns>;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The two hot paths of the patient master, built once and sent as named prepared statements so
 * neither Drizzle nor PostgreSQL plans them again on every request: an exact MRN lookup, and a
 * keyset page of one tab.
 */
function buildHotQueries(db: Db) {
  return {
    byMrn: db
      .select(summaryColumns)
      .from(patients)
      .where(
        and(
          or(eq(patients.mrn, sql.placeholder('mrn')), eq(patients.mrnSeq, sql.placeholder('mrnSeq'))),
          eq(patients.isAdmitted, sql.placeholder('admitted')),
        ),
      )
      .limit(2)
      .prepare('patients_by_mrn'),
    page: db
      .select(summaryColumns)
      .from(patients)
      .where(
        and(eq(patients.isAdmitted, sql.placeholder('admitted')), lt(patients.mrnSeq, sql.placeholder('beforeSeq'))),
      )
      .orderBy(desc(patients.mrnSeq))
      .limit(sql.placeholder('limit'))
      .prepare('patients_page'),
  };
}

const hotQueries = new WeakMap<Db, ReturnType<typeof buildHotQueries>>();
function hot(db: Db) {
  let queries = hotQueries.get(db);
  if (!queries) {
    queries = buildHotQueries(db);
    hotQueries.set(db, queries);
  }
  return queries;
}

const NO_CURSOR = Number.MAX_SAFE_INTEGER;

export const patientsRepository = {
  async setAdmitted(tx: DbOrTx, id: string, admitted: boolean): Promise<void> {
    await tx
      .update(patients)
      .set({ isAdmitted: admitted, updatedAt: sql`now()` })
      .where(eq(patients.id, id));
  },

  async insert(db: DbOrTx, values: NewPatientRow): Promise<PatientRow> {
    const [row] = await db.insert(patients).values(values).returning();
    if (!row) throw new Error('insert into patients returned no row');
    return row;
  },

  async findById(db: DbOrTx, id: string, lock = false): Promise<PatientRow | undefined> {
    const query = db.select().from(patients).where(eq(patients.id, id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async update(db: DbOrTx, id: string, values: Partial<NewPatientRow>): Promise<PatientRow> {
    const [row] = await db
      .update(patients)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(patients.id, id))
      .returning();
    if (!row) throw new Error('update of patients matched no row');
    return row;
  },

  /** Newest MRN first, `limit + 1` rows so the caller knows whether another page follows. */
  async list(db: Db, filter: PatientFilter): Promise<PatientSummaryRow[]> {
    const plain =
      filter.indexedWords.length === 0 &&
      filter.otherWords.length === 0 &&
      !filter.phone &&
      !filter.phonePart &&
      !filter.abhaNumber &&
      !filter.abhaAddress;
    if (plain && filter.admitted !== undefined) {
      if (filter.mrn !== undefined && filter.beforeSeq === undefined) {
        return hot(db).byMrn.execute({ mrn: filter.mrn, mrnSeq: filter.mrnSeq ?? -1, admitted: filter.admitted });
      }
      if (filter.mrn === undefined) {
        return hot(db).page.execute({
          admitted: filter.admitted,
          beforeSeq: filter.beforeSeq ?? NO_CURSOR,
          limit: filter.limit + 1,
        });
      }
    }
    const conditions: SQL[] = [];
    const spelled = filter.indexedWords.map((word) => sql`${patients.searchName} like ${`%${escapeLike(word)}%`}`);
    // Or every word sounds the same ("laxmi narayanan" finds "Lakshmi Narayanan"): each branch is
    // an AND of index scans, OR'ed as bitmaps; an OR per word would widen every word's match.
    const sounded = soundsAlike(filter)
      ? (filter.wordKeys ?? []).map((key) => sql`${patients.nameKey} like ${`%${key}%`}`)
      : [];
    if (spelled.length > 0) {
      const asTyped = and(...spelled)!;
      if (sounded.length === 0 || filter.spelling === 'exact') conditions.push(asTyped);
      else if (filter.spelling === 'sounds') conditions.push(sql`(${and(...sounded)}) and not (${asTyped})`);
      else conditions.push(sql`((${asTyped}) or (${and(...sounded)}))`);
    }
    // strpos cannot use the trigram index, so short words only filter the rows the index found.
    for (const word of filter.otherWords) conditions.push(sql`strpos(${patients.searchName}, ${word}) > 0`);
    if (filter.mrn !== undefined || filter.mrnSeq !== undefined) {
      const byMrn = or(
        filter.mrn !== undefined ? eq(patients.mrn, filter.mrn) : undefined,
        filter.mrnSeq !== undefined ? eq(patients.mrnSeq, filter.mrnSeq) : undefined,
      );
      if (byMrn) conditions.push(byMrn);
    }
    if (filter.phone) conditions.push(eq(patients.phone, filter.phone));
    if (filter.phonePart) conditions.push(sql`${patients.phone} like ${`%${filter.phonePart}%`}`);
    if (filter.abhaNumber) conditions.push(eq(patients.abhaNumber, filter.abhaNumber));
    if (filter.abhaAddress) conditions.push(eq(patients.abhaAddress, filter.abhaAddress));
    if (filter.admitted !== undefined) conditions.push(eq(patients.isAdmitted, filter.admitted));
    if (filter.beforeSeq !== undefined) conditions.push(lt(patients.mrnSeq, filter.beforeSeq));
    // With two or more words the matches are few, but the planner walks the MRN index backwards
    // filtering tens of thousands of rows (13 ms at 1M patients); ordering by an expression the
    // index cannot serve makes it take the trigram bitmap and sort the few matches (3.5 ms).
    const order = filter.indexedWords.length > 1 ? sql`${patients.mrnSeq} + 0 desc` : desc(patients.mrnSeq);
    return db
      .select(summaryColumns)
      .from(patients)
      .where(conditions.length > 0 ? and(...conditions) : undefined)
      .orderBy(order)
      .limit(filter.limit + 1);
  },

  /** The patients (other than `exceptId`) holding this ABHA number or address. */
  async abhaHolders(
    db: DbOrTx,
    abha: { abhaNumber?: string | null; abhaAddress?: string | null },
    exceptId?: string,
  ): Promise<(PatientSummaryRow & Pick<PatientRow, 'abhaNumber' | 'abhaAddress'>)[]> {
    const match = or(
      abha.abhaNumber ? eq(patients.abhaNumber, abha.abhaNumber) : undefined,
      abha.abhaAddress ? eq(patients.abhaAddress, abha.abhaAddress) : undefined,
    );
    if (!match) return [];
    return db
      .select({ ...summaryColumns, abhaNumber: patients.abhaNumber, abhaAddress: patients.abhaAddress })
      .from(patients)
      .where(exceptId ? and(match, sql`${patients.id} <> ${exceptId}`) : match)
      .limit(2);
  },

  /** Same national ID, or same phone with a similar name (trigram similarity). */
  async possibleDuplicates(
    db: DbOrTx,
    probe: { searchName: string; phone: string; iquma: string },
    exceptId?: string,
  ): Promise<PatientSummaryRow[]> {
    const byIquma = probe.iquma ? eq(patients.iquma, probe.iquma) : undefined;
    const byPhoneAndName =
      probe.phone && probe.searchName
        ? and(eq(patients.phone, probe.phone), sql`similarity(${patients.searchName}, ${probe.searchName}) >= 0.3`)
        : undefined;
    const match = or(byIquma, byPhoneAndName);
    if (!match) return [];
    return db
      .select(summaryColumns)
      .from(patients)
      .where(exceptId ? and(match, sql`${patients.id} <> ${exceptId}`) : match)
      .orderBy(desc(patients.mrnSeq))
      .limit(5);
  },
};
