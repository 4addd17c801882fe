import { z } from 'zod';
import { INVALID_EMAIL, INVALID_PHONE } from '../http/messages.ts';
import { pageQuerySchema, pagedSchema } from '../http/paging.ts';
import { INDIAN_STATES } from '../india/states.ts';
import { SPECIALITIES } from '../staff/staff.schemas.ts';

export const REFERRAL_TYPES = ['Doctor', 'Hospital', 'Clinic', 'Other'] as const;
export const REQUIRED_FIELDS = 'Please fill in all required fields';
export const DUPLICATE_REFERRAL_CODE = 'Referral code already exists';

const UNION_TERRITORIES_EXCEPT_DELHI = new Set([
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
]);
/** The referral form's state options: the 28 states plus Delhi (000 §3). */
export const REFERRAL_STATES: string[] = INDIAN_STATES.map((s) => s.name as string).filter(
  (n) => !UNION_TERRITORIES_EXCEPT_DELHI.has(n),
);

const required = z.string({ error: REQUIRED_FIELDS }).trim().min(1, REQUIRED_FIELDS);
const optional = (max = 200) => z.string().trim().max(max).optional();

/** A referral source as the API takes it; the form's first, middle and last names are joined into `name`. */
export const referralInputSchema = z.object({
  name: required.max(200),
  referralType: z.enum(REFERRAL_TYPES, { error: REQUIRED_FIELDS }),
  referralCode: required.max(50),
  speciality: z.union([z.enum(SPECIALITIES), z.literal('')]).optional(),
  qualification: optional(),
  hospitalName: optional(),
  address: required.max(500),
  city: optional(100),
  state: z
    .string()
    .trim()
    .refine((v) => v === '' || REFERRAL_STATES.includes(v), 'Choose a state from the list')
    .optional(),
  pinCode: z
    .string()
    .trim()
    .regex(/^([1-9]\d{5})?$/, 'Please enter a valid 6-digit PIN code')
    .optional(),
  email: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === '' || z.email().safeParse(v).success, INVALID_EMAIL)
    .optional(),
  phone: z
    .string({ error: REQUIRED_FIELDS })
    .trim()
    .min(1, REQUIRED_FIELDS)
    .regex(/^\d{10}$/, INVALID_PHONE),
});
export type ReferralInput = z.input<typeof referralInputSchema>;

export const referralSchema = z.object({
  _id: z.string(),
  name: z.string(),
  referralType: z.enum(REFERRAL_TYPES),
  referralCode: z.string(),
  speciality: z.string().nullable(),
  qualification: z.string().nullable(),
  hospitalName: z.string().nullable(),
  address: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  pinCode: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Referral = z.infer<typeof referralSchema>;

export const referralListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  type: z.enum(REFERRAL_TYPES).optional(),
});
export type ReferralListQuery = z.infer<typeof referralListQuerySchema>;
export const referralPageSchema = pagedSchema(referralSchema);

/** 000 §2.2: the first word is the first name, the last word the last name, the rest the middle. */
export function splitName(name: string): { firstName: string; middleName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', middleName: '', lastName: '' };
  return { firstName: words[0] ?? '', middleName: words.slice(1, -1).join(' '), lastName: words.at(-1) ?? '' };
}

export function joinName(parts: { firstName: string; middleName?: string; lastName: string }): string {
  return [parts.firstName, parts.middleName, parts.lastName]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');
}
