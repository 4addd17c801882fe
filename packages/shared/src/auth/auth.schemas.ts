import { z } from 'zod';
import { PERMISSIONS, type Permission } from './permissions.ts';
import { ROLES } from './roles.ts';

import { FILL_ALL_FIELDS } from './auth-messages.ts';

const required = z.string({ error: FILL_ALL_FIELDS }).trim().min(1, FILL_ALL_FIELDS);

/** The sign-in form of 001 §2: name, email and password, all required. */
export const loginSchema = z.object({
  name: required.max(200),
  email: required.max(254),
  password: z.string({ error: FILL_ALL_FIELDS }).min(1, FILL_ALL_FIELDS).max(1024),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const roleSchema = z.enum(ROLES);
export const permissionSchema = z.enum(PERMISSIONS as [Permission, ...Permission[]], { error: 'Unknown permission' });

/**
 * The session user of 000 §3: `role` is the primary role, `roles` all that the user holds.
 * `mustChangePassword` is true while a temporary password is in use.
 */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The first built-in role held; null for someone who holds only the clinic's own roles. */
  role: roleSchema.nullable(),
  roles: z.array(roleSchema),
  /** The clinic's own roles the user holds. */
  customRoles: z.array(z.object({ _id: z.string(), name: z.string() })),
  /** What the user may do now: built-in and own roles together, read afresh on every request. */
  permissions: z.array(permissionSchema),
  mustChangePassword: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginReplySchema = z.object({ user: sessionUserSchema, token: z.string() });
export type LoginReply = z.infer<typeof loginReplySchema>;

export const meReplySchema = z.object({ user: sessionUserSchema });

export const demoAccountSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  password: z.string(),
});
export type DemoAccount = z.infer<typeof demoAccountSchema>;
export const demoAccountListSchema = z.array(demoAccountSchema);
