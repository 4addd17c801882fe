import { MESSAGE_CHANNELS, MESSAGE_LANGUAGES } from '../messages/message.schemas.ts';
import { decimal, plainDecimal } from '../http/number-field.ts';
import { calendarDate } from '../dates/calendar-date.ts';
import { z } from 'zod';
import { INVALID_EMAIL, INVALID_PHONE, REQUIRED } from '../http/messages.ts';
import { canonicalMobile, isIndianMobile, MOBILE_MUST_START } from '../india/mobile.ts';
import { AADHAAR_NOT_STORED, looksLikeAadhaar } from '../india/aadhaar.ts';
import { abhaAddressField, abhaNumberField } from '../abdm/abha-fields.ts';

/** A mobile number after canonicalMobile: ten digits (the spec's message), starting 6 to 9. */
const mobile = z
  .string()
  .regex(/^\d{10}$/, INVALID_PHONE)
  .refine((v) => !/^\d{10}$/.test(v) || isIndianMobile(v), MOBILE_MUST_START);

export const PATIENT_CATEGORIES = ['Regular', 'Emergency', 'VIP'] as const;
export const TITLES = ['Mr.', 'Mrs.', 'Ms.', 'Dr.'] as const;
export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const MARITAL_STATUSES = ['Single', 'Married', 'Divorced', 'Widowed'] as const;
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;
export const MIN_SEARCH_LENGTH = 3;
export const SEARCH_TOO_SHORT = `Type at least ${MIN_SEARCH_LENGTH} characters to search by name`;
export const MIN_PHONE_DIGITS = 5;
export const PHONE_SEARCH_TOO_SHORT = `Type at least ${MIN_PHONE_DIGITS} digits to search by phone`;
export const POSSIBLE_DUPLICATE =
  'A patient with the same phone and a similar name, or the same national ID, already exists';

const text = (max = 200) => z.string().trim().max(max).optional();
const requiredText = (max = 200) => z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max);
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal('')]).optional();
const isoDate = z.union([calendarDate('Use a date like 1990-04-12'), z.literal('')]).optional();

/**
 * The patient as the API takes it: the form's fields under the payload names of 000 §3
 * (nationalId → iquma, firstName → givenName, lastName → familyName, dob → dateOfBirth), plus the
 * details a stored patient is read with. The server assigns the MRN.
 */
export const patientInputSchema = z
  .object({
    iquma: text(50).refine((v) => !v || !looksLikeAadhaar(v), AADHAAR_NOT_STORED),
    /** Stored as its 14 digits; left out of an edit, the number held stays ('' removes it). */
    abhaNumber: abhaNumberField.optional(),
    abhaAddress: abhaAddressField.optional(),
    patientCategory: optionalEnum(PATIENT_CATEGORIES),
    title: optionalEnum(TITLES),
    givenName: requiredText(),
    middleName: text(),
    familyName: requiredText(),
    dateOfBirth: isoDate,
    // An empty box is no age at all (not 0): required unless a date of birth gives it.
    age: z.preprocess(
      (v) => (v === '' || v === null ? undefined : plainDecimal(v)),
      z.coerce
        .number({ error: 'Age must be a number' })
        .int('Age must be a whole number of years')
        .min(0, 'Age cannot be negative')
        .max(130, 'Age must be at most 130')
        .optional(),
    ),
    gender: z.enum(GENDERS, { error: REQUIRED }),
    maritalStatus: optionalEnum(MARITAL_STATUSES),
    email: z
      .string()
      .trim()
      .max(254)
      .refine((v) => v === '' || z.email().safeParse(v).success, INVALID_EMAIL)
      .optional(),
    phone: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).transform(canonicalMobile).pipe(mobile),
    address: requiredText(500),
    city: text(100),
    state: text(100),
    pinCode: z
      .string()
      .trim()
      .regex(/^([1-9]\d{5})?$/, 'Please enter a valid 6-digit PIN code')
      .optional(),
    grandfatherName: text(),
    bloodGroup: optionalEnum(BLOOD_GROUPS),
    occupation: text(100),
    nationality: text(100),
    insuranceProvider: text(),
    insuranceId: text(100),
    insuranceValidity: isoDate,
    emergencyContactName: text(),
    emergencyContactRelation: text(100),
    emergencyContactPhone: z
      .string()
      .trim()
      .transform(canonicalMobile)
      .pipe(
        z
          .string()
          .refine((v) => v === '' || /^\d{10}$/.test(v), INVALID_PHONE)
          .refine((v) => v === '' || !/^\d{10}$/.test(v) || isIndianMobile(v), MOBILE_MUST_START),
      )
      .optional(),
    /** The patient's consent to messages: the channel ('none' withdraws it) and the language. */
    messageChannel: z.enum(['none', ...MESSAGE_CHANNELS], { error: 'Choose SMS, WhatsApp or no messages' }).optional(),
    messageLanguage: z.enum(MESSAGE_LANGUAGES, { error: 'Choose English or Hindi' }).optional(),
  })
  .refine((value) => value.age !== undefined || Boolean(value.dateOfBirth), {
    path: ['age'],
    message: REQUIRED,
    // Checked beside the other fields' messages, not only once they are all valid.
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'age' || issue.path?.[0] === 'dateOfBirth'),
  })
  .superRefine((value, ctx) => {
    if (!value.dateOfBirth) return;
    const dob = new Date(`${value.dateOfBirth}T00:00:00Z`);
    if (dob.getTime() > Date.now()) {
      ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: 'Date of birth cannot be in the future' });
    }
  })
  .transform((value) => ({
    ...value,
    age: value.age ?? ageFromDateOfBirth(value.dateOfBirth as string),
  }));
