import { z } from 'zod';
import { INVALID_EMAIL, INVALID_PHONE, REQUIRED } from '../http/messages.ts';
import { gstinProblem } from '../india/gstin.ts';
import { INDIAN_STATE_NAMES } from '../india/states.ts';

/** A drug licence number as the State Drugs Controller issued it ("KA-B21-123456 / KA-B20-123457"). */
const drugLicence = z.string().trim().max(120, 'Keep the licence numbers under 120 characters').optional();

/** The clinic's own details, printed on prescriptions and bills. GSTIN must match the state. */
export const clinicProfileInputSchema = z
  .object({
    name: z.string().trim().min(1, REQUIRED).max(200),
    address: z.string().trim().max(500).default(''),
    state: z.enum(INDIAN_STATE_NAMES).nullable().optional(),
    gstin: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .optional(),
    phone: z
      .string()
      .trim()
      .regex(/^(\d{10})?$/, INVALID_PHONE)
      .optional(),
    email: z
      .string()
      .trim()
      .max(254)
      .refine((v) => v === '' || z.email().safeParse(v).success, INVALID_EMAIL)
      .optional(),
    /** The pharmacy's retail sale licences (Forms 20 and 21), printed on its invoices. */
    drugLicenceRetail: drugLicence,
    /** The wholesale licences (Forms 20B and 21B), where the pharmacy also holds them. */
    drugLicenceWholesale: drugLicence,
    /**
     * The hospital's ROHINI ID (the Insurance Information Bureau's registry of hospitals), which
     * insurers' cashless forms ask for: 13 digits.
     */
    rohiniId: z
      .string()
      .trim()
      .regex(/^(\d{13})?$/, 'The ROHINI ID is 13 digits')
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.gstin) return;
    const problem = gstinProblem(value.gstin, value.state ?? undefined);
    if (problem) ctx.addIssue({ code: 'custom', path: ['gstin'], message: problem });
  });
export type ClinicProfileInput = z.input<typeof clinicProfileInputSchema>;

export const clinicProfileSchema = z.object({
  name: z.string(),
  address: z.string(),
  state: z.string().nullable(),
  gstin: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  drugLicenceRetail: z.string().nullable(),
  drugLicenceWholesale: z.string().nullable(),
  rohiniId: z.string().nullable(),
  hasLogo: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type ClinicProfile = z.infer<typeof clinicProfileSchema>;

export const LOGO_MAX_BYTES = 256 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const logoInputSchema = z.object({
  dataUrl: z
    .string()
    .max(Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 100, 'The logo must be at most 256 KB')
    .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/, 'The logo must be a PNG, JPEG or WebP image'),
});

/** The clinic's own date and time (CLINIC_TIMEZONE), which decide "today" for appointments. */
export const clinicClockSchema = z.object({ date: z.string(), time: z.string(), timeZone: z.string() });
export type ClinicClock = z.infer<typeof clinicClockSchema>;
