import { calendarDate } from '../dates/calendar-date.ts';
import { z } from 'zod';
import { pageQuerySchema, pagedSchema } from '../http/paging.ts';

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'deactivate',
  'reactivate',
  'view',
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'password_change',
  'password_reset',
  'export',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  deactivate: 'Deactivated',
  reactivate: 'Reactivated',
  view: 'Viewed',
  sign_in: 'Signed in',
  sign_in_failed: 'Sign-in failed',
  sign_out: 'Signed out',
  password_change: 'Changed password',
  password_reset: 'Reset password',
  export: 'Exported',
};

export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  actorRole: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.string(),
  entityId: z.string().nullable(),
  summary: z.string(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const dateOnly = calendarDate('Use a date like 2026-01-31');

export const auditQuerySchema = pageQuerySchema.extend({
  userId: z.uuid().optional(),
  entityType: z.string().trim().max(50).optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: dateOnly.optional(),
  to: dateOnly.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export const auditPageSchema = pagedSchema(auditEntrySchema);