export type PatientInput = z.input<typeof patientInputSchema>;
export type PatientPayload = z.output<typeof patientInputSchema>;

/** Registration may confirm a possible duplicate and save anyway: `POST /api/patients?allowDuplicate=true`. */
export const registerPatientQuerySchema = z.object({ allowDuplicate: z.enum(['true', 'false']).optional() });

const nullableText = z.string().nullable();
export const patientSchema = z.object({
  _id: z.string(),
  mrn: z.string(),
  iquma: nullableText,
  /** As the card prints it: 12-3456-7890-1234. */
  abhaNumber: nullableText,
  abhaAddress: nullableText,
  /** Said when the ABHA number's check digit fails (a warning, never a refusal). */
  abhaWarning: nullableText,
  patientCategory: nullableText,
  title: nullableText,
  givenName: z.string(),
  middleName: nullableText,
  familyName: z.string(),
  dateOfBirth: nullableText,
  age: z.number().int(),
  gender: z.string(),
  maritalStatus: nullableText,
  email: nullableText,
  phone: z.string(),
  address: z.string(),
  city: nullableText,
  state: nullableText,
  pinCode: nullableText,
  isAdmitted: z.boolean(),
  profileImage: nullableText,
  grandfatherName: nullableText,
  bloodGroup: nullableText,
  occupation: nullableText,
  nationality: nullableText,
  insuranceProvider: nullableText,
  insuranceId: nullableText,
  insuranceValidity: nullableText,
  emergencyContactName: nullableText,
  emergencyContactRelation: nullableText,
  emergencyContactPhone: nullableText,
  messageChannel: z.enum(MESSAGE_CHANNELS).nullable(),
  messageLanguage: z.enum(MESSAGE_LANGUAGES),
  /** When the patient agreed to the channel they have now; null without consent. */
  messageConsentAt: nullableText,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Patient = z.infer<typeof patientSchema>;

/** One row of the patient master. */
export const patientSummarySchema = patientSchema.pick({
  _id: true,
  mrn: true,
  title: true,
  givenName: true,
  middleName: true,
  familyName: true,
  age: true,
  gender: true,
  phone: true,
  isAdmitted: true,
});
export type PatientSummary = z.infer<typeof patientSummarySchema>;

/**
 * The patient master query: a name search (3+ characters, or several words), an MRN, the
 * admitted flag, and a keyset cursor (the `nextCursor` of the previous page), never an offset.
 */
export const patientListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  mrn: z.string().trim().max(30).optional(),
  admitted: z.enum(['true', 'false']).optional(),
  /** The MRN sequence to go on before; "p" first when a ranked name search has moved to names that only sound alike. */
  cursor: z
    .string()
    .regex(/^(p|p?\d+)$/, 'Invalid cursor')
    .optional(),
  limit: decimal(z.coerce.number().int().min(1).max(100)).default(20),
});
export type PatientListQuery = z.infer<typeof patientListQuerySchema>;

export const patientPageSchema = z.object({
  data: z.array(patientSummarySchema),
  nextCursor: z.string().nullable(),
});

export const duplicateQuerySchema = z.object({
  givenName: z.string().trim().max(200).default(''),
  familyName: z.string().trim().max(200).default(''),
  phone: z.string().trim().max(20).default(''),
  iquma: z.string().trim().max(50).default(''),
});

export function fullName(p: {
  title?: string | null;
  givenName: string;
  middleName?: string | null;
  familyName: string;
}): string {
  return [p.title, p.givenName, p.middleName, p.familyName].filter(Boolean).join(' ');
}

/** Whole years from a date of birth to a day (both ISO dates). */
export function ageFromDateOfBirth(dateOfBirth: string, on: Date | string = new Date()): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  // A calendar date (the clinic's today) is read as written; a Date by the local clock.
  const [year, month, day] =
    typeof on === 'string'
      ? (on.split('-').map(Number) as [number, number, number])
      : [on.getFullYear(), on.getMonth() + 1, on.getDate()];
  let age = year - y;
  if (month < m || (month === m && day < d)) age -= 1;
  return Math.max(0, age);
}
