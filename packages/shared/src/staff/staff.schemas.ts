import { z } from 'zod';
import { roleSchema } from '../auth/auth.schemas.ts';
import { INVALID_EMAIL, INVALID_PHONE, REQUIRED } from '../http/messages.ts';
import { pageQuerySchema, pagedSchema } from '../http/paging.ts';

/** The spec's speciality list (000 §3), used for doctors and referrals. */
export const SPECIALITIES = [
  'Orthopedics',
  'Cardiology',
  'Neurology',
  'Pediatrics',
  'Dermatology',
  'Ophthalmology',
  'ENT',
  'Gynecology',
  'Urology',
  'Psychiatry',
  'General Medicine',
  'General Surgery',
  // Not in the spec's list: anaesthetists are doctors with this speciality (the theatre's team).
  'Anaesthesiology',
] as const;
export type Speciality = (typeof SPECIALITIES)[number];

export const MIN_PASSWORD_LENGTH = 10;
export const LAST_ADMIN_MESSAGE = 'The last active clinic administrator cannot be deactivated or lose that role.';
export const DUPLICATE_EMAIL_MESSAGE = 'A staff member with this email already exists';
export const SPECIALITY_REQUIRED = "Choose the doctor's speciality";
export const CHOOSE_ROLE = 'Choose at least one role';

/**
 * A doctor's follow-up rule: within `days` of a paid consultation, up to `visits` more visits to
 * the same doctor are charged `feePaise` (0: free) instead of the consultation fee.
 */
export const followUpRuleSchema = z.object({
  days: z.number({ error: 'Enter the days' }).int('Whole days').min(1, 'At least 1 day').max(90, 'At most 90 days'),
  visits: z
    .number({ error: 'Enter the visits' })
    .int('Whole visits')
    .min(1, 'At least 1 visit')
    .max(10, 'At most 10 visits'),
  feePaise: z
    .number({ error: 'Fee must be a number' })
    .int('Fee must be in whole paise')
    .min(0, 'Fee cannot be negative')
    .max(10_000_000, 'Fee cannot be more than ₹1,00,000'),
});
export type FollowUpRule = z.infer<typeof followUpRuleSchema>;

const staffFields = z.object({
  name: z.string().trim().min(1, REQUIRED).max(200),
  email: z.string().trim().min(1, REQUIRED).max(254).email(INVALID_EMAIL),
  phone: z
    .string()
    .trim()
    .regex(/^(\d{10})?$/, INVALID_PHONE)
    .optional(),
  roles: z.array(roleSchema).max(10),
  /** The clinic's own roles (Settings → Roles) the staff member holds. */
  customRoleIds: z
    .array(z.uuid({ error: 'Invalid role' }))
    .max(20)
    .optional(),
  speciality: z.enum(SPECIALITIES).nullable().optional(),
  /** Printed under a doctor's name ("MBBS, MD (Medicine)"). */
  qualification: z.string().trim().max(200).nullable().optional(),
  /** The medical council registration number an Indian prescription must carry. */
  registrationNumber: z.string().trim().max(50).nullable().optional(),
  /** Charged with each consultation; unset uses the catalogue's Consultation service. */
  consultationFeePaise: z
    .number({ error: 'Fee must be a number' })
    .int('Fee must be in whole paise')
    .min(0, 'Fee cannot be negative')
    .max(10_000_000, 'Fee cannot be more than ₹1,00,000')
    .nullable()
    .optional(),
  /** Follow-up visits at a reduced fee; null: every visit pays the consultation fee. */
  followUp: followUpRuleSchema.nullable().optional(),
  isActive: z.boolean().optional(),
});

/** What the administrator enters to add a staff member. A doctor needs a speciality. */
export const createStaffSchema = staffFields.superRefine((value, ctx) => {
  if (value.roles.length + (value.customRoleIds?.length ?? 0) === 0) {
    ctx.addIssue({ code: 'custom', path: ['roles'], message: CHOOSE_ROLE });
  }
  if (value.roles.includes('doctor') && !value.speciality) {
    ctx.addIssue({ code: 'custom', path: ['speciality'], message: SPECIALITY_REQUIRED });
  }
});
export type CreateStaffInput = z.infer<typeof createStaffSchema>;

/** Any subset of the fields; the server checks the speciality rule on the merged record. */
export const updateStaffSchema = staffFields.partial();
export type UpdateStaffInput = z.infer<typeof updateStaffSchema>;

export const staffSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  roles: z.array(roleSchema),
  customRoles: z.array(z.object({ _id: z.string(), name: z.string() })),
  speciality: z.enum(SPECIALITIES).nullable(),
  qualification: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  consultationFeePaise: z.number().nullable(),
  followUp: followUpRuleSchema.nullable().optional(),
  isActive: z.boolean(),
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Staff = z.infer<typeof staffSchema>;

export const staffListQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
  role: roleSchema.optional(),
  status: z.enum(['active', 'inactive', 'all']).default('all'),
});
export type StaffListQuery = z.infer<typeof staffListQuerySchema>;
export const staffPageSchema = pagedSchema(staffSchema);

export const staffWithPasswordSchema = z.object({ staff: staffSchema, temporaryPassword: z.string() });

/** The fields of a password change; the form adds a confirmation on top. */
export const passwordChangeFields = z.object({
  currentPassword: z.string().min(1, REQUIRED).max(1024),
  newPassword: z
    .string()
    .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`)
    .max(128, 'Use at most 128 characters'),
});

export const NEW_PASSWORD_SAME = 'The new password must be different from the current one';

export const changePasswordSchema = passwordChangeFields.refine((v) => v.newPassword !== v.currentPassword, {
  path: ['newPassword'],
  message: NEW_PASSWORD_SAME,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
