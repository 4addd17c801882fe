import {
  MIN_SEARCH_LENGTH,
  POSSIBLE_DUPLICATE,
  SEARCH_TOO_SHORT,
  MIN_PHONE_DIGITS,
  PHONE_SEARCH_TOO_SHORT,
  phoneticKey,
  type Patient,
  type PatientListQuery,
  type PatientPayload,
  type PatientSummary,
} from '@clinic/shared/patients';
import { canonicalMobile } from '@clinic/shared/india';
import type { MessageChannel, MessageLanguage } from '@clinic/shared/messages';
import type { Db, DbOrTx } from '../../db/client.ts';
import { clinicNow } from '../../lib/clinic-time.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { changedFields, type AuditService } from '../audit/audit.service.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { NumberingService } from '../numbering/numbering.service.ts';
import { abhaRace, abhaSearch, refuseAbhaHeldElsewhere } from './patient-abha.ts';
import { consentColumns, toColumns, toPatient, toSummary } from './patients.mapping.ts';
import { patientsRepository, soundsAlike, type PatientFilter, type PatientSummaryRow } from './patients.repository.ts';

/** The cursor of the second phase of a ranked name search (names that only sound alike). */
const SOUNDS_CURSOR = 'p';

const rethrowAbhaRace = (error: unknown): never => {
  throw abhaRace(error) ?? error;
};

export const patientNotFound = (id: string) => notFound(`Patient with ID ${id} not found`);

/** Turns the query into index-friendly filters, refusing name searches too short to be selective. */
function toFilter(query: PatientListQuery): PatientFilter {
  const filter: PatientFilter = {
    indexedWords: [],
    otherWords: [],
    admitted: query.admitted === undefined ? undefined : query.admitted === 'true',
    beforeSeq: query.cursor?.replace(SOUNDS_CURSOR, '') ? Number(query.cursor.replace(SOUNDS_CURSOR, '')) : undefined,
    limit: query.limit,
  };
  const search = query.search?.trim().toLowerCase();
  const abha = search ? abhaSearch(search) : undefined;
  if (abha) {
    filter.abhaNumber = abha.abhaNumber ?? undefined;
    filter.abhaAddress = abha.abhaAddress ?? undefined;
  } else if (search) {
    const digits = canonicalMobile(search);
    if (/^[\d\s()+.-]+$/.test(search) && /^\d+$/.test(digits)) {
      // A phone as people write it ("+91 98765 43210"), or any five or more of its digits.
      if (digits.length === 10) filter.phone = digits;
      else if (digits.length >= MIN_PHONE_DIGITS) filter.phonePart = digits;
      else throw badRequest(PHONE_SEARCH_TOO_SHORT, { search: PHONE_SEARCH_TOO_SHORT });
    } else {
      const words = search.split(/\s+/);
      filter.indexedWords = words.filter((w) => w.length >= MIN_SEARCH_LENGTH);
      filter.wordKeys = filter.indexedWords.map((w) => phoneticKey(w));
      filter.otherWords = words.filter((w) => w.length < MIN_SEARCH_LENGTH);
      if (filter.indexedWords.length === 0) throw badRequest(SEARCH_TOO_SHORT, { search: SEARCH_TOO_SHORT });
    }
  }
  const mrn = query.mrn?.trim();
  if (mrn) {
    filter.mrn = mrn.toUpperCase();
    const digits = /^\d+$/.test(mrn) ? Number(mrn) : undefined;
    if (digits !== undefined && Number.isSafeInteger(digits)) filter.mrnSeq = digits;
  }
  return filter;
}

