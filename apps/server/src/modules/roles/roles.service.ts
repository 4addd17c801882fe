import {
  PERMISSIONS,
  ROLE_IN_USE,
  ROLE_LABELS,
  ROLE_NAME_TAKEN,
  ROLE_PERMISSIONS,
  ROLES,
  type CustomRole,
  type CustomRoleInput,
  type RolesReply,
} from '@clinic/shared/auth';
import type { Db, DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Actor } from '../../kernel/actor.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { rolesRepository, type CustomRoleRow } from './roles.repository.ts';

export type RoleRef = { _id: string; name: string };

function toCustomRole(row: CustomRoleRow, staffCount: number): CustomRole {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    // Kept in the table's order, so the screen lists them as the catalogue does.
    permissions: PERMISSIONS.filter((p) => row.permissions.includes(p)),
    staffCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function builtInNameTaken(name: string): boolean {
  const wanted = name.trim().toLowerCase();
  return ROLES.some((role) => role.toLowerCase() === wanted || ROLE_LABELS[role].toLowerCase() === wanted);
}

/**
 * The clinic's own roles: a name and a set of permissions, given to staff beside (or instead of)
 * the built-in roles. A change takes effect on the holder's next request: the sessions this
 * process checked are read again, and other processes read theirs within two seconds (decision 0035).
 */
export function createRolesService(deps: { db: Db; audit: AuditService; accessChanged?: (userId: null) => void }) {
  const { db, audit } = deps;

  async function write(input: CustomRoleInput, actor: Actor, id?: string): Promise<CustomRole> {
    if (builtInNameTaken(input.name)) throw conflict(ROLE_NAME_TAKEN);
    const values = { name: input.name, description: input.description || null, permissions: input.permissions };
    try {
      const role = await db.transaction(async (tx) => {
        const before = id ? await rolesRepository.find(tx, id, true) : undefined;
        if (id && !before) throw notFound('Role not found');
        const row = id ? await rolesRepository.update(tx, id, values) : await rolesRepository.insert(tx, values);
        const added = input.permissions.filter((p) => !before?.permissions.includes(p));
        const removed = before?.permissions.filter((p) => !(input.permissions as string[]).includes(p)) ?? [];
        await audit.record(tx, actor, {
          action: id ? 'update' : 'create',
          entityType: 'role',
          entityId: row.id,
          summary: id
            ? `Changed role ${row.name}: added ${added.join(', ') || 'none'}; removed ${removed.join(', ') || 'none'}`
            : `Created role ${row.name} with ${input.permissions.join(', ')}`,
        });
        return toCustomRole(row, id ? await rolesRepository.staffCount(tx, row.id) : 0);
      });
      deps.accessChanged?.(null);
      return role;
    } catch (error) {
      if (isUniqueViolation(error, 'custom_roles_name_uq')) throw conflict(ROLE_NAME_TAKEN);
      throw error;
    }
  }

  return {
    async list(): Promise<RolesReply> {
      const rows = await rolesRepository.list(db);
      return {
        builtIn: ROLES.map((key) => ({ key, name: ROLE_LABELS[key], permissions: [...ROLE_PERMISSIONS[key]] })),
        custom: rows.map((r) => toCustomRole(r.role, r.staffCount)),
      };
    },

    create: (input: CustomRoleInput, actor: Actor) => write(input, actor),
    update: (id: string, input: CustomRoleInput, actor: Actor) => write(input, actor, id),

    /** Deletes a role nobody holds (deactivated staff included: their record would lose it silently). */
    async remove(id: string, actor: Actor): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await rolesRepository.find(tx, id, true);
        if (!row) throw notFound('Role not found');
        if ((await rolesRepository.holders(tx, id)) > 0) throw conflict(ROLE_IN_USE);
        await rolesRepository.remove(tx, id);
        await audit.record(tx, actor, {
          action: 'delete',
          entityType: 'role',
          entityId: id,
          summary: `Deleted role ${row.name}`,
        });
      });
      deps.accessChanged?.(null);
    },

    /** Gives a staff member exactly these roles, in the caller's transaction; unknown ids are refused. */
    async assignIn(tx: DbOrTx, userId: string, roleIds: string[]): Promise<RoleRef[]> {
      const unique = [...new Set(roleIds)];
      const found = await rolesRepository.existing(tx, unique);
      if (found.length !== unique.length) throw badRequest('Invalid role', { customRoleIds: 'Invalid role' });
      await rolesRepository.replaceAssignments(tx, userId, unique);
      return found.map((r) => ({ _id: r.id, name: r.name })).sort((a, b) => a.name.localeCompare(b.name));
    },

    /** The custom roles of each of these staff members. */
    async rolesOf(conn: DbOrTx, userIds: string[]): Promise<Map<string, RoleRef[]>> {
      const rows = await rolesRepository.assignmentsOf(conn, userIds);
      const byUser = new Map<string, RoleRef[]>();
      for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), { _id: r.id, name: r.name }]);
      return byUser;
    },
  };
}

export type RolesService = ReturnType<typeof createRolesService>;
