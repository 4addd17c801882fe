import { z } from 'zod';
import { REQUIRED } from '../http/messages.ts';
import { permissionSchema, roleSchema } from './auth.schemas.ts';

export const ROLE_NAME_TAKEN = 'A role with this name already exists';
export const ROLE_IN_USE = 'This role is held by staff; take it from them before deleting it';
export const CHOOSE_PERMISSION = 'Choose at least one permission';

/** A clinic's own role ("Senior nurse", "Cashier", "TPA desk"): a name and a set of permissions. */
export const customRoleInputSchema = z.object({
  name: z.string().trim().min(1, REQUIRED).max(60, 'Use at most 60 characters'),
  description: z.string().trim().max(300, 'Use at most 300 characters').optional(),
  permissions: z.array(permissionSchema).min(1, CHOOSE_PERMISSION).max(200),
});
export type CustomRoleInput = z.infer<typeof customRoleInputSchema>;

export const customRoleSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  permissions: z.array(permissionSchema),
  /** Active staff who hold the role. */
  staffCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CustomRole = z.infer<typeof customRoleSchema>;

export const builtInRoleSchema = z.object({
  key: roleSchema,
  name: z.string(),
  permissions: z.array(permissionSchema),
});

export const rolesReplySchema = z.object({
  builtIn: z.array(builtInRoleSchema),
  custom: z.array(customRoleSchema),
});
export type RolesReply = z.infer<typeof rolesReplySchema>;