export function createPatientsService(deps: {
  db: Db;
  /** Where searches by name or phone read: a replica when there is one (DATABASE_READ_URL). */
  searchDb?: Db;
  audit: AuditService;
  numbering: NumberingService;
  mrnPrefix: string;
  timeZone: string;
}) {
  const { db, audit, mrnPrefix } = deps;
  const today = () => clinicNow(deps.timeZone).date;
  const summary = (row: PatientSummaryRow) => toSummary(row, today());

  async function duplicatesOf(
    input: { givenName: string; familyName: string; phone: string; iquma?: string },
    exceptId?: string,
  ) {
    const searchName = `${input.givenName} ${input.familyName}`.trim().toLowerCase();
    const rows = await patientsRepository.possibleDuplicates(
      db,
      { searchName, phone: input.phone, iquma: input.iquma ?? '' },
      exceptId,
    );
    return rows.map(summary);
  }

  /**
   * A search by name or phone may read a replica, which can lag a moment behind: an MRN lookup
   * and the master's pages read the primary, so a patient just registered is found at once.
   */
  const readerOf = (filter: PatientFilter): Db =>
    filter.indexedWords.length > 0 || filter.phonePart ? (deps.searchDb ?? db) : db;

  /** One keyset page: the rows, and the cursor (with its phase's prefix) when more follow. */
  async function onePage(filter: PatientFilter, prefix: string) {
    const rows = await patientsRepository.list(readerOf(filter), filter);
    const page = rows.slice(0, filter.limit);
    const last = page.at(-1);
    return { page, nextCursor: rows.length > filter.limit && last ? `${prefix}${last.mrnSeq}` : null };
  }

  /**
   * A name search, ranked: names spelled as typed first ("Laxmi"), then those that only sound
   * alike ("Lakshmi"), each newest MRN first. Each phase is a keyset walk of its own; the page
   * where the first runs out is filled from the second, whose cursor carries the "p" prefix.
   */
  async function rankedSearch(filter: PatientFilter, inSecondPhase: boolean) {
    if (inSecondPhase) return onePage({ ...filter, spelling: 'sounds' }, SOUNDS_CURSOR);
    const exact = await onePage({ ...filter, spelling: 'exact' }, '');
    if (exact.nextCursor) return exact;
    const room = filter.limit - exact.page.length;
    // limit + 1 rows of the second phase say whether any are left after this page.
    const more = await patientsRepository.list(readerOf(filter), {
      ...filter,
      spelling: 'sounds',
      beforeSeq: undefined,
      limit: room,
    });
    const page = [...exact.page, ...more.slice(0, room)];
    const last = more.slice(0, room).at(-1);
    // A page the first phase filled exactly goes on with the second from its top ("p").
    const nextCursor = more.length > room ? `${SOUNDS_CURSOR}${last?.mrnSeq ?? ''}` : null;
    return { page, nextCursor };
  }

  return {
    /** The patient master: keyset-paged, newest MRN first. */
    /** A page of the patient master; each patient shown is audited as viewed. */
    async list(query: PatientListQuery, actor: Actor): Promise<{ data: PatientSummary[]; nextCursor: string | null }> {
      const filter = toFilter(query);
      const { page, nextCursor } = soundsAlike(filter)
        ? await rankedSearch(filter, query.cursor?.startsWith(SOUNDS_CURSOR) ?? false)
        : await onePage(filter, '');
      await audit.viewed(actor, {
        entityType: 'patient',
        entityIds: page.map((r) => r.id),
        summary: query.search ? 'Found in patient search' : 'Listed in the patient master',
      });
      return { data: page.map(summary), nextCursor };
    },

    possibleDuplicates: duplicatesOf,

    /** Opens a record; every view is audited. */
    async view(id: string, actor: Actor): Promise<Patient> {
      const row = await patientsRepository.findById(db, id);
      if (!row) throw patientNotFound(id);
      await audit.viewed(actor, { entityType: 'patient', entityIds: [id], summary: `Viewed ${row.mrn}` });
      return toPatient(row, today());
    },

    /** For admissions, in its transaction: the patient master's In Patient / Out Patient flag. */
    setAdmittedIn: (tx: DbOrTx, id: string, admitted: boolean) => patientsRepository.setAdmitted(tx, id, admitted),

    /** For other modules: the patient or a 404, without auditing a view. */
    async get(id: string): Promise<Patient> {
      const row = await patientsRepository.findById(db, id);
      if (!row) throw patientNotFound(id);
      return toPatient(row, today());
    },

    /**
     * Registers a patient and assigns the next MRN in the same transaction. A patient with the
     * same national ID, or the same phone and a similar name, is refused (409) unless confirmed.
     */
    async register(input: PatientPayload, actor: Actor, allowDuplicate: boolean): Promise<Patient> {
      if (!allowDuplicate && (await duplicatesOf(input)).length > 0) {
        throw new AppError(409, 'POSSIBLE_DUPLICATE', POSSIBLE_DUPLICATE);
      }
      const columns = toColumns(input, today());
      const row = await db
        .transaction(async (tx) => {
          await refuseAbhaHeldElsewhere(tx, columns);
          const mrn = await deps.numbering.nextIn(tx, 'mrn', mrnPrefix);
          const created = await patientsRepository.insert(tx, {
            ...columns,
            ...consentColumns(input),
            mrnSeq: mrn.value,
            mrn: mrn.text,
            createdBy: actor.userId,
          });
          await audit.record(tx, actor, {
            action: 'create',
            entityType: 'patient',
            entityId: created.id,
            summary: `Registered ${created.mrn}`,
          });
          return created;
        })
        .catch(rethrowAbhaRace);
      return toPatient(row, today());
    },

    /**
     * How to reach the patient with a message, in the caller's transaction: their first name,
     * mobile, and the channel and language they agreed to (channel null: no consent).
     */
    async contactIn(tx: DbOrTx, id: string) {
      const row = await patientsRepository.findById(tx, id);
      if (!row) return undefined;
      return {
        givenName: row.givenName,
        phone: row.phone,
        channel: row.messageChannel as MessageChannel | null,
        language: row.messageLanguage as MessageLanguage,
      };
    },

    /** Edits a patient; the MRN never changes. Audits the names of the changed fields only. */
    async update(id: string, input: PatientPayload, actor: Actor): Promise<Patient> {
      const row = await db
        .transaction(async (tx) => {
          const before = await patientsRepository.findById(tx, id, true);
          if (!before) throw patientNotFound(id);
          const columns = { ...toColumns(input, today()), ...consentColumns(input, before) };
          await refuseAbhaHeldElsewhere(tx, columns, id);
          if (columns.dateOfBirth === before.dateOfBirth && columns.ageYears === before.ageYears) {
            columns.ageRecordedOn = before.ageRecordedOn;
          }
          const after = await patientsRepository.update(tx, id, columns);
          const changed = changedFields(before, columns).filter(
            (f) => f !== 'ageRecordedOn' && f !== 'messageConsentAt',
          );
          if (changed.length > 0) {
            await audit.record(tx, actor, {
              action: 'update',
              entityType: 'patient',
              entityId: id,
              summary: `Changed ${changed.join(', ')} of ${after.mrn}`,
            });
          }
          return after;
        })
        .catch(rethrowAbhaRace);
      return toPatient(row, today());
    },
  };
}

export type PatientsService = ReturnType<typeof createPatientsService>;
