import { abhaNumberWarning, formatAbhaNumber } from '@clinic/shared/abdm';
import { ageFromDateOfBirth, type Patient, type PatientPayload, type PatientSummary } from '@clinic/shared/patients';
import type { NewPatientRow, PatientRow, PatientSummaryRow } from './patients.repository.ts';

/**
 * The age on the clinic's today (YYYY-MM-DD): from the date of birth, else the age entered plus
 * the years since it was entered.
 */
export function currentAge(row: Pick<PatientRow, 'dateOfBirth' | 'ageYears' | 'ageRecordedOn'>, today: string): number {
  if (row.dateOfBirth) return ageFromDateOfBirth(row.dateOfBirth, today);
  return row.ageYears + ageFromDateOfBirth(row.ageRecordedOn, today);
}

const orNull = (value: string | undefined): string | null => (value === undefined || value === '' ? null : value);

/** The payload's fields as columns; a date of birth decides the age, as of the clinic's today. */
export function toColumns(input: PatientPayload, today: string): Omit<NewPatientRow, 'mrn' | 'mrnSeq'> {
  const dateOfBirth = orNull(input.dateOfBirth);
  return {
    iquma: orNull(input.iquma),
    // Left out (an older screen's save), the ABHA held stays; '' removes it.
    ...(input.abhaNumber === undefined ? {} : { abhaNumber: orNull(input.abhaNumber) }),
    ...(input.abhaAddress === undefined ? {} : { abhaAddress: orNull(input.abhaAddress) }),
    patientCategory: orNull(input.patientCategory),
    title: orNull(input.title),
    givenName: input.givenName,
    middleName: orNull(input.middleName),
    familyName: input.familyName,
    dateOfBirth,
    ageYears: dateOfBirth ? ageFromDateOfBirth(dateOfBirth, today) : input.age,
    ageRecordedOn: today,
    gender: input.gender,
    maritalStatus: orNull(input.maritalStatus),
    email: orNull(input.email),
    phone: input.phone,
    address: input.address,
    city: orNull(input.city),
    state: orNull(input.state),
    pinCode: orNull(input.pinCode),
    grandfatherName: orNull(input.grandfatherName),
    bloodGroup: orNull(input.bloodGroup),
    occupation: orNull(input.occupation),
    nationality: orNull(input.nationality),
    insuranceProvider: orNull(input.insuranceProvider),
    insuranceId: orNull(input.insuranceId),
    insuranceValidity: orNull(input.insuranceValidity),
    emergencyContactName: orNull(input.emergencyContactName),
    emergencyContactRelation: orNull(input.emergencyContactRelation),
    emergencyContactPhone: orNull(input.emergencyContactPhone),
  };
}

export function toSummary(row: PatientSummaryRow, today: string): PatientSummary {
  return {
    _id: row.id,
    mrn: row.mrn,
    title: row.title,
    givenName: row.givenName,
    middleName: row.middleName,
    familyName: row.familyName,
    age: currentAge(row, today),
    gender: row.gender,
    phone: row.phone,
    isAdmitted: row.isAdmitted,
  };
}

export function toPatient(row: PatientRow, today: string): Patient {
  return {
    ...toSummary(row, today),
    iquma: row.iquma,
    abhaNumber: row.abhaNumber && formatAbhaNumber(row.abhaNumber),
    abhaAddress: row.abhaAddress,
    abhaWarning: abhaNumberWarning(row.abhaNumber),
    patientCategory: row.patientCategory,
    dateOfBirth: row.dateOfBirth,
    maritalStatus: row.maritalStatus,
    email: row.email,
    address: row.address,
    city: row.city,
    state: row.state,
    pinCode: row.pinCode,
    profileImage: row.profileImage,
    grandfatherName: row.grandfatherName,
    bloodGroup: row.bloodGroup,
    occupation: row.occupation,
    nationality: row.nationality,
    insuranceProvider: row.insuranceProvider,
    insuranceId: row.insuranceId,
    insuranceValidity: row.insuranceValidity,
    emergencyContactName: row.emergencyContactName,
    emergencyContactRelation: row.emergencyContactRelation,
    emergencyContactPhone: row.emergencyContactPhone,
    messageChannel: row.messageChannel as Patient['messageChannel'],
    messageLanguage: row.messageLanguage as Patient['messageLanguage'],
    messageConsentAt: row.messageConsentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The consent columns from the form: a channel given (or 'none') replaces the one held and, when
 * it changes, dates the consent; left out, the held consent stays (an older screen's save).
 */
export function consentColumns(
  input: PatientPayload,
  before?: Pick<PatientRow, 'messageChannel' | 'messageLanguage' | 'messageConsentAt'>,
): Pick<NewPatientRow, 'messageChannel' | 'messageLanguage' | 'messageConsentAt'> {
  const channel = input.messageChannel === undefined ? (before?.messageChannel ?? null) : input.messageChannel;
  const held = channel === 'none' ? null : channel;
  const changed = held !== (before?.messageChannel ?? null);
  return {
    messageChannel: held,
    messageLanguage: input.messageLanguage ?? before?.messageLanguage ?? 'en',
    messageConsentAt: held === null ? null : changed ? new Date() : (before?.messageConsentAt ?? null),
  };
}
