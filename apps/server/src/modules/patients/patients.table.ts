import { PHONETIC_STEPS } from '@clinic/shared/patients';
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const lowerName = sql`lower(given_name || ' ' || coalesce(middle_name || ' ', '') || family_name)`;
const quoted = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);
/** The name's phonetic key, by the same steps the search words go through (shared/patients/phonetic). */
const phoneticKeySql = (): SQL =>
  PHONETIC_STEPS.reduce<SQL>(
    (expr, step) => sql`regexp_replace(${expr}, ${quoted(step.pg)}, ${quoted(step.pgTo)}, 'g')`,
    lowerName,
  );

/** Registered patients. Never deleted; the MRN is permanent. */
export const patients = pgTable(
  'patients',
  {
    id: uuid().primaryKey().defaultRandom(),
    mrnSeq: bigint({ mode: 'number' }).notNull(),
    mrn: text().notNull(),
    iquma: text(),
    /** The ABHA number's 14 digits, and the ABHA address in lower case; each held by one patient at most. */
    abhaNumber: text(),
    abhaAddress: text(),
    patientCategory: text(),
    title: text(),
    givenName: text().notNull(),
    middleName: text(),
    familyName: text().notNull(),
    /** Lower-cased full name for the trigram index of name search. */
    searchName: text().generatedAlwaysAs((): SQL => lowerName),
    /** The name's phonetic key ("Laxmi" and "Lakshmi" are both "lxm"), for spelling-tolerant search. */
    nameKey: text().generatedAlwaysAs(phoneticKeySql),
    dateOfBirth: date({ mode: 'string' }),
    /** Age as entered, and the day it was entered, for patients without a date of birth. */
    ageYears: integer().notNull(),
    ageRecordedOn: date({ mode: 'string' }).notNull().defaultNow(),
    gender: text().notNull(),
    maritalStatus: text(),
    email: text(),
    phone: text().notNull(),
    address: text().notNull(),
    city: text(),
    state: text(),
    pinCode: text(),
    grandfatherName: text(),
    bloodGroup: text(),
    occupation: text(),
    nationality: text(),
    insuranceProvider: text(),
    insuranceId: text(),
    insuranceValidity: date({ mode: 'string' }),
    emergencyContactName: text(),
    emergencyContactRelation: text(),
    emergencyContactPhone: text(),
    /** How the patient agreed to get messages (sms, whatsapp) and in which language; null: no consent. */
    messageChannel: text(),
    messageLanguage: text().notNull().default('en'),
    messageConsentAt: timestamp({ withTimezone: true }),
    isAdmitted: boolean().notNull().default(false),
    profileImage: text(),
    createdBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('patients_mrn_uq').on(t.mrn),
    uniqueIndex('patients_mrn_seq_uq').on(t.mrnSeq),
    index('patients_admitted_seq_idx').on(t.isAdmitted, t.mrnSeq),
    index('patients_search_name_trgm').using('gin', t.searchName.op('gin_trgm_ops')),
    index('patients_phone_idx').on(t.phone),
    // Any part of a number ("98765") and any spelling of a name find the patient through these.
    index('patients_phone_trgm').using('gin', t.phone.op('gin_trgm_ops')),
    index('patients_name_key_trgm').using('gin', t.nameKey.op('gin_trgm_ops')),
    uniqueIndex('patients_abha_number_uq')
      .on(t.abhaNumber)
      .where(sql`${t.abhaNumber} is not null`),
    uniqueIndex('patients_abha_address_uq')
      .on(t.abhaAddress)
      .where(sql`${t.abhaAddress} is not null`),
    index('patients_iquma_idx')
      .on(t.iquma)
      .where(sql`${t.iquma} is not null`),
  ],
);
